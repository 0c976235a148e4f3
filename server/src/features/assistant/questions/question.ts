import type { FormName } from '@legado/contract';
import { klona } from 'klona/json';
import type { ZodType } from 'zod';
import type { InterviewState, Pending } from '../interview-state.ts';
import { E, type SectionId } from '../messages.ts';
import { readYesNo } from '../parsers/answer-mentions.ts';
import { numberCorrections, selfCorrections } from '../parsers/self-correction.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';

/** The day of the turn: every date rule is relative to it. */
export interface TurnContext {
  today: string;
}

/** What a question made of an answer: a new state and notes to show, or a short reason to re-ask. */
export type Outcome = Accepted | Refusal;

/** An answer used: the new state and the notes to show. */
export interface Accepted {
  ok: true;
  state: InterviewState;
  notes: string[];
  /** Other questions this message answered too (not asked again). */
  alsoAnswered?: string[];
  /** Other answers this message changed (what depends on them is asked again). */
  alsoChanged?: string[];
  /** A question about part of the answer, asked next instead of the next prompt. */
  pending?: Pending;
}

/** An answer that cannot be used: why (in Portuguese), and what it asks to confirm, if anything. */
export interface Refusal {
  ok: false;
  error: string;
  pending?: Pending;
}

/** A value read from an answer, or the reason to ask again. */
export type Parsed<V> = { ok: true; value: V } | Refusal;

/** A form the question accepts: the contract's schema and how its typed items become the value. */
export interface QuestionForm<V> {
  name: FormName;
  schema: ZodType<unknown>;
  /** The typed items (never turned back into text) as the question's value. */
  toValue(items: unknown): Parsed<V>;
}

/**
 * One question of the interview, declared as data. A typed answer is parsed into the question's
 * value (`parse`, which reads the state and never changes it) and then applied (`apply`, on a copy
 * it may change); a form's items become the same value (`form.toValue`) and go through the same
 * `apply`. A question asked once per person (`forEach`) receives that person's id as `subject`.
 */
export interface Question<V = unknown> {
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
  /** How typed text becomes the question's value (reads the state, never changes it). */
  parse(text: string, ctx: TurnContext, s: Readonly<InterviewState>, subject: string): Parsed<V>;
  /** Applies the value to the state copy it receives: the notes to show, or a refusal. */
  apply(s: InterviewState, value: V, ctx: TurnContext, subject: string): Outcome;
  form?: QuestionForm<V>;
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

/** Declares a question, inferring its value's type from `parse` (the catalogue holds them erased). */
export function defineQuestion<V>(question: Question<V>): Question {
  return question;
}

/** Declares a form with its items' type inferred from the contract's schema. */
export function defineForm<I, V>(form: {
  name: FormName;
  schema: ZodType<I>;
  toValue: (items: I) => Parsed<V>;
}): QuestionForm<V> {
  return form;
}

/**
 * Questions whose answer is a list or free text: a correction word inside it is part of what the
 * person says ("quero ser cremado, aliás, com missa"), never a reason to keep only its end; only a
 * number retyped in place ("14/05/2016, não, 2017") is corrected there.
 */
const WHOLE_ANSWER = new Set([
  'filhos',
  'netos',
  'pais',
  'avos',
  'heranca',
  'legados',
  'legados_valor',
  'substitutos',
  'clausulas',
  'clausulas_alcance',
  'justa_causa',
  'desejos',
  'deserdacao_causa',
  'deserdacao_fatos',
  'testemunhas',
  'testemunhas_parentes',
]);

/**
 * Reads an answer and applies it: the one path of typed text (the engine and the corrections).
 * An answer of one value corrected while typing ("27/09/1991, não, 1990") is read as corrected.
 */
export function answer(
  q: Question,
  s: InterviewState,
  text: string,
  ctx: TurnContext,
  subject: string,
): Outcome {
  const meant = WHOLE_ANSWER.has(q.key) ? numberCorrections(text) : selfCorrections(text);
  for (const corrected of meant) {
    const value = q.parse(corrected, ctx, s, subject);
    if (value.ok) return q.apply(klona(s), value.value, ctx, subject);
  }
  const value = q.parse(text, ctx, s, subject);
  return value.ok ? q.apply(klona(s), value.value, ctx, subject) : value;
}

/** A value read from an answer. */
export function parsed<V>(value: V): Parsed<V> {
  return { ok: true, value };
}

/** The usual quick replies of a yes/no question. */
export const YES_NO = ['Sim', 'Não'] as const;

/** An accepted answer. */
export function ok(state: InterviewState, ...notes: string[]): Outcome {
  return { ok: true, state, notes };
}

/** A refused answer with the reason. */
export function fail(error: string): Refusal {
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

/** Reads sim/não as people answer (see forgivingYesNo), or refuses. */
export function parseYes(text: string): Parsed<boolean> {
  const yes = forgivingYesNo(text);
  return yes === undefined ? fail(E.simNao) : parsed(yes);
}

/** A boolean in words. */
export function yn(value: boolean | undefined): string | undefined {
  return value === undefined ? undefined : value ? 'sim' : 'não';
}
