import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil, TODAY } from '../conversation-test-helpers.ts';
import { runTurn } from '../interview-engine.ts';
import type { InterviewState } from '../interview-state.ts';

const ctx = { today: TODAY };
const say = (state: InterviewState, text: string) =>
  runTurn(JSON.parse(JSON.stringify(state)) as InterviewState, { kind: 'message', text }, ctx);

const births = (s: InterviewState) =>
  s.draft.descendentes.map((d) => s.draft.pessoas.find((p) => p.id === d.pessoaId)?.dataNascimento);

describe('children listed with their ages said of all at once', () => {
  it.each([
    'sao tres tudo de maior: joao pedro da silva, ana maria da silva e carlos eduardo da silva',
    'tenho 3 filhos todos maiores joao pedro da silva, ana maria da silva e carlos eduardo da silva',
    'joao pedro da silva, ana maria da silva e carlos eduardo da silva, nenhum menor',
    'joao pedro da silva, ana maria da silva e carlos eduardo da silva. td adulto ja',
  ])('"%s" never asks which of them is a minor', (text) => {
    const { state } = play(singlePersonUntil('filhos'));
    const r = say(state, text);
    expect(r.state.draft.descendentes.map((d) => d.menor)).toEqual([false, false, false]);
    expect(r.state.current).not.toBe('filhos_menores');
  });

  it('reads every dictated birth, a day in words and a year of two digits', () => {
    const { state } = play(singlePersonUntil('filhos'));
    const r = say(
      state,
      'são três o joão pedro da silva dez de março de 1969 vírgula a ana maria da silva dois de julho de 71 e o carlos eduardo da silva trinta de janeiro de 77',
    );
    expect(births(r.state)).toEqual(['1969-03-10', '1971-07-02', '1977-01-30']);
  });

  it('"todos maiores" at the minors question means none of them, not all', () => {
    const { state } = play(singlePersonUntil('filhos'));
    const asked = say(state, 'joao pedro da silva e ana maria da silva').state;
    expect(asked.current).toBe('filhos_menores');
    const r = say(asked, 'todos maiores');
    expect(r.state.draft.descendentes.map((d) => d.menor)).toEqual([false, false]);
  });
});
