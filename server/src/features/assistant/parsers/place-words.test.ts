import { describe, expect, it } from 'vitest';
import { restoreCommonAccents } from './common-accents.ts';
import { suggestAccents, writtenBothWays } from './name-accents.ts';
import { writtenPlace } from './place-words.ts';
import { readProfession } from './profession.ts';

describe('streets and places as the will prints them', () => {
  it.each([
    ['Rua do Hospicio', 'Rua do Hospício'],
    ['rua sao jose', 'Rua São José'],
    ['Rua Sao José', 'Rua São José'],
    ['Rua da Republica', 'Rua da República'],
    ['Av Higienopolis', 'Avenida Higienópolis'],
    ['R. Mateus Leme', 'Rua Mateus Leme'],
    ['r marechal bormann', 'Rua Marechal Bormann'],
    ['tv. sao jose', 'Travessa São José'],
    ['Rua Xv de Novembro', 'Rua XV de Novembro'],
    ['Avenida Fab', 'Avenida FAB'],
    ['Vila Re', 'Vila Ré'],
    ['Avenida Getulio Vargas', 'Avenida Getúlio Vargas'],
    ['Rua Tiburcio Cavalcante', 'Rua Tibúrcio Cavalcante'],
    ['conjunto ceara', 'Conjunto Ceará'],
    ['caracas, venezuela', 'Caracas, Venezuela'],
    ['rua dr nilo peçanha', 'Rua Dr. Nilo Peçanha'],
    ['rua 25 de marco', 'Rua 25 de Março'],
    ['qnm 12', 'QNM 12'],
  ])('"%s" → "%s"', (typed, printed) => {
    expect(writtenPlace(typed)).toBe(printed);
  });

  it('leaves what is already written, and words that are no Roman numeral', () => {
    expect(writtenPlace('Av. Paulista')).toBe('Avenida Paulista');
    expect(writtenPlace('SQS 308')).toBe('SQS 308');
    expect(writtenPlace('Rua Luis Gama')).toBe('Rua Luis Gama');
    expect(writtenPlace('Rua Vi de Outubro')).toBe('Rua Vi de Outubro');
    expect(writtenPlace('rua marco polo')).toBe('Rua Marco Polo');
  });
});

describe('professions with their accents', () => {
  it.each([
    ['motorista de caminhao', 'motorista de caminhão'],
    ['veterinario aposentado', 'veterinário aposentado'],
    ['torneiro mecanico aposentado', 'torneiro mecânico aposentado'],
    ['tecnica de enfermagem', 'técnica de enfermagem'],
    ['artesa', 'artesã'],
    ['auxiliar de servicos gerais', 'auxiliar de serviços gerais'],
    ['agente comunitaria de saude', 'agente comunitária de saúde'],
  ])('"%s" → "%s"', (typed, printed) => {
    expect(restoreCommonAccents(typed)).toBe(printed);
  });

  it('reads them so from a sentence', () => {
    expect(readProfession('sou mecanico')).toBe('mecânico');
    expect(readProfession('mecanico de automoveis')).toBe('mecânico de automóveis');
    expect(readProfession('trabalho como motorista de caminhao, moro em teresina')).toBe(
      'motorista de caminhão',
    );
  });
});

describe("people's names offered with accents", () => {
  it('offers the accents of names nearly always written with them', () => {
    expect(suggestAccents('Cicera Maria Lins')).toBe('Cícera Maria Lins');
    expect(suggestAccents('Raimundo Pereira Sa')).toBe('Raimundo Pereira Sá');
    expect(suggestAccents('Conceição Lima Frazao')).toBe('Conceição Lima Frazão');
    expect(suggestAccents('Kaua Farias Nery')).toBe('Kauã Farias Nery');
    expect(suggestAccents('Jonas Almeida Picanco')).toBe('Jonas Almeida Picanço');
    expect(suggestAccents('Maria das Gracas Peçanha')).toBe('Maria das Graças Peçanha');
  });

  it('leaves names that are right without an accent', () => {
    expect(suggestAccents('Igor Souza Picanço')).toBeUndefined();
    expect(suggestAccents('Pedro Henrique Moraes Goes')).toBeUndefined();
  });

  it('offers a name written both ways with its accent (the person may keep it as typed)', () => {
    expect(suggestAccents('Luis Alberto Paredes')).toBe('Luís Alberto Paredes');
    expect(writtenBothWays('Luís Alberto Paredes')).toEqual(['Luís']);
    expect(writtenBothWays('Sebastião Paredes')).toEqual([]);
  });
});
