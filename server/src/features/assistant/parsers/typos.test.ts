import { describe, expect, it } from 'vitest';
import { withoutShouting, withoutTypos } from './typos.ts';

describe('withoutTypos: the interview’s words typed with one slip', () => {
  it('reads the word meant', () => {
    expect(withoutTypos('nenhma')).toBe('nenhuma');
    expect(withoutTypos('soltero, nao tenho namorda nem nada')).toBe(
      'solteiro, nao tenho namorada nem nada',
    );
    expect(withoutTypos('partclar')).toBe('particular');
    expect(withoutTypos('qero deixar 30% de tdo pro meu afilhdo arthur')).toBe(
      'quero deixar 30% de tudo pro meu afilhado arthur',
    );
    expect(withoutTypos('pro meu amgo lucas ferri')).toBe('pro meu amigo lucas ferri');
    expect(withoutTypos('mecanco de moto')).toBe('mecânico de moto');
  });

  it('never touches names, short words or words of their own', () => {
    expect(withoutTypos('Publio Amaral')).toBe('Publio Amaral');
    expect(withoutTypos('casa')).toBe('casa');
    expect(withoutTypos('casado com a renata')).toBe('casado com a renata');
    expect(withoutTypos('josé da silva filho')).toBe('josé da silva filho');
    expect(withoutTypos('moro em curitiba')).toBe('moro em curitiba');
  });
});

describe('withoutShouting: a message in capitals', () => {
  it('reads it in ordinary case', () => {
    expect(withoutShouting('RUA OTAVIANO ALVES 120, CENTRO, CAICO RN')).toBe(
      'rua otaviano alves 120, centro, caico rn',
    );
    expect(withoutShouting('CASADO COM MARIA DAS NEVES')).toBe('casado com maria das neves');
  });
  it('leaves ordinary messages and short capitals alone', () => {
    expect(withoutShouting('moro em Natal/RN')).toBe('moro em Natal/RN');
    expect(withoutShouting('SIM')).toBe('SIM');
    expect(withoutShouting('João da Silva, CPF 123')).toBe('João da Silva, CPF 123');
  });
});

describe('withoutTypos: words one or two slips from another word stay', () => {
  it('keeps the words people meant', () => {
    expect(withoutTypos('motorista de caminhao')).toBe('motorista de caminhao');
    expect(withoutTypos('rua da republica 540')).toBe('rua da republica 540');
    expect(withoutTypos('rai silva monteiro')).toBe('rai silva monteiro');
    expect(withoutTypos('sim, deixou minha neta')).toBe('sim, deixou minha neta');
    expect(withoutTypos('não somos casados')).toBe('não somos casados');
    expect(withoutTypos('meus amigos')).toBe('meus amigos');
  });
});

describe('withoutTypos: letters swapped', () => {
  it('reads the word of the same length first, and a long word with a letter dropped too', () => {
    expect(withoutTypos('nenhuam')).toBe('nenhuma');
    expect(withoutTypos('brasliera')).toBe('brasileira');
    expect(withoutTypos('sou braisleiro')).toBe('sou brasileiro');
    expect(withoutTypos('professores')).toBe('professores');
  });
});
