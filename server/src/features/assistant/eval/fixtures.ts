/**
 * The shared fixture (issue 15, point 4): the TYPICAL family and the single person, for the server
 * tests, the bench and the browser suite, and the one walker that plays any story by topic outside
 * the evaluation's own driver.
 */
import { todayInBrazil } from '../../../lib/brazil-date.ts';
import { answerFor, MAX_TURNS, topicOf } from './drive.ts';
import { pendingKey, sendMessage, startInterview, type EngineState } from './engine-port.ts';
import type { Story, Topic } from './story.ts';
import { TYPICAL_ONE_AT_A_TIME } from './stories/typical.ts';

export { SINGLE_PERSON } from './stories/single-person.ts';
export { TYPICAL_ONE_AT_A_TIME, TYPICAL_VOLUNTEERS } from './stories/typical.ts';
export type { Answer, Story, Topic } from './story.ts';

/** The testator of the shared typical story. */
export const TYPICAL_TESTATOR = TYPICAL_ONE_AT_A_TIME.facts.testador.nome;

/**
 * Plays a story by topic, never by position: a shadow engine receives every message, so it always
 * knows which topic is asked, and a question added or removed does not break the walk. Against a
 * real server (the server tests, the browser suite) the shadow and the server stay in step, as
 * the interview is deterministic.
 */
export class StoryPlayer {
  private state: EngineState;
  private readonly asked = new Map<string, number>();
  private finished = false;
  private pendingOpening: boolean;
  /** The messages played so far. */
  readonly played: string[] = [];

  /**
   * From the greeting, or from the state `from` (a conversation that went on by other means, as a
   * form the story cannot type); the story's opening is sent only from the greeting.
   */
  constructor(
    readonly story: Story,
    private readonly today = todayInBrazil(),
    from?: EngineState,
  ) {
    this.state = from ?? startInterview(today).state;
    this.pendingOpening = !from && Boolean(story.opening);
  }

  /** True once the will is made. */
  get done(): boolean {
    return this.finished;
  }

  /** The question key asked now ('nome', 'netos:p3'…; 'revisao' at the final confirmation). */
  get key(): string {
    return pendingKey(this.state);
  }

  /** The topic asked now ('revisao' at the final confirmation). */
  get topic(): Topic | undefined {
    return topicOf(this.key);
  }

  /**
   * The story's next message, sent to the shadow engine. Throws once the will is made, on a topic
   * the story has no answer for, on one it has given up repeating (see answerFor), and after
   * MAX_TURNS messages without the will.
   */
  next(): string {
    if (this.finished) throw new Error(`${this.story.id}: the will is already made`);
    if (this.played.length >= MAX_TURNS)
      throw new Error(`${this.story.id}: no will after ${MAX_TURNS} messages (at ${this.key})`);
    let text: string | undefined;
    if (this.pendingOpening && this.story.opening) {
      this.pendingOpening = false;
      text = this.story.opening;
    } else {
      const key = this.key;
      const topic = topicOf(key);
      const n = this.asked.get(key) ?? 0;
      this.asked.set(key, n + 1);
      text = topic ? answerFor(this.story, topic, n) : undefined;
      if (text === undefined && n > 0)
        throw new Error(`${this.story.id}: stuck at ${key} (asked ${n + 1} times)`);
      if (text === undefined) throw new Error(`${this.story.id}: no answer for topic ${key}`);
    }
    const r = sendMessage(this.state, text, this.today);
    this.state = r.state;
    if (r.will) this.finished = true;
    this.played.push(text);
    return text;
  }

  /**
   * Whether a walk stops here: `until` is the topic asked or, without `until`, the will is made.
   * Throws if the will is made before `until`.
   */
  stopsAt(until?: Topic): boolean {
    if (until === undefined) return this.finished;
    if (this.topic === until) return true;
    if (this.finished) throw new Error(`${this.story.id}: the will was made before "${until}"`);
    return false;
  }

  /**
   * Sends each next message through `say` (typed in a page, posted to the API) until the will is
   * made or, with `until`, until that topic is asked. Returns what `say` returned last.
   */
  async play<T>(say: (text: string) => Promise<T>, until?: Topic): Promise<T | undefined> {
    let last: T | undefined;
    while (!this.stopsAt(until)) last = await say(this.next());
    return last;
  }
}

/**
 * The messages a story sends, in order, as the engine of this checkout asks them: until the will
 * is made (fails if the story does not finish), or until the topic `until` is asked. For a fixed
 * list of requests (the bench) or of scripted steps (the server's conversation tests); on the
 * server's day unless told another.
 */
export function scriptFor(
  story: Story,
  { today = todayInBrazil(), until }: { today?: string; until?: Topic } = {},
): string[] {
  const player = new StoryPlayer(story, today);
  while (!player.stopsAt(until)) player.next();
  return player.played;
}
