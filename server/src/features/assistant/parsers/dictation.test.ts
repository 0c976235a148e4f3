import { describe, expect, it } from 'vitest';
import { withoutDictation } from './dictation.ts';

describe('withoutDictation: what voice dictation leaves in a message', () => {
  it('writes dictated punctuation as punctuation', () => {
    expect(withoutDictation('trinta por cento de tudo para a cida ponto')).toBe(
      'trinta por cento de tudo para a cida.',
    );
    expect(withoutDictation('nasci em castelo vírgula espírito santo')).toBe(
      'nasci em castelo, espírito santo',
    );
    expect(withoutDictation('lourival zanotti favarato ponto')).toBe('lourival zanotti favarato.');
  });

  it('keeps "ponto" where it is a word', () => {
    expect(withoutDictation('moro na rua do ponto 45')).toBe('moro na rua do ponto 45');
    expect(withoutDictation('perto do ponto de ônibus')).toBe('perto do ponto de ônibus');
  });

  it('writes dates said in words with digits', () => {
    expect(withoutDictation('sete de março de mil novecentos e cinquenta e sete')).toBe(
      '07/03/1957',
    );
    expect(withoutDictation('casamos em dois mil e dez')).toBe('casamos em 2010');
    expect(withoutDictation('primeiro de maio de dois mil e um')).toBe('01/05/2001');
  });

  it('writes a day in words with a year of two digits, as a list of children is dictated', () => {
    expect(
      withoutDictation('a maria das graças dois de julho de 71 o antônio quinze de setembro de 73'),
    ).toBe('a maria das graças 02/07/71 o antônio 15/09/73');
    expect(withoutDictation('a ana trinta de janeiro de 77')).toBe('a ana 30/01/77');
    expect(withoutDictation('vinte e dois de marco de 08')).toBe('22/03/08');
    // A number that is not a year stays: "de 710" is not a date.
    expect(withoutDictation('dois de julho de 710')).toBe('dois de julho de 710');
  });

  it('leaves amounts of money alone', () => {
    expect(withoutDictation('o cachorro vale uns dois mil')).toBe('o cachorro vale uns dois mil');
    expect(withoutDictation('a casa vale cento e cinquenta mil')).toBe(
      'a casa vale cento e cinquenta mil',
    );
  });
});

describe('withoutDictation: names with numbers in words', () => {
  it('leaves streets and bairros named after dates', () => {
    expect(withoutDictation('rua sete de setembro, 88, centro')).toBe(
      'rua sete de setembro, 88, centro',
    );
    expect(withoutDictation('apto 1201, Treze de Julho, Aracaju')).toBe(
      'apto 1201, Treze de Julho, Aracaju',
    );
  });
});

describe('withoutDictation: whole dates said in words', () => {
  it.each([
    ['nascido em doze de maio de mil novecentos e noventa', 'nascido em 12/05/1990'],
    ['nascida em tres de junho de noventa e dois', 'nascida em 03/06/92'],
    ['nasceu em vinte e cinco de março de dois mil e dez', 'nasceu em 25/03/2010'],
    ['primeiro de abril de oitenta', '01/04/80'],
  ])('%s', (said, written) => expect(withoutDictation(said)).toBe(written));

  it('a date without its year stays as said', () =>
    expect(withoutDictation('casamos em doze de maio')).toBe('casamos em doze de maio'));
});

// Held-out set 7: a CPF, an address and a corrected year dictated to the phone.
describe('withoutDictation: numbers dictated digit by digit or in words', () => {
  it('writes a CPF said digit by digit, with "ponto" and "traço"', () => {
    expect(
      withoutDictation(
        'o meu cpf e quatro oito dois ponto sete três seis ponto um cinco nove traço dois oito',
      ),
    ).toBe('o meu cpf e 482.736.159-28');
    expect(withoutDictation('cpf seis um quatro dois zero sete tres oito cinco meia sete')).toBe(
      'cpf 61420738567',
    );
    expect(withoutDictation('cpf 1 2 3, nove oito sete seis cinco hífen quatro três')).toContain(
      '98765-43',
    );
  });

  it('keeps a few number words as words', () => {
    expect(withoutDictation('tenho dois filhos, um de cinco anos')).toBe(
      'tenho dois filhos, um de cinco anos',
    );
    expect(withoutDictation('o número de filhos é dois')).toBe('o número de filhos é dois');
  });

  it('writes the number, apartment and CEP of an address said in words', () => {
    expect(
      withoutDictation(
        'moro na avenida cabo branco numero dois mil trezentos e dez apartamento trezentos e dois cep cinquenta e oito mil e quarenta e cinco zero zero zero',
      ),
    ).toBe('moro na avenida cabo branco numero 2310 apartamento 302 cep 58045-000');
    expect(withoutDictation('rua sete, número cento e vinte e três, apto quarenta e dois')).toBe(
      'rua sete, número 123, apto 42',
    );
  });

  it('keeps the year said last when a year is corrected', () => {
    expect(
      withoutDictation('nascida em dez de janeiro de mil novecentos e oitenta nao oitenta e um'),
    ).toBe('nascida em 10/01/1981');
    expect(withoutDictation('nasceu em 12/05/1990, não, 91')).toBe('nasceu em 12/05/1991');
    expect(withoutDictation('em 03/04/1970 nao 1971')).toBe('em 03/04/1971');
    expect(withoutDictation('nascida em 09/02/1985, não, um dos filhos mora fora')).toBe(
      'nascida em 09/02/1985, não, um dos filhos mora fora',
    );
  });

  it('keeps the year of a date said to be the right one ("é X, não Y": Y is the wrong one)', () => {
    const katia = 'AH A MINHA DATA DE NASCIMENTO Q EU MANDEI TA ERRADA, É 15/03/1982 NAO 1981';
    expect(withoutDictation(katia)).toBe(katia);
    const heitor = 'a e a data do heitor ta errdaa, ele é de 09/08/2018 nao 2019';
    expect(withoutDictation(heitor)).toBe(heitor);
    expect(withoutDictation('o certo é 08/10/2004 não 2005')).toBe('o certo é 08/10/2004 não 2005');
  });
});
