import { withoutDictation } from './parsers/dictation.ts';
import { withoutNoise } from './parsers/typed-noise.ts';
import { withoutShouting, withoutTypos } from './parsers/typos.ts';
import { klona } from 'klona/json';
import { answerFaq, isQuestion } from './faq.ts';
import { REPEAT_NOTED, withoutRepeat } from './engine/repeated-answer.ts';
import { AT_DONE, AT_REVIEW, readInterviewState } from './interview-state-schema.ts';
import { initialState, type InterviewState } from './interview-state.ts';
import { M } from './messages.ts';
import { answerOwnCase } from './own-case/answer.ts';
import { answerAside, splitQuestion, type Aside } from './own-case/aside.ts';
import { withTone } from './tone/tone.ts';
import { answerWhy } from './tone/why.ts';
import { parseYesNo } from './parsers/yes-no.ts';
import { describeAnswer, type AskedQuestion } from './questions/catalogue.ts';
import { answer, fail, type Outcome, type TurnContext } from './questions/question.ts';
import { parseCommand, runCommand } from './engine/commands.ts';
import { advance, currentQuestion, ensureCurrent, forgetDependents } from './engine/navigation.ts';
import { promptText } from './engine/prompts.ts';
import { accentAfterAll, accentNames, keepAsTyped, spellAccented } from './engine/accents.ts';
import { applyCorrections } from './engine/corrections.ts';
import { reaskHelp } from './engine/reasks.ts';
import { handleReview } from './engine/review.ts';
import { skipAnswered, takeVolunteered } from './engine/volunteered.ts';
import { personBlocks } from './parsers/labeled-lines.ts';
import { applyStarFixes } from './engine/star-fixes.ts';
import { onlyCorrectsPartnerKind } from './questions/family-union.ts';
import { noteDisinheritWish } from './questions/disinheritance.ts';
import {
  reply,
  withFormOutcome,
  type Turn,
  type TurnInput,
  type TurnResult,
} from './engine/turn-result.ts';

export { currentQuestion, currentSection, TOTAL_ETAPAS } from './engine/navigation.ts';
export { askText, promptText } from './engine/prompts.ts';
export type { TurnInput, TurnOutcome, TurnResult } from './engine/turn-result.ts';
export type { TurnContext } from './questions/question.ts';

const MAX_TEXT = 4000;

/** A fresh interview that has said its welcome. */
/** The questions about a person other than the testator, where pasted "Nome: …" blocks are theirs. */
const PERSON_QUESTIONS = new Set(['conjuge_nome', 'filhos', 'tutor', 'testamenteiro']);

function startedState(turns: number): InterviewState {
  const fresh = initialState();
  fresh.started = true;
  fresh.turns = turns;
  return fresh;
}

/**
 * A refused answer: the reason, then how to answer. A typed answer gets an example to type; a
 * form is corrected in the form itself, which the web keeps open with what was typed.
 */
function rejection(
  s: InterviewState,
  q: AskedQuestion,
  outcome: Extract<Outcome, { ok: false }>,
  via: 'message' | 'form',
): Turn {
  s.attempts += 1;
  s.pending = outcome.pending ?? null;
  const how = via === 'form' ? M.formRetry : reaskHelp(s, q, s.attempts);
  return reply(s, [outcome.pending ? outcome.error : `${outcome.error} ${how}`], 'rejected');
}

/** An accepted answer: the question's notes, the notes of moving on, and the next prompt. */
function accepted(
  q: AskedQuestion,
  before: string | undefined,
  outcome: Extract<Outcome, { ok: true }>,
  ctx: TurnContext,
  text?: string,
): Turn {
  const next = outcome.state;
  next.pending = outcome.pending ?? null;
  for (const key of outcome.alsoChanged ?? []) forgetDependents(next, key);
  const notes = advance(next, q, before, outcome.alsoAnswered, ctx);
  // Whatever else the message said is kept too, and never asked again.
  const noted = text === undefined ? undefined : takeVolunteered(next, text, ctx, q.key);
  if (noted) skipAnswered(next);
  const accented = accentNames(next);
  return reply(
    next,
    // The notes built before the accents were put name the people as accented.
    spellAccented(next, [
      ...outcome.notes,
      ...(noted ? [noted] : []),
      ...(accented ? [accented] : []),
      ...notes,
      // A question about part of the answer ("qual é o sobrenome de Pedro?") is the one asked.
      ...(outcome.pending ? [] : [promptText(next, ctx)]),
    ]),
    'accepted',
  );
}

