import { describe, expect, it } from 'vitest';
import { readRoleChanges } from './role-changes.ts';

const read = (text: string) => readRoleChanges(text).map(({ key, novo }) => ({ key, novo }));

describe('readRoleChanges: a role given to someone else, said at another question', () => {
  it('the new person, as typed, without the words of the change', () => {
    expect(
      read(
        'NAO. NA VERDADE PREFIRO MEU IRMAO COMO TESTAMENTEIRO, O PAULO SERGIO RODRIGUES SOUZA. O JORGE JA VAI TER MUITA COISA',
      ),
    ).toEqual([{ key: 'testamenteiro', novo: 'MEU IRMAO, O PAULO SERGIO RODRIGUES SOUZA' }]);
    expect(read('não. pensando bem, o tutor vai ser minha irmã Carla Souza')).toEqual([
      { key: 'tutor', novo: 'minha irmã Carla Souza' },
    ]);
    expect(read('quero trocar o testamenteiro pro meu filho Pedro')).toEqual([
      { key: 'testamenteiro', novo: 'meu filho Pedro' },
    ]);
    expect(read('sim. ah, muda a tutora: minha prima Ana Lima')).toEqual([
      { key: 'tutor', novo: 'minha prima Ana Lima' },
    ]);
    expect(read('na verdade quero que a testamenteira seja a minha cunhada Rita Alves')).toEqual([
      { key: 'testamenteiro', novo: 'minha cunhada Rita Alves' },
    ]);
  });

  it('the one replaced is not the new person', () => {
    expect(
      read(
        'nao. e o testamenteiro eu quero mudar, coloca a minha filha Ana Souza no lugar do Jorge',
      ),
    ).toEqual([{ key: 'testamenteiro', novo: 'minha filha Ana Souza' }]);
  });

  it('a role named without a change, or kept, is not a change', () => {
    expect(read('o testamenteiro ja sabe de tudo')).toEqual([]);
    expect(read('melhor deixar o tutor como está')).toEqual([]);
    expect(read('sim, meu irmão Paulo como testamenteiro')).toEqual([]);
  });

  it('where the change sits: the "não" before it is left to the question asked', () => {
    const text = 'não. na verdade prefiro minha irmã Ana Souza como testamenteira';
    const [change] = readRoleChanges(text);
    expect(text.slice(0, change?.start).trim()).toBe('não.');
  });
});
