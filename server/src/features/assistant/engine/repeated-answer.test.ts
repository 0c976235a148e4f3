import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';

const UP_TO_BIRTHPLACE = [
  'sim',
  'Zulmira Bueno de Almeida Prado',
  '529.982.247-25',
  'Nasci no dia três de março de mil novecentos e quarenta e três.',
];

/** A polite person says again what they already answered before answering what is asked now. */
describe('an answer said again', () => {
  it('is left out, and the rest answers the question asked now', () => {
    for (const said of [
      'Como eu disse, nasci em 3 de março de 1943. Ah, desculpe, a senhora pergunta a cidade? Em Campinas.',
      'como ja falei nasci dia 03/03/1943. o senhor quer saber a cidade? nasci em campinas',
      'Conforme eu disse, 3 de março de 1943. Em Campinas, SP.',
    ]) {
      const { state, last } = play([...UP_TO_BIRTHPLACE, said]);
      expect(state.draft.testador.naturalidade, said).toBe('Campinas/SP');
      expect(last.replies.join('\n'), said).not.toContain('não sei responder');
    }
  });

  it('only said again: the question asked now is asked again, kindly, never the fallback', () => {
    const { state, last } = play([
      ...UP_TO_BIRTHPLACE,
      'Como eu disse, nasci em 3 de março de 1943.',
    ]);
    const said = last.replies.join('\n');
    expect(state.current).toBe('naturalidade');
    expect(said).toContain('já está anotado');
    expect(said).not.toContain('não sei responder');
  });

  it('a new date said "como eu disse" is no repeat: it is read as typed', () => {
    const { state } = play([...UP_TO_BIRTHPLACE, 'Como eu disse, nasci em 5 de abril de 1950.']);
    expect(state.draft.testador.naturalidade).toBeUndefined();
    expect(state.draft.testador.dataNascimento).toBe('1943-03-03');
  });
});
