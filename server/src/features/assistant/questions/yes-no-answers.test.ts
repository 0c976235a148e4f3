import { describe, expect, it } from 'vitest';
import { play, TODAY, type Step } from '../conversation-test-helpers.ts';
import { scriptFor, TYPICAL_ONE_AT_A_TIME, type Topic } from '../eval/fixtures.ts';
import { currentQuestion } from '../interview-engine.ts';

/** The typical married father (comunhão parcial; children Gabriel and Laura) until `until`. */
const typicalUntil = (until: Topic): Step[] =>
  scriptFor(TYPICAL_ONE_AT_A_TIME, { today: TODAY, until });

describe('yes/no questions answered in the person’s own words', () => {
  it('"o apartamento que herdei da minha mãe" at the private property is yes, and what it is', () => {
    const r = play([...typicalUntil('bens_particulares'), 'o apartamento que herdei da minha mãe']);
    expect(r.state.draft.conjuge?.temBensParticulares).toBe(true);
    expect(r.state.draft.bensParticularesDescricao).toBe('o apartamento que herdei da minha mãe');
    expect(currentQuestion(r.state)?.key).not.toBe('bens_particulares');
  });

  it('"isso conta como particular?" is a question, never a yes', () => {
    const r = play([...typicalUntil('bens_particulares'), 'isso conta como particular?']);
    expect(r.state.draft.conjuge?.temBensParticulares).toBeUndefined();
  });

  it('"negativo" at the shares leaves them to the law', () => {
    const r = play([...typicalUntil('heranca'), 'negativo']);
    expect(r.state.draft.heranca).toEqual([]);
    expect(currentQuestion(r.state)?.key).toBe('legados');
  });

  it('"só o carro" when more gifts are asked keeps the car and no other gift', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'nenhum, quero deixar meu carro pro gabriel',
      'só o carro',
    ]);
    expect(r.state.draft.legados.map((l) => l.descricao)).toEqual(['o carro']);
    expect(currentQuestion(r.state)?.key).toBe('legados_valor');
  });

  it('"é" says the gift is the couple’s', () => {
    const steps = [
      ...typicalUntil('heranca'),
      'nenhum, quero deixar meu carro pro gabriel',
      'não',
      'o carro uns 40 mil, tudo uns 800 mil',
    ];
    expect(currentQuestion(play(steps).state)?.key).toBe('legados_comum');
    expect(play([...steps, 'é']).state.draft.legados[0]?.bemComum).toBe(true);
  });
});