function handleForm(
  s: InterviewState,
  input: Extract<TurnInput, { kind: 'form' }>,
  ctx: TurnContext,
): Turn {
  const q = currentQuestion(s);
  const form = q?.question.form;
  if (!q || !form || form.name !== input.name)
    return withFormOutcome(reply(s, [M.formMismatch, promptText(s, ctx)], 'rejected'), 'refused');
  s.pending = null;
  const values = form.schema.safeParse(input.values);
  // The typed items become the question's value and go through the same `apply` as typed text.
  const value = values.success ? form.toValue(values.data) : fail(M.formInvalid);
  const outcome: Outcome = value.ok
    ? q.question.apply(klona(s), value.value, ctx, q.subject)
    : value;
  if (!outcome.ok) {
    // A refusal that leaves a question pending ("manter mesmo assim?") is answered in the chat.
    const refused = rejection(s, q, outcome, 'form');
    return withFormOutcome(refused, outcome.pending ? 'confirm' : 'refused');
  }
  return withFormOutcome(accepted(q, describeAnswer(s, q), outcome, ctx), 'accepted');
}

/** Markers only ever come from the assistant: a user typing one must not trigger the web. */
function cleanText(text: unknown): string {
  return withoutTypos(
    withoutShouting(
      withoutNoise(
        withoutDictation(typeof text === 'string' ? text : '')
          .slice(0, MAX_TEXT)
          .replace(/\[(?:DOCUMENTO_PRONTO|PREVIEW_READY|FORMULARIO:[^\]]*)\]/gi, ' ')
          .replace(/(?![\n\r\t])\p{Cc}/gu, ' '),
      ),
    ),
  );
}

/** The deterministic interview: one turn, pure, no clock and no randomness, in a kind voice. */
export function runTurnWithOutcome(prev: unknown, input: TurnInput, ctx: TurnContext): Turn {
  return withTone(interviewTurn(prev, input, ctx), input);
}

function interviewTurn(prev: unknown, input: TurnInput, ctx: TurnContext): Turn {
  // The stored JSON is read (migrated and checked) here; the copy it returns is the turn's own, so
  // a turn never changes the state it was given (the caller may keep it, e.g. the will cache).
  const stored = readInterviewState(prev);
  if (!stored.ok) {
    const fresh = startedState(1);
    return reply(fresh, [M.stateUnreadable, M.welcome, promptText(fresh, ctx)], 'other');
  }
  const s = stored.state ?? initialState();
  s.turns += 1;
  if (!s.started) {
    s.started = true;
    return reply(s, [M.welcome, promptText(s, ctx)], 'start');
  }
  ensureCurrent(s);
  if (input.kind === 'start') return reply(s, [promptText(s, ctx)], 'start');
  if (input.kind === 'form') return handleForm(s, input, ctx);

  // "*Luan e *Manuela, esse corretor": the autocorrect's words fixed first.
  const starred = applyStarFixes(s, cleanText(input.text));
  const text = starred.text;
  if (starred.only && starred.noted)
    return reply(s, [starred.noted, promptText(s, ctx)], 'accepted');
  if (!text) return reply(s, [promptText(s, ctx)], 'other');
  // "quero deserdar meu filho" said early is kept for the disinheritance questions.
  noteDisinheritWish(s, text);

  // A confirmation the previous turn asked for.
  const pending = s.pending;
  s.pending = null;
  if (pending?.kind === 'restart') {
    if (parseYesNo(text) === true) {
      const fresh = startedState(s.turns);
      return reply(fresh, [M.restartDone, M.welcome, promptText(fresh, ctx)], 'command');
    }
    return reply(s, [M.restartCancel, promptText(s, ctx)], 'command');
  }
  if (pending) {
    const q = currentQuestion(s);
    const confirmed = q?.question.confirm?.(klona(s), pending, text, ctx);
    if (q && confirmed?.ok) return accepted(q, describeAnswer(s, q), confirmed, ctx);
    // Part of what was asked, the rest asked again ("falta o motivo quanto a …").
    if (q && confirmed && !confirmed.ok && confirmed.pending)
      return rejection(s, q, confirmed, 'message');
  }

  const command = parseCommand(text);
  if (command) return runCommand(s, command, ctx);
  return readTurn(s, text, ctx);
}

