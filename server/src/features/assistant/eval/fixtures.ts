/**
 * The shared fixture (issue 15, point 4): the TYPICAL family, for the server tests, the bench and
 * the browser suite, and two ways to play any story outside the engine's own process.
 */
import { todayInBrazil } from '../../../lib/brazil-date.ts';
import { answerFor, drive, topicOf } from './drive.ts';
import { pendingKey, sendMessage, startInterview, type EngineState } from './engine-port.ts';
import type { Story } from './story.ts';

export { TYPICAL_ONE_AT_A_TIME, TYPICAL_VOLUNTEERS } from './stories/typical.ts';
export type { Story } from './story.ts';

/**
 * The messages this story sends, in order, as the engine of this checkout asks them. For load
 * tools that need a fixed list of requests (the bench), on the server's day; fails if the story does not finish.
 */
export function scriptFor(story: Story, today = todayInBrazil()): string[] {
  const played = drive(story, today);
  if (!played.will) throw new Error(`${story.id} does not finish: ${played.failure ?? ''}`);
  return played.turns.map((t) => t.message);
}

/**
 * Answers a story by topic against a real server (the browser suite): a shadow engine receives
 * the same messages, so it always knows which topic the server is asking about. The interview is
 * deterministic, so the shadow and the server stay in step.
 */
export class StoryPlayer {
  private state: EngineState;
  private readonly asked = new Map<string, number>();
  private finished = false;
  private pendingOpening: boolean;

  constructor(
    readonly story: Story,
    private readonly today = todayInBrazil(),
  ) {
    this.state = startInterview(today).state;
    this.pendingOpening = Boolean(story.opening);
  }

  /** True once the shadow engine produced the will. */
  get done(): boolean {
    return this.finished;
  }

  /** The topic being asked now ('revisao' at the review). */
  get topic(): string {
    return pendingKey(this.state);
  }

  /** The next message to type; also sent to the shadow engine. Throws on an unknown topic. */
  next(): string {
    if (this.finished) throw new Error(`${this.story.id}: the will is already done`);
    let text: string | undefined;
    if (this.pendingOpening && this.story.opening) {
      this.pendingOpening = false;
      text = this.story.opening;
    } else {
      const key = pendingKey(this.state);
      const topic = topicOf(key);
      const n = this.asked.get(key) ?? 0;
      this.asked.set(key, n + 1);
      text = topic ? answerFor(this.story, topic, n) : undefined;
      if (text === undefined) throw new Error(`${this.story.id}: no answer for topic ${key}`);
    }
    const r = sendMessage(this.state, text, this.today);
    this.state = r.state;
    if (r.will) this.finished = true;
    return text;
  }
}
