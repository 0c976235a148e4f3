import type { FormName } from '@legado/contract';
import type { ZodType } from 'zod';
import type { InterviewState, Pending } from '../interview-state.ts';
import { E, type SectionId } from '../messages.ts';
import { readYesNo } from '../parsers/answer-mentions.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';

/** The day of the turn: every date rule is relative to it. */
export interface TurnContext {
  today: string;
}

/** What a question made of an answer: a new state and notes to show, or a short reason to re-ask. */
export type Outcome =
  | { ok: true; state: InterviewState; notes: string[]; alsoAnswered?: string[] }
  | { ok: false; error: string; pending?: Pending };

/** A form the question accepts: the contract's schema and how its typed items are applied. */
export interface QuestionForm<Values = unknown> {
  name: FormName;
  schema: ZodType<Values>;
  /** Applies the typed items (never turned back into text). Receives a copy it may change. */
  accept: (s: InterviewState, values: Values, ctx: TurnContext) => Outcome;
}

/**
 * One question of the interview, declared as data. Functions receive the state (a copy when they
 * may change it) and, for a question asked once per person (`forEach`), that person's id.
 */
export interface Question {
  /** Stable key, stored in the state (`answered`, `current`) and used by the conversation stories. */
  key: string;
  section: Exclude<SectionId, 'revisao'>;
  /** Whether the question is asked for this person now (default: always). */
  appliesWhen?: (s: InterviewState) => boolean;
  /** Asked once per id (e.g. each deceased child); the asked key is `${key}:${id}`. */
  forEach?: (s: InterviewState) => string[];
  /** Keys of questions whose new answer makes this one's answer stale (asked again). */
  dependsOn?: readonly string[];
  ask: (s: InterviewState, subject: string) => string;
  example: string;
  /** Quick replies shown by the web. */
  options?: readonly string[];
  /** May be skipped with "pular"; `clear` then removes what it had filled. */
  optional?: boolean;
  clear?: (s: InterviewState, subject: string) => void;
  /** The current value in words: shown when correcting, kept by "manter". */
  describe?: (s: InterviewState, subject: string) => string | undefined;
  /**
   * Lines for the summary and the review ("Nome: …"), read from the draft whether or not the
   * question applies now; called once even for a per-person question. False/undefined lines are
   * left out.
   */
  summary?: (s: InterviewState) => (string | false | undefined)[];
  /** Parses typed text and applies it to the state copy it receives. */
  accept: (s: InterviewState, text: string, ctx: TurnContext, subject: string) => Outcome;
  form?: QuestionForm<never>;
  /** Answers a confirmation this question asked for (`Outcome.pending`); undefined if not one. */
  confirm?: (
    s: InterviewState,
    pending: Pending,
    text: string,
    ctx: TurnContext,
  ) => Outcome | undefined;
  /** Words (normalized, no accents) that target this question in "alterar …". */
  editAliases?: readonly RegExp[];
  /** When this question does not apply, "alterar" opens this one instead (e.g. the civil status). */
  editInstead?: string;
}

/** Declares a form with its item type inferred from the schema. */
export function defineForm<Values>(form: QuestionForm<Values>): QuestionForm<never> {
  return form as unknown as QuestionForm<never>;
}

/** The usual quick replies of a yes/no question. */
export const YES_NO = ['Sim', 'Não'] as const;

/** An accepted answer. */
export function ok(state: InterviewState, ...notes: string[]): Outcome {
  return { ok: true, state, notes };
}

/** A refused answer with the reason. */
export function fail(error: string): Outcome {
  return { ok: false, error };
}

/**
 * Sim/não as people answer: inside a sentence ("está sim, é o Carlos"), after a greeting ("boa
 * tarde. sim, sou eu mesmo"), or a "sim" anywhere in a reply without a "não".
 */
export function forgivingYesNo(text: string): boolean | undefined {
  const clean = text.replace(/^\s*(?:oi|ol[aá]|bom dia|boa tarde|boa noite)\b[\s,.!]*/i, '');
  const read = readYesNo(clean) ?? parseYesNo(clean);
  if (read !== undefined) return read;
  const n = normalize(clean);
  if (/\bsim\b/.test(n) && !/\b(?:nao|naum)\b/.test(n) && !clean.trim().endsWith('?')) return true;
  return undefined;
}

/** Reads sim/não and continues with it, or refuses. */
export function yesNo(text: string, onAnswer: (yes: boolean) => Outcome): Outcome {
  const yes = forgivingYesNo(text);
  return yes === undefined ? fail(E.simNao) : onAnswer(yes);
}

/** A boolean in words. */
export function yn(value: boolean | undefined): string | undefined {
  return value === undefined ? undefined : value ? 'sim' : 'não';
}
