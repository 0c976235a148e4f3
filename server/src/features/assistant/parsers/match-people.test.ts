import { describe, expect, it } from 'vitest';
import { matchPeople, type KnownPerson } from './match-people.ts';

const joaoPedro: KnownPerson = { id: 'p1', nome: 'João Pedro Alves', relacao: 'amigo' };
const pedroAmigo: KnownPerson = { id: 'p2', nome: 'Pedro Souza Lima', relacao: 'amigo' };
const cida: KnownPerson = { id: 'p3', nome: 'Maria Aparecida Lima', relacao: 'irmã' };
const graca: KnownPerson = { id: 'p4', nome: 'Maria das Graças Oliveira' };

describe('a first name said matches a known person by their first name', () => {
  it.each(['pedro', 'o pedro', 'meu neto pedro', 'pro meu neto pedro', 'Pedro meu neto'])(
    '"%s" is not João Pedro Alves (a middle name)',
    (said) => expect(matchPeople(said, [joaoPedro])).toEqual([]),
  );
  it.each(['joao', 'o João', 'meu amigo joao', 'joao alves', 'o jp msm'.replace('jp', 'joao')])(
    '"%s" is João Pedro Alves',
    (said) => expect(matchPeople(said, [joaoPedro])).toEqual(['p1']),
  );
  it('a relation said that contradicts the stored one is someone else', () => {
    expect(matchPeople('meu neto pedro', [pedroAmigo])).toEqual([]);
    expect(matchPeople('minha filha cida', [cida])).toEqual([]);
    expect(matchPeople('meu amigo pedro', [pedroAmigo])).toEqual(['p2']);
    expect(matchPeople('minha irma cida', [cida])).toEqual(['p3']);
  });
  it('the name after a "Maria" is the one the person is called by', () => {
    expect(matchPeople('a cida', [cida])).toEqual(['p3']);
    expect(matchPeople('a Graça', [graca])).toEqual(['p4']);
    expect(matchPeople('aparecida', [cida])).toEqual(['p3']);
  });
  it('"a Irma" alone is a name, not a relation', () => {
    expect(matchPeople('a Irma', [{ id: 'p5', nome: 'Irma Schmitt Becker' }])).toEqual(['p5']);
  });
});
