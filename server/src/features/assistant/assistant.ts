import { EXAMPLE_TESTAMENT, type TestamentContent } from '@legado/contract';
import { initialState, type InterviewState } from './interview-state.ts';
import {
  TOTAL_ETAPAS,
  currentQuestion,
  currentSection,
  runTurn,
  type TurnInput,
  type TurnResult,
} from './interview-engine.ts';
import { createLlmUnderstanding, type LlmOptions } from './llm-understanding.ts';
import { SECTION_TITLES } from './messages.ts';

export type { InterviewState, TurnInput, TurnResult, TestamentContent };
export { initialState, runTurn };

/** A complete, schema-valid, rule-clean example will (a copy of EXAMPLE_TESTAMENT) for previews and tests. */
export function sampleTestament(): TestamentContent {
  return structuredClone(EXAMPLE_TESTAMENT);
}

/** What the web shows around the current question: progress and quick replies. */
export interface PromptInfo {
  etapa: number;
  totalEtapas: number;
  secao: string;
  opcoes?: string[];
  formulario?: string;
}

/** The port the chat service calls. */
export interface Assistant {
  reply(
    state: InterviewState | undefined,
    input: TurnInput,
    context: { today: string },
  ): Promise<TurnResult>;
}

/** Progress and quick-reply options for the current question. */
export function describePrompt(stored: InterviewState): PromptInfo {
  // A stored state from an older version or a damaged row must not break the chat screen.
  const state =
    stored && typeof stored === 'object' && stored.versao === 1 && stored.draft
      ? stored
      : initialState();
  const secao = currentSection(state);
  const q = currentQuestion(state);
  const opcoes =
    state.atual === 'revisao'
      ? ['Sim', 'Ciente', 'Resumo']
      : q?.question.options
        ? [...q.question.options]
        : undefined;
  return {
    etapa: Object.keys(SECTION_TITLES).indexOf(secao) + 1,
    totalEtapas: TOTAL_ETAPAS,
    secao: SECTION_TITLES[secao],
    ...(opcoes ? { opcoes } : {}),
    ...(q?.question.form ? { formulario: q.question.form.name } : {}),
  };
}

/** The assistant: the deterministic interview, optionally preceded by a language model's reading. */
export function createAssistant(options: { llm?: LlmOptions | undefined } = {}): Assistant {
  const llm = options.llm ? createLlmUnderstanding(options.llm) : undefined;
  return {
    async reply(state, input, context) {
      if (llm && input.kind === 'message') return llm.reply(state, input.text, context);
      return runTurn(state, input, context);
    },
  };
}

// ——— What the wills feature needs from a stored interview state (its shape stays in here) ———

/**
 * A new version of a concluded will: every answer kept, opened at the review. It replaces the
 * earlier will, so its text revokes earlier wills (CC 1.969-1.970).
 */
export function reopenForNewVersion(state: InterviewState): InterviewState {
  const draft = structuredClone(state.draft);
  draft.testamentosAnteriores = true;
  draft.revogacao = 'total';
  return {
    ...structuredClone(state),
    draft,
    respondidas: [...new Set([...state.respondidas, 'anteriores', 'revogar'])],
    atual: 'revisao',
    historico: [],
    editando: null,
    pending: null,
    concluido: false,
  };
}

/** True while the interview's last document still stands (no change reopened it since). */
export function isInterviewConcluded(state: InterviewState | undefined): boolean {
  return state?.concluido === true;
}

/** The testator's name as answered so far, for the list of wills. */
export function testatorNameOf(state: InterviewState | undefined): string | undefined {
  const name = state?.draft?.testador?.nome;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}
