import { describe, expect, it } from 'vitest';
import { giftsOf, play, type Step, TODAY } from '../conversation-test-helpers.ts';
import { scriptFor, TYPICAL_ONE_AT_A_TIME, type Topic } from '../eval/fixtures.ts';
import { currentQuestion } from '../interview-engine.ts';

/** The typical married father (Rodrigo; children Gabriel and Laura) until `until` is asked. */
const typicalUntil = (until: Topic): Step[] =>
  scriptFor(TYPICAL_ONE_AT_A_TIME, { today: TODAY, until });

describe('gifts as people type them', () => {
  it.each([
    [
      'meus dois gatos, o chico e a frida, ficarão com a laura, que os conhece desde filhotes',
      'os dois gatos, o chico e a frida → Laura Costa Pereira',
    ],
    ['meu carro fica com o gabriel', 'o carro → Gabriel Costa Pereira'],
    ['meu carro vai pro gabriel', 'o carro → Gabriel Costa Pereira'],
    ['deixo pra laura o meu relógio', 'o meu relógio → Laura Costa Pereira'],
    ['o relógio é do gabriel', 'o relógio → Gabriel Costa Pereira'],
    ['meu violão fica pro gabriel pq ele toca', 'o violão → Gabriel Costa Pereira'],
    ['a moto vai ficar com a laura 🙂', 'a moto → Laura Costa Pereira'],
    ['meu notebook ficara com o gabriel', 'o notebook → Gabriel Costa Pereira'],
  ])('%s', (typed, gift) => {
    const r = play([...typicalUntil('legados'), typed]);
    expect(giftsOf(r)).toEqual([gift]);
    expect(currentQuestion(r.state)?.key).not.toBe('legados');
  });

  it.each([
    ['meu carro pro sergio, vizinho. sergio luiz batista', 'o carro → Sérgio Luiz Batista'],
    ['meu relógio pra ana, minha vizinha, ana paula moreira', 'o relógio → Ana Paula Moreira'],
    [
      'a moto fica com o tiago, tiago ramos da cunha, meu afilhado',
      'a moto → Tiago Ramos da Cunha',
    ],
  ])('a full name later in the message completes the first name: %s', (typed, gift) => {
    const r = play([...typicalUntil('legados'), typed]);
    expect(giftsOf(r)).toEqual([gift]);
  });
});

describe('the same gift said twice, its value and whether it is the couple’s', () => {
  it('"a hilux pro gabriel" after the truck was noted is the same gift, updated', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'nenhum, quero deixar minha caminhonete hilux pro gabriel',
      'a hilux pro gabriel',
    ]);
    expect(giftsOf(r)).toEqual(['a caminhonete Hilux → Gabriel Costa Pereira']);
    expect(r.last.replies.join('\n')).toContain('já estava anotado');
  });

  it.each([
    'comprei ela em 2021 ja casado, entao é do casal ne',
    'sim, é do casal',
    'é nossa, compramos depois que casamos',
  ])('common property in plain words: %s', (typed) => {
    const r = play([
      ...typicalUntil('legados'),
      'minha caminhonete hilux pro gabriel',
      'a hilux uns 220 mil, td q eu tenho uns 1,2 mi',
      typed,
    ]);
    expect(r.state.draft.legados[0]?.valor).toBe(220000);
    expect(r.state.draft.patrimonioEstimado).toBe(1200000);
    expect(r.state.draft.legados[0]?.bemComum).toBe(true);
  });
});
