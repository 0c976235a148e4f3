import { describe, expect, it } from 'vitest';
import { readAsideCorrections } from './later-corrections.ts';

const read = (text: string) =>
  readAsideCorrections(text).map(({ campo, novo, quem }) => ({ campo, novo, quem }));

describe('asides that correct an earlier answer', () => {
  it.each([
    [
      'rua x 10, ah e na profissao pode colocar professora aposentada que eu ja me aposentei',
      'professora aposentada',
    ],
    ['sim. ah, e a profissão é pedreiro aposentado', 'pedreiro aposentado'],
    ['nenhuma. aliás na profissão põe costureira, esqueci', 'costureira'],
    ['casado. a profissao coloca motorista de app pq é o q eu faço hj', 'motorista de app'],
  ])('the profession: %s', (text, novo) => {
    expect(read(text)).toEqual([{ campo: 'profissao', novo, quem: undefined }]);
  });

  it.each([
    ['tenho sim, um lote. ah e a data do pedro eu errei, é 10/03/2018', 'pedro', '10/03/2018'],
    ['nao. errei a data da maria, ela nasceu em 3/4/2019', 'maria', '3/4/2019'],
    [
      'a data de nascimento do meu filho joão tá errada, é 14.05.2016',
      'meu filho joao',
      '14.05.2016',
    ],
    ['ah o aniversario da ana ta errado, é dia 10 de março', 'ana', '10 de março'],
  ])('a person’s birth date: %s', (text, quem, novo) => {
    expect(read(text)).toEqual([{ campo: 'data', novo, quem }]);
  });

  it.each([
    [
      'ela botou minha data errada, eu nasci dia 17 de agosto nao dia 7. sou de vitoria',
      '17 de agosto',
    ],
    ['recife. minha data de nascimento ta errada, é 17/08/1952', '17/08/1952'],
    ['olinda, e eu nasci em 1953 e nao 1952, errei', '1953'],
  ])('the speaker’s own birth date: %s', (text, novo) => {
    expect(read(text)).toEqual([{ campo: 'data', novo, quem: undefined }]);
  });

  it('a full name given later', () => {
    expect(
      read('nao. ah pera, o nome do thiago é thiago henrique alves de lima, esqueci o de lima 🤦‍♀️'),
    ).toEqual([{ campo: 'nome', novo: 'thiago henrique alves de lima', quem: 'thiago' }]);
  });

  it.each([
    'nasci em recife, na verdade em olinda',
    'a data do casamento foi 10/10/1990',
    'moro na rua da profissão 10',
    'professora',
  ])('nothing to correct: %s', (text) => {
    expect(read(text)).toEqual([]);
  });

  it('the aside is where it sits, so the answer is read without it', () => {
    const text = 'tenho sim, um lote. ah e a data do pedro eu errei, é 10/03/2018';
    const [c] = readAsideCorrections(text);
    expect(text.slice(0, c?.start).trim()).toBe('tenho sim, um lote.');
  });
});
