import { EXAMPLE_TESTAMENT, type TestamentContent } from '@legado/contract';
import { klona } from 'klona/json';
import { AT_REVIEW, readInterviewState } from './interview-state-schema.ts';
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
import { SECTION_ORDER, SECTION_TITLES } from './messages.ts';

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

/**
 * A turn's result with what the chat shows around it, read from the new state in memory (the
 * state just computed is not parsed back from JSON).
 */
export interface AssistantReply extends TurnResult {
  progress: PromptInfo;
  /** True while the interview's last document still stands (no change reopened it since). */
  concluded: boolean;
}

/**
 * The port the chat service calls. `stored` is the will's interview_state as stored (JSON of
 * any earlier version, or {} before the first turn): the assistant reads and checks it itself.
 */
export interface Assistant {
  reply(stored: unknown, input: TurnInput, context: { today: string }): Promise<AssistantReply>;
}

/** The stored state if it can be read, else a fresh one (a damaged row must not break a screen). */
function readOrFresh(stored: unknown): InterviewState {
  const read = readInterviewState(stored);
  return (read.ok && read.state) || initialState();
}

/** Progress and quick-reply options for the current question of a stored state. */
export function describePrompt(stored: unknown): PromptInfo {
  return promptOf(readOrFresh(stored));
}

/** Progress and quick-reply options for the current question. */
function promptOf(state: InterviewState): PromptInfo {
  const secao = currentSection(state);
  const q = currentQuestion(state);
  const opcoes =
    state.pending?.kind === 'leitura_modelo'
      ? ['Sim', 'Não']
      : state.current === AT_REVIEW
        ? ['Sim', 'Ciente', 'Resumo']
        : q?.question.options
          ? [...q.question.options]
          : undefined;
  return {
    etapa: SECTION_ORDER.indexOf(secao) + 1,
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
    async reply(stored, input, context) {
      const result =
        llm && input.kind === 'message'
          ? await llm.reply(stored, input.text, context)
          : runTurn(stored, input, context);
      return {
        ...result,
        progress: promptOf(result.state),
        concluded: result.state.concluded === true,
      };
    },
  };
}

// ——— What the wills feature needs from a stored interview state (its shape stays in here) ———

/**
 * A new version of a concluded will: every answer kept, opened at the review. It replaces the
 * earlier will, so its text revokes earlier wills (CC 1.969-1.970).
 */
export function reopenForNewVersion(stored: unknown): InterviewState {
  const state = klona(readOrFresh(stored));
  state.draft.testamentosAnteriores = true;
  state.draft.revogacao = 'total';
  return {
    ...state,
    answered: [...new Set([...state.answered, 'anteriores', 'revogar'])],
    current: AT_REVIEW,
    history: [],
    editing: null,
    pending: null,
    concluded: false,
  };
}

/** The testator's name as answered so far, for the list of wills. */
export function testatorNameOf(stored: unknown): string | undefined {
  const read = readInterviewState(stored);
  const name = read.ok ? read.state?.draft.testador.nome : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}
