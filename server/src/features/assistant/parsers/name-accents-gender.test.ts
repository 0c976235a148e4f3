import { describe, expect, it } from 'vitest';
import { spellAccented } from '../engine/accents.ts';
import type { InterviewState } from '../interview-state.ts';
import { suggestAccents } from './name-accents.ts';
import { sexOfPerson } from '../engine/date-sanity.ts';
import { firstNameLooksFeminine, sexOfFirstName } from './names.ts';
import { inCity } from './place-words.ts';

describe('names typed without accents, their gender and cities said with an article', () => {
  it('offers the one written form of common names', () => {
    expect(suggestAccents('Benedito Ramao Vilela')).toBe('Benedito Ramão Vilela');
    expect(suggestAccents('Sueli Katia Brandao')).toBe('Sueli Kátia Brandão');
    expect(suggestAccents('Tarcisio Mendonca Leitao')).toBe('Tarcísio Mendonça Leitão');
  });

  it('guesses women by -ane, -ine, -ele, -ete, -ice and a few names', () => {
    for (const nome of [
      'Eliane Prado',
      'Tatiane Lima',
      'Aline Souza',
      'Gisele Moura',
      'Claudete Reis',
      'Alice Dias',
      'Raquel Lima',
      'Laís Costa',
    ])
      expect(firstNameLooksFeminine(nome), nome).toBe(true);
    for (const nome of ['Marcos Prado', 'Antonio Lima', 'Luca Rossi', 'René Alves', 'Daniel Souza'])
      expect(firstNameLooksFeminine(nome), nome).toBe(false);
  });

  it('reads the sex of a first name the same way in every reply ("a Eliane", "do Pedro")', () => {
    expect(sexOfFirstName('Eliane Teixeira Prado')).toBe('feminino');
    expect(sexOfFirstName('Jucélia Bonfim')).toBe('feminino');
    expect(sexOfFirstName('Raquel Lima')).toBe('feminino');
    expect(sexOfFirstName('Pedro Lima')).toBe('masculino');
    expect(sexOfFirstName('Luca Rossi')).toBeUndefined();
    expect(sexOfPerson({ nome: 'Eliane Prado' })).toBe('feminino');
    expect(sexOfPerson({ nome: 'Eliane Prado', relacao: 'filho' })).toBe('masculino');
  });

  it('writes names accented in every reply of the turn', () => {
    const s = { accentsOffered: ['Marcos Teixeira Gonçalves'] } as unknown as InterviewState;
    expect(spellAccented(s, ['a lei garante a Marcos Teixeira Goncalves 1/4'])).toEqual([
      'a lei garante a Marcos Teixeira Gonçalves 1/4',
    ]);
  });

  it('says "no Rio de Janeiro" and "em Campo Grande"', () => {
    expect(inCity('Rio de Janeiro/RJ')).toBe('no Rio de Janeiro/RJ');
    expect(inCity('Recife/PE')).toBe('no Recife/PE');
    expect(inCity('Campo Grande/MS')).toBe('em Campo Grande/MS');
  });
});
