import { describe, expect, it } from 'vitest';
import { readCivilStatus } from './civil-status-mentions.ts';
import { onlyFirstNames } from './name-quality.ts';
import { parsePersonName, splitRelation } from './names.ts';
import { readPeople } from './people-mentions.ts';
import { readProfession } from './profession.ts';

const TODAY = '2026-11-25';

describe('a spouse whose name starts with a or o keeps that letter', () => {
  it.each([
    ['sou casada com antonio carlos oliveira faz mais de 40 anos', 'Antonio Carlos Oliveira'],
    ['casado com otavio ramos desde 1990', 'Otavio Ramos'],
    ['moro junto com adriana lopes ha 10 anos', 'Adriana Lopes'],
    ['casada com o sr. osvaldo dias', 'Osvaldo Dias'],
    ['casada com seu antonio lima', 'Antonio Lima'],
    ['sou casado com a aurora mendes', 'Aurora Mendes'],
  ])('"%s"', (text, parceiro) => {
    expect(readCivilStatus(text, TODAY)?.parceiro).toBe(parceiro);
  });
});

describe('a clause or a filler after a name is never part of it', () => {
  it.each([
    ['a luana é adotada', undefined],
    ['a luana eh adotada', undefined],
    ['pro lucas msm', undefined],
    ['lucas msm', 'Lucas'],
    ['joao silva ne', 'Joao Silva'],
    ['a maria souza tb', 'Maria Souza'],
    ['pedro lima aí', 'Pedro Lima'],
  ])('"%s"', (text, nome) => {
    expect(parsePersonName(text)).toBe(nome);
  });

  it('reads each child once, with the adoption said after her', () => {
    const people = readPeople(
      'rafael santos oliveira nasceu 20/02/1985 e a luana santos oliveira 12/11/1994, a luana é adotada mas é minha filha igual os outros',
      { today: TODAY, defaultRelation: 'filho' },
    );
    expect(people.map((p) => p.nome).filter(Boolean)).not.toContain('Luana É Adotada');
    expect(people.some((p) => p.nome === 'Adotada')).toBe(false);
  });

  it('ends a dictated name before a day said in words', () => {
    const people = readPeople(
      'o josé carlos de oliveira dez de março de 1969, o antônio marcos de oliveira quinze de setembro de 73',
      { today: TODAY, defaultRelation: 'filho' },
    );
    expect(people.map((p) => p.nome)).toEqual([
      'José Carlos de Oliveira',
      'Antônio Marcos de Oliveira',
    ]);
  });
});

describe('"Irma" and "Nora" typed as first names', () => {
  it('reads the mother after "Minha mãe,"', () => {
    const people = readPeople(
      'Minha mãe, Irma Schmitt Becker, é viva. Meu pai, Arno Becker, faleceu em 2019.',
    );
    expect(people.map((p) => [p.nome, p.relacao])).toEqual([
      ['Irma Schmitt Becker', 'mae'],
      ['Arno Becker', 'pai'],
    ]);
  });
  it('keeps "minha irma Carla Souza" a sister', () => {
    expect(readPeople('minha irma Carla Souza')[0]).toMatchObject({
      nome: 'Carla Souza',
      relacao: 'irmao',
    });
    expect(splitRelation('minha irma Carla Souza')).toEqual({
      relacao: 'irmã',
      resto: 'Carla Souza',
    });
  });
  it('never takes a capitalised "Irma" alone as a relation', () => {
    expect(splitRelation('Irma Schmitt Becker')).toEqual({ resto: 'Irma Schmitt Becker' });
    expect(parsePersonName('Nora Lima Dias', { full: true })).toBe('Nora Lima Dias');
  });
});

describe('a name of first names only', () => {
  it.each([
    'Maria Aparecida',
    'maria das neves',
    'João Pedro',
    'ana paula',
    'Maria José das Graças',
  ])('"%s" lacks the surname', (nome) => expect(onlyFirstNames(nome)).toBe(true));
  it.each([
    'Maria Aparecida Rodrigues',
    'João Pedro Lima',
    'Maria das Graças Oliveira',
    'Ana Neves',
  ])('"%s" has one', (nome) => expect(onlyFirstNames(nome)).toBe(false));
});

describe('a profession typed by someone else', () => {
  it.each([
    ['ela é costureira aposentada', 'costureira aposentada'],
    ['ela eh professora aposentada', 'professora aposentada'],
    ['ele era pedreiro', 'pedreiro'],
    ['minha vó é costureira', 'costureira'],
    ['ele trabalhava como motorista', 'motorista'],
  ])('"%s"', (text, profissao) => {
    expect(readProfession(text)).toBe(profissao);
  });
});
