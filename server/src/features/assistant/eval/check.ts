/**
 * The checker: reads a played story turn by turn and says which messages were misunderstood and
 * why, then checks the final will (junk people, conversation in legal fields, field by field).
 *
 * A message is misunderstood when, after it:
 * - the assistant gives the generic non-answer (fallback);
 * - the same question is asked again (the answer was refused) — unless the message was a question
 *   about the person's own case that the reply answered (see `replyChecks`);
 * - the assistant asks for a topic already answered or volunteered (`covers`), or goes back to one;
 * - a value stored differs from the facts (accents aside: those are reported on the final will);
 * - a question about their own case got a reply without the expected content.
 */
import type { TestamentContent } from '@legado/contract';
import { allowedNames, compareWill, type Difference } from './compare-will.ts';
import { topicOf, type DriveResult, type DrivenTurn } from './drive.ts';
import { FALLBACK_REPLIES } from './engine-port.ts';
import { sentencesInLegalFields, type SentenceFound } from './sentences.ts';
import type { Topic } from './story.ts';
import { clip, fold } from './text.ts';

/** Why one message counts as misunderstood. */
export interface Reason {
  kind: string;
  detail: string;
  /** For a stored value: the field and value, so the final will's list does not repeat it. */
  stored?: string;
}

/** A message and the reasons it was misunderstood (none: understood). */
export interface TurnVerdict {
  turn: DrivenTurn;
  reasons: Reason[];
}

/** Everything measured on one story. */
export interface StoryReport {
  id: string;
  finished: boolean;
  failure?: string;
  messages: number;
  verdicts: TurnVerdict[];
  misunderstood: number;
  junk: string[];
  sentences: SentenceFound[];
  differences: Difference[];
}

export const diffKey = (d: Difference) => `${d.field}|${d.actual}`;

/** Field paths grouped: "filhos[1].nome" and "heranca[Rosa].parteDoTotal" lose their index. */
export function fieldGroup(field: string): string {
  return field.replace(/\[[^\]]*\]/g, '[]');
}

function firstLine(replies: string[]): string {
  const text = replies.join(' ¶ ');
  return clip(text.replace(/Etapa \d+ de \d+ · [^\n]*\n/g, ''), 140);
}

/** Reads every turn of a played story. */
function judgeTurns(result: DriveResult): TurnVerdict[] {
  const { story } = result;
  const answered = new Set<Topic>(story.covers?.opening ?? []);
  const askedKeys = new Set<string>();
  // Differences already there before a message were not stored by it (blank fields get defaults).
  let previous = new Set(compareWill(story.facts, result.initialContent).map(diffKey));
  const verdicts: TurnVerdict[] = [];
  for (const turn of result.turns) {
    const reasons: Reason[] = [];
    const reply = turn.replies.join('\n');
    if (FALLBACK_REPLIES.some((f) => reply.includes(f)))
      reasons.push({
        kind: 'fallback reply ("não sei responder")',
        detail: firstLine(turn.replies),
      });
    const check = story.replyChecks?.find((c) => c.say === turn.message);
    const checkPassed = check ? check.expect.test(reply) : false;
    if (check && !checkPassed)
      reasons.push({
        kind: 'own-case question not answered',
        detail: `${check.why}: ${firstLine(turn.replies)}`,
      });

    const accepted = turn.nextKey !== turn.askedKey && turn.topic !== 'opening';
    if (turn.topic !== 'opening') askedKeys.add(turn.askedKey);
    if (accepted && turn.topic !== 'opening') answered.add(turn.topic);
    if (turn.topic === 'opening' || accepted)
      for (const t of story.covers?.[turn.topic] ?? []) answered.add(t);

    const next = turn.nextKey;
    const nextTopic = topicOf(next);
    if (next !== 'concluido') {
      if (next === turn.askedKey && turn.topic !== 'opening') {
        if (!checkPassed)
          reasons.push({ kind: `re-asked: ${turn.topic}`, detail: firstLine(turn.replies) });
      } else if (turn.topic === 'opening' && next === turn.askedKey) {
        reasons.push({ kind: 'opening not used', detail: firstLine(turn.replies) });
      } else if (askedKeys.has(next)) {
        reasons.push({
          kind: `went back to: ${nextTopic ?? next}`,
          detail: firstLine(turn.replies),
        });
      } else if (nextTopic && answered.has(nextTopic) && nextTopic !== 'revisao') {
        reasons.push({
          kind: `asked for a fact already given: ${nextTopic}`,
          detail: firstLine(turn.replies),
        });
      }
    }

    const all = compareWill(story.facts, turn.content);
    const stored = all.filter((d) =>
      d.kind === 'missing'
        ? accepted && d.topic === turn.topic && !story.correctedLater?.includes(turn.topic)
        : d.kind !== 'accents' &&
          answered.has(d.topic) &&
          !previous.has(diffKey(d)) &&
          !(
            turn.topic !== 'opening' &&
            story.correctedLater?.includes(turn.topic) &&
            d.topic === turn.topic
          ),
    );
    previous = new Set(all.map(diffKey));
    for (const d of stored)
      reasons.push({
        kind: `stored wrong value: ${fieldGroup(d.field)}`,
        detail: `${d.field}: "${d.actual}" (expected "${d.expected}")`,
        stored: diffKey(d),
      });
    verdicts.push({ turn, reasons });
  }
  return verdicts;
}

function junkPeople(result: DriveResult, content: TestamentContent): string[] {
  const allowed = new Set(allowedNames(result.story.facts).map(fold));
  return content.pessoas.map((p) => p.nome).filter((nome) => !allowed.has(fold(nome)));
}

/** Measures one played story. */
export function checkStory(result: DriveResult): StoryReport {
  const verdicts = judgeTurns(result);
  const last = result.will ?? result.turns.at(-1)?.content;
  return {
    id: result.story.id,
    finished: Boolean(result.will),
    ...(result.failure ? { failure: result.failure } : {}),
    messages: result.turns.length,
    verdicts,
    misunderstood: verdicts.filter((v) => v.reasons.length > 0).length,
    junk: last ? junkPeople(result, last) : [],
    sentences: last ? sentencesInLegalFields(last) : [],
    differences: last ? compareWill(result.story.facts, last) : [],
  };
}
