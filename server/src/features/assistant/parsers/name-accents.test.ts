import { describe, expect, it } from 'vitest';
import { accentWord, restoreCommonAccents } from './common-accents.ts';
import { accentPlaceNames, suggestAccents, writtenBothWays } from './name-accents.ts';
import { writtenPlace } from './place-words.ts';

describe('names typed without their accents', () => {
  it('offers the accents of listed names and surnames', () => {
    expect(suggestAccents('Euripedes Luiz Carvalho')).toBe('Eurípedes Luiz Carvalho');
    expect(suggestAccents('Larissa Tenorio Cabral')).toBe('Larissa Tenório Cabral');
    expect(suggestAccents('Mario Lelis Sobrinho')).toBe('Mário Lélis Sobrinho');
  });

  it('reads the endings always accented: -élia, -ílio, -ício, -ário, -ões, -ção…', () => {
    expect(suggestAccents('Jucelia Bonfim de Jesus')).toBe('Jucélia Bonfim de Jesus');
    expect(suggestAccents('Emilio Rosario Simoes')).toBe('Emílio Rosário Simões');
    expect(suggestAccents('Mauricio Getulio Assuncao')).toBe('Maurício Getúlio Assunção');
    expect(suggestAccents('Otavio Dionisio Florencio')).toBe('Otávio Dionísio Florêncio');
    expect(suggestAccents('Eugenia Natalia Horacio')).toBe('Eugênia Natália Horácio');
    expect(suggestAccents('Damiao Honorio Marilia')).toBe('Damião Honório Marília');
    expect(suggestAccents('Sonia Tania Antonio')).toBe('Sônia Tânia Antônio');
  });

  it('keeps the case typed, and leaves names right without an accent', () => {
    expect(suggestAccents('JUCELIA BONFIM')).toBe('JUCÉLIA BONFIM');
    expect(suggestAccents('Maria Garcia Moraes')).toBeUndefined();
    expect(suggestAccents('Pedro Marques Yamamoto')).toBeUndefined();
    expect(suggestAccents('Igor Goes Faria')).toBeUndefined();
    expect(suggestAccents('Takao Nakao')).toBeUndefined();
    expect(suggestAccents('Lúcia Tenório')).toBeUndefined();
  });

  it('offers "Luís", "Júlia", "Tâmara" for a person, and tells them apart', () => {
    expect(suggestAccents('Jorge Luis Pinheiro')).toBe('Jorge Luís Pinheiro');
    expect(writtenBothWays('Tâmara Lins Júlia')).toEqual(['Tâmara', 'Júlia']);
    expect(writtenBothWays('Jucélia Tenório')).toEqual([]);
  });

  it('never puts a name written both ways, or a common word, in a place', () => {
    expect(accentPlaceNames('Rua Julia Lopes')).toBeUndefined();
    expect(accentPlaceNames('Rua Harmonia')).toBeUndefined();
    expect(accentPlaceNames('Rua Lelis Piedade')).toBe('Rua Lélis Piedade');
    expect(writtenPlace('rua lelis piedade')).toBe('Rua Lélis Piedade');
    expect(writtenPlace('rua da democracia')).toBe('Rua da Democracia');
    expect(writtenPlace('rua luis gama')).toBe('Rua Luis Gama');
    expect(writtenPlace('avenida sao luis')).toBe('Avenida São Luís');
    expect(restoreCommonAccents('Sao Luis')).toBe('São Luís');
    expect(restoreCommonAccents('Sao Luiz Gonzaga')).toBe('São Luiz Gonzaga');
  });
});

describe('places and institutions typed without their accents', () => {
  it('writes neighbourhoods, cities and words of a name with their accents', () => {
    expect(accentWord('Picarra')).toBe('Piçarra');
    expect(accentWord('Mare')).toBe('Maré');
    expect(accentWord('teresopolis')).toBe('teresópolis');
    expect(accentWord('Hortolandia')).toBe('Hortolândia');
    expect(accentWord('Estancia')).toBe('Estância');
    expect(accentWord('escritorio')).toBe('escritório');
  });
});
