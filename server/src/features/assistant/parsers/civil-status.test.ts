import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { parseCivilStatus } from './civil-status.ts';

// Found by a new person: "solteire" (non-binary) was refused at the civil status.
describe('the neutral forms a non-binary person types are the status', () => {
  it.each([
    ['solteire', 'solteiro'],
    ['sou solteire', 'solteiro'],
    ['casade', 'casado'],
    ['sou casade com o lucas', 'casado'],
    ['viuve', 'viuvo'],
    ['viúve', 'viuvo'],
    ['divorciade', 'divorciado'],
    ['separade', 'separado'],
  ])('"%s" → %s', (typed, status) => {
    expect(parseCivilStatus(typed)).toBe(status);
  });
});

describe('a non-binary person through the interview', () => {
  it('"solteire": asked which words the will uses, the nationality stored as printed', () => {
    const { state, allReplies: replies } = play(
      singlePersonUntil('filhos', {
        nacionalidade: 'brasileira',
        profissao: 'piloteiro de barco de turismo no pantanal',
        estado_civil: 'solteire',
        sexo: 'o testador',
      }),
    );
    expect(state.draft.testador.estadoCivil).toBe('solteiro');
    expect(state.draft.testador.profissao).toBe('piloteiro de barco');
    expect(state.draft.testador.sexo).toBe('masculino');
    expect(replies.join('\n')).toContain('devo usar "o testador" ou "a testadora"?');
    expect(replies.join('\n')).not.toMatch(/você é homem ou mulher/);
    // The will says "o testador … brasileiro": the stored value agrees with what is printed.
    expect(state.draft.testador.nacionalidade).toBe('brasileiro');
  });
});
