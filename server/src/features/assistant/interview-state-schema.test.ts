import { describe, expect, it } from 'vitest';
import { describePrompt } from './assistant.ts';
import { play } from './conversation-test-helpers.ts';
import { runTurn } from './interview-engine.ts';
import {
  AT_REVIEW,
  INTERVIEW_STATE_VERSION,
  readInterviewState,
  type InterviewState,
} from './interview-state-schema.ts';
import { M } from './messages.ts';

const ctx = { today: '2025-05-10' };

/** The same state as the first stored shape had it (versao 1, Portuguese bookkeeping). */
function asVersion1(s: InterviewState): Record<string, unknown> {
  const position = (key: string) =>
    key === AT_REVIEW ? 'revisao' : key === 'done' ? 'concluido' : key;
  return {
    versao: 1,
    iniciado: s.started,
    draft: s.draft,
    respondidas: s.answered,
    atual: position(s.current),
    historico: s.history.map(position),
    editando: s.editing,
    pending:
      s.pending?.kind === 'confirm_excess'
        ? { ...s.pending, kind: 'excesso' }
        : s.pending
          ? { kind: 'recomecar' }
          : null,
    reconhecidos: s.acknowledged,
    proximoId: s.nextId,
    concluido: s.concluded,
    turnos: s.turns,
    tentativas: s.attempts,
  };
}

describe('the stored interview state', () => {
  it('reads an empty object as a will not started yet', () => {
    expect(readInterviewState({})).toEqual({ ok: true, state: undefined });
  });

  it('migrates a state stored in the first shape, and the interview goes on as before', () => {
    const played = play(['sim', 'Carlos Alberto Mendes', '529.982.247-25', 'voltar']).state;
    // The first shape had no record of the terms already explained (optional, added later).
    const { tone: _tone, ...state } = played;
    const legacy = JSON.parse(JSON.stringify(asVersion1(state))) as unknown;
    const read = readInterviewState(legacy);
    expect(read).toEqual({ ok: true, state });
    const fromLegacy = runTurn(legacy, { kind: 'message', text: '111.444.777-35' }, ctx);
    const fromCurrent = runTurn(state, { kind: 'message', text: '111.444.777-35' }, ctx);
    expect(fromLegacy).toEqual(fromCurrent);
    expect(fromLegacy.state.version).toBe(INTERVIEW_STATE_VERSION);
  });

  it('migrates a pending confirmation and the review position', () => {
    const { state } = play(['sim']);
    const atReview = {
      ...state,
      current: AT_REVIEW,
      history: ['proprio'],
      pending: { kind: 'restart' as const },
    };
    const read = readInterviewState(asVersion1(atReview));
    expect(read.ok && read.state).toMatchObject({
      current: AT_REVIEW,
      pending: { kind: 'restart' },
    });
  });

  it('refuses a damaged state with a Portuguese message instead of throwing', () => {
    for (const damaged of [
      { versao: 1 },
      { version: 2, draft: 'nada' },
      { version: 99, started: true },
      'texto',
      [1, 2],
    ]) {
      expect(readInterviewState(damaged).ok).toBe(false);
      const r = runTurn(damaged, { kind: 'message', text: 'sim' }, ctx);
      expect(r.replies[0]).toBe(M.stateUnreadable);
      expect(r.state.current).toBe('proprio');
      expect(describePrompt(damaged).etapa).toBe(1);
    }
  });

  it('names what is wrong with a damaged state', () => {
    const { state } = play(['sim']);
    const read = readInterviewState({ ...state, answered: 'nome' });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems.join('\n')).toContain('answered');
  });
});