/** A message that says again what was already answered is read for the question asked now. */
function readTurn(s: InterviewState, typed: string, ctx: TurnContext): Turn {
  const unrepeated =
    s.current === AT_REVIEW || s.current === AT_DONE ? undefined : withoutRepeat(s, typed);
  if (unrepeated === '') return reply(s, [REPEAT_NOTED, promptText(s, ctx)], 'other');
  const text = unrepeated ?? typed;

  // "…pro meu primo matheus. isso não tira a parte dos filhos dele, né?": the statement answers
  // the question asked, and the question is answered after it.
  const split = splitQuestion(text);
  const aside = split && statementAnswers(s, split.statement, ctx) ? split : undefined;
  if (!aside) {
    const own =
      answerWhy(s, text, ctx) ??
      (split ? answerOwnCase(s, split.question, ctx) : undefined) ??
      answerOwnCase(s, text, ctx);
    const faq = own ?? answerFaq(text, s);
    if (faq) return answeredQuestion(s, faq, split?.statement, ctx);
  }
  const said = aside?.statement ?? text;

  // "sem acento": the names just accented stay as typed; "com acento": "Luis" becomes "Luís".
  const kept = keepAsTyped(s, text) ?? accentAfterAll(s, text);
  if (kept) return reply(s, [kept, promptText(s, ctx)], 'accepted');
  if (s.current === AT_DONE) return reply(s, [M.afterDone], 'other');
  if (s.current === AT_REVIEW) return handleReview(s, text, ctx);

  const q = currentQuestion(s);
  if (!q) return reply(s, [promptText(s, ctx)], 'other');
  // A correction of an earlier answer, in plain words: applied, shown, and back to this question.
  // An aside correcting an earlier one ("…, ah e na profissão pode colocar …") is left out of it.
  const { said: corrected, rest } = applyCorrections(s, said, ctx, q.key);
  // Parsing reads the state; applying changes a copy, so a refusal leaves the state as it was.
  // "não casamos!" corrects the civil status and answers nothing else.
  // "Nome completo: …\nCPF: …" pasted at a question about someone: their lines answer it, the
  // other lines ("Regime de bens: …") are read as the rest of the message.
  const pasted = PERSON_QUESTIONS.has(q.key) ? personBlocks(rest) : undefined;
  const answerText = pasted ? pasted.lines.join('\n') : rest;
  const otherText = pasted ? pasted.rest : rest;
  const outcome =
    corrected && onlyCorrectsPartnerKind(text, q.key)
      ? fail(M.unknownQuestion)
      : answer(q.question, s, answerText, ctx, q.subject);
  if (!outcome.ok && corrected) {
    ensureCurrent(s);
    return reply(s, [corrected, promptText(s, ctx)], 'accepted');
  }
  if (outcome.ok && corrected) outcome.notes = [corrected, ...outcome.notes];
  if (!outcome.ok) {
    // The answer to this question is missing, but the facts the message gave are kept.
    const noted = outcome.pending ? undefined : takeVolunteered(s, otherText, ctx, q.key);
    if (noted) {
      skipAnswered(s);
      const accented = accentNames(s);
      return reply(
        s,
        spellAccented(s, [noted, ...(accented ? [accented] : []), promptText(s, ctx)]),
        'accepted',
      );
    }
    if (isQuestion(text) && !outcome.pending)
      return reply(s, [M.unknownQuestion, promptText(s, ctx)], 'faq');
    return rejection(s, q, outcome, 'message');
  }
  return withAside(accepted(q, describeAnswer(s, q), outcome, ctx, otherText), aside, text, ctx);
}

/**
 * A question answered and the pending question asked again; the facts the message also stated
 * for the first sections ("tenho gêmeos de 4 anos e fico pensando: e se…?") are kept.
 */
function answeredQuestion(
  s: InterviewState,
  said: string,
  statement: string | undefined,
  ctx: TurnContext,
): Turn {
  const noted = statement ? takeVolunteered(s, statement, ctx, s.current) : undefined;
  if (noted) skipAnswered(s);
  return reply(s, [said, ...(noted ? [noted] : []), promptText(s, ctx)], 'faq');
}

/** True when the current question takes this statement as its answer (nothing is changed). */
function statementAnswers(s: InterviewState, statement: string, ctx: TurnContext): boolean {
  const q = currentQuestion(s);
  return q !== undefined && answer(q.question, s, statement, ctx, q.subject).ok;
}

/** The reply to the question asked beside an accepted answer, before the next prompt. */
function withAside(turn: Turn, aside: Aside | undefined, text: string, ctx: TurnContext): Turn {
  if (!aside || turn.outcome !== 'accepted') return turn;
  const said = answerAside(turn.result.state, { question: aside.question, whole: text }, ctx);
  if (!said) return turn;
  const replies = [...turn.result.replies];
  replies.splice(Math.max(0, replies.length - 1), 0, said);
  return { ...turn, result: { ...turn.result, replies } };
}

/** The deterministic interview turn (see runTurnWithOutcome). */
export function runTurn(prev: unknown, input: TurnInput, ctx: TurnContext): TurnResult {
  return runTurnWithOutcome(prev, input, ctx).result;
}
