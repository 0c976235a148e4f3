import type { Page } from '@playwright/test';
import { answerFor, topicOf } from '../../server/src/features/assistant/eval/drive.ts';
import {
  pendingKey,
  sendMessage,
  startInterview,
  type EngineState,
} from '../../server/src/features/assistant/eval/engine-port.ts';
import type { Story, Topic } from '../../server/src/features/assistant/eval/story.ts';
import { todayInBrazil } from '../../server/src/lib/brazil-date.ts';
import { sendAnswer } from './chat.ts';

/** A conversation that has not produced the will after this many messages is stuck. */
const MAX_MESSAGES = 120;

/**
 * A story of the assistant's evaluation played in the browser BY TOPIC, never by position: a
 * shadow of the interview engine receives the same messages as the server (the interview is
 * deterministic), so it always knows which topic the page is asking about, and a question added
 * or removed does not break the walk. A spec can stop at a topic (`answerUntil`), do there what
 * it tests (e.g. fill the form the assistant opened) and go on.
 */
export class StoryChat {
  private state: EngineState;
  private readonly asked = new Map<string, number>();
  private pendingOpening: boolean;
  private finished = false;
  /** The messages typed so far. */
  readonly typed: string[] = [];

  constructor(
    private readonly page: Page,
    readonly story: Story,
    private readonly today = todayInBrazil(),
  ) {
    this.state = startInterview(today).state;
    this.pendingOpening = Boolean(story.opening);
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
   * The next message of the story, typed in the page. A form the assistant opened is closed
   * first (typing is accepted too).
   */
  async answerNext(): Promise<string> {
    if (this.typed.length >= MAX_MESSAGES)
      throw new Error(`${this.story.id}: no will after ${MAX_MESSAGES} messages (at ${this.key})`);
    const text = this.nextText();
    if (await this.page.getByRole('dialog').isVisible()) await this.page.keyboard.press('Escape');
    await sendAnswer(this.page, text);
    this.typed.push(text);
    return text;
  }

  /**
   * Answers until the assistant asks about this topic (its question is the page's last message,
   * and its form, if any, is open). Fails if the will is made first.
   */
  async answerUntil(topic: Topic): Promise<void> {
    while (this.topic !== topic) {
      if (this.finished) throw new Error(`${this.story.id}: the will was made before "${topic}"`);
      await this.answerNext();
    }
  }

  /** Answers until the will is made. */
  async finish(): Promise<void> {
    while (!this.finished) await this.answerNext();
  }

  /**
   * The page answered the topic asked now by other means (a form the spec filled, a quick-reply
   * button): the shadow engine receives the story's answer to that topic, which must mean the
   * same, so both stay in step.
   */
  answeredOnPage(): void {
    this.nextText();
  }

  /** The story's next message, sent to the shadow engine. */
  private nextText(): string {
    if (this.finished) throw new Error(`${this.story.id}: the will is already made`);
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
      if (text === undefined) throw new Error(`${this.story.id}: no answer for topic ${key}`);
    }
    const r = sendMessage(this.state, text, this.today);
    this.state = r.state;
    if (r.will) this.finished = true;
    return text;
  }
}

/**
 * Answers a story of the assistant's evaluation by topic, in the browser, until the will is made
 * (e.g. `answerStory(page, TYPICAL_VOLUNTEERS)`). Returns the messages typed.
 */
export async function answerStory(page: Page, story: Story): Promise<string[]> {
  const chat = new StoryChat(page, story);
  await chat.finish();
  return chat.typed;
}

/**
 * Answers a story until the assistant asks about this topic (e.g. `'testemunhas'`, whose form is
 * then open), and returns the chat to go on from there.
 */
export async function answerStoryUntil(page: Page, story: Story, topic: Topic): Promise<StoryChat> {
  const chat = new StoryChat(page, story);
  await chat.answerUntil(topic);
  return chat;
}
