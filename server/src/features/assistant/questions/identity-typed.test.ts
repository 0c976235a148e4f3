import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';

// Found by a try in the browser: "engenheiro, ja falei tb" was printed as the profession.
describe('identity fields never hold the conversation', () => {
  const atPlace = singlePersonUntil('naturalidade');
  const atTrade = singlePersonUntil('profissao');

  it.each([
    ['engenheiro, ja falei tb', 'engenheiro'],
    ['pedreiro ne', 'pedreiro'],
    ['marceneiro, como eu disse', 'marceneiro'],
    ['cuidador de idosos tb', 'cuidador de idosos'],
  ])('profession "%s" → "%s"', (typed, kept) => {
    const { state } = play([...atTrade, typed]);
    expect(state.draft.testador.profissao).toBe(kept);
    expect(state.current).toBe('endereco');
  });

  it('asks again rather than keep a sentence as the profession', () => {
    const { state, last } = play([...atTrade, 'trabalhei a vida toda na roça, sabe']);
    expect(state.draft.testador.profissao).toBeUndefined();
    expect(state.current).toBe('profissao');
    expect(last.replies.join('\n')).toContain('profissão');
  });

  it.each([
    ['curitiba, ja falei', 'Curitiba/PR'],
    ['lisboa, portugal, como eu disse', 'Lisboa, Portugal'],
  ])('place of birth "%s" → "%s"', (typed, kept) => {
    const { state } = play([...atPlace, typed]);
    expect(state.draft.testador.naturalidade).toBe(kept);
  });

  it('the nationality without "tb": "portuguesa tb"', () => {
    const { state } = play([...atPlace, 'lisboa, portugal', 'portuguesa tb']);
    expect(state.draft.testador.nacionalidade).toBe('portuguesa');
  });
});

describe('the name without the conversation after it', () => {
  it.each([
    ['marlene ferreira lima ne', 'Marlene Ferreira Lima'],
    ['marlene ferreira lima tb', 'Marlene Ferreira Lima'],
    ['marlene ferreira lima, ja falei', 'Marlene Ferreira Lima'],
  ])('"%s" → "%s"', (typed, nome) => {
    expect(play(['sim', typed]).state.draft.testador.nome).toBe(nome);
  });
});
