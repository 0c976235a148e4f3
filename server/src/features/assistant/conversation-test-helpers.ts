import { TestamentContentSchema } from '@legado/contract';
import { expect } from 'vitest';
import { runTurn, type TurnInput, type TurnResult } from './interview-engine.ts';
import { findPessoa, type InterviewState } from './interview-state.ts';
import { SINGLE_PERSON, StoryPlayer, type Answer, type Topic } from './eval/fixtures.ts';

/** A scripted user message: text, or a form submission. */
export type Step = string | Form;

/** A form submitted instead of typing. */
export interface Form {
  form: string;
  values: unknown;
}

/** Changes to the single person's answers, by topic: what is typed, or a form submitted. */
export type Changes = Partial<Record<Topic, Answer | Form>>;

/** The day of the scripted conversations. */
export const TODAY = '2025-05-10';

/**
 * The steps of the shared single person (eval/stories/single-person.ts, the browser suite's:
 * Carlos Alberto Mendes, single, 60% to his friend João Pedro Alves and 40% to a charity), answered
 * by topic until `until` is asked, with `changes` to some answers. Keyed by topic, so a question
 * added or removed before `until` breaks no test.
 */
export function singlePersonUntil(until: Topic, changes: Changes = {}): Step[] {
  return singlePersonSteps(changes, until);
}

/** The single person's steps, by topic, up to the made will (the review confirmed), with `changes`. */
export function singlePersonToTheWill(changes: Changes = {}): Step[] {
  return singlePersonSteps(changes);
}

/**
 * Plays the single person's story with StoryPlayer; at a topic answered by a form, submits it and
 * goes on from the state it leaves (each form is submitted once: asked again, the walk throws).
 */
function singlePersonSteps(changes: Changes, until?: Topic): Step[] {
  const answers = { ...SINGLE_PERSON.answers };
  const forms: Partial<Record<Topic, Form>> = {};
  for (const [topic, change] of Object.entries(changes) as [Topic, Answer | Form][]) {
    if (isForm(change)) {
      forms[topic] = change;
      delete answers[topic];
    } else answers[topic] = change;
  }
  const story = { ...SINGLE_PERSON, answers };
  const steps: Step[] = [];
  const formFor = (p: StoryPlayer) => (p.topic === undefined ? undefined : forms[p.topic]);
  let player = new StoryPlayer(story, TODAY);
  for (;;) {
    while (!player.stopsAt(until) && !formFor(player)) player.next();
    steps.push(...player.played);
    const form = formFor(player);
    if (player.stopsAt(until) || !form) return steps;
    delete forms[player.topic!];
    steps.push(form);
    player = new StoryPlayer(story, TODAY, play(steps).state);
  }
}

function isForm(change: Answer | Form): change is Form {
  return typeof change === 'object' && 'form' in change;
}

/** The identity, the first steps of most scripts: the shared single person's, up to earlier wills. */
export const IDENTITY: readonly Step[] = singlePersonUntil('anteriores');

/** The single person's changes when he leaves everything to the charity (no substitute or executor). */
export const ALL_TO_THE_CHARITY: Partial<Record<Topic, Answer>> = {
  heranca: '100% para a Associação Amigos do Bem, CNPJ 11.222.333/0001-81',
  substitutos: 'não',
  testamenteiro: 'pular',
};

/** Three witnesses as a message, CPFs and dates typed in several ways. */
export const WITNESSES_3 = [
  'Roberto Carlos Lima, 987.654.321-00, 20/01/1970',
  'Juliana Pereira Santos, 24681357928, 02/11/1985',
  'Marcos Vinícius Rocha, 135.792.468-28, 14 de julho de 1990',
].join('\n');

/** Plays a conversation from the start; returns every result and the last one. */
export function play(steps: readonly Step[], today = TODAY) {
  const ctx = { today };
  const results: TurnResult[] = [runTurn(undefined, { kind: 'start' }, ctx)];
  let state: InterviewState = results[0]!.state;
  for (const step of steps) {
    const input: TurnInput =
      typeof step === 'string'
        ? { kind: 'message', text: step }
        : { kind: 'form', name: step.form, values: step.values };
    const r = runTurn(JSON.parse(JSON.stringify(state)) as InterviewState, input, ctx);
    results.push(r);
    state = r.state;
  }
  const last = results[results.length - 1]!;
  const allReplies = results.flatMap((r) => r.replies);
  return { results, last, state, allReplies, userMessages: steps.length };
}

/** A person of the will's registry by id. */
export function person(will: { pessoas: { id: string; nome: string }[] }, id: string | undefined) {
  return will.pessoas.find((p) => p.id === id);
}

/** The final will, asserted schema-valid. */
export function finalWill(last: TurnResult) {
  expect(last.testamentJson, last.replies.join('\n')).toBeDefined();
  const parsed = TestamentContentSchema.safeParse(last.testamentJson);
  expect(parsed.success).toBe(true);
  expect(last.replies.join('\n')).toContain('[DOCUMENTO_PRONTO]');
  expect(last.replies.some((r) => r.trimEnd().endsWith('👉 [PREVIEW_READY]'))).toBe(true);
  return last.testamentJson!;
}

/** The shares of a turn's draft, "Name: 50% disponivel", for assertions. */
export const sharesOf = (r: { state: InterviewState }) =>
  r.state.draft.heranca.map(
    (h) =>
      `${findPessoa(r.state.draft, h.beneficiarioId)?.nome ?? '?'}: ${h.percentual}% ${h.base}`,
  );

/** The gifts of a turn's draft, "description → Name", for assertions. */
export const giftsOf = (r: { state: InterviewState }) =>
  r.state.draft.legados.map(
    (l) => `${l.descricao} → ${findPessoa(r.state.draft, l.beneficiarioId)?.nome ?? '?'}`,
  );
