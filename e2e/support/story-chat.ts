import type { Page } from '@playwright/test';
import {
  StoryPlayer,
  type Story,
  type Topic,
} from '../../server/src/features/assistant/eval/fixtures.ts';
import { sendAnswer } from './chat.ts';

/**
 * A story of the assistant's evaluation played in the browser BY TOPIC, never by position: the
 * shared walker (`StoryPlayer`) decides what to answer, this class types it in the page. A spec
 * can stop at a topic (`answerUntil`), do there what it tests (e.g. fill the form the assistant
 * opened) and go on.
 */
export class StoryChat {
  private readonly player: StoryPlayer;
  /** The messages typed so far. */
  readonly typed: string[] = [];

  constructor(
    private readonly page: Page,
    readonly story: Story,
    today?: string,
  ) {
    this.player = new StoryPlayer(story, today);
  }

  /** True once the will is made. */
  get done(): boolean {
    return this.player.done;
  }

  /** The question key asked now ('nome', 'netos:p3'…; 'revisao' at the final confirmation). */
  get key(): string {
    return this.player.key;
  }

  /** The topic asked now ('revisao' at the final confirmation). */
  get topic(): Topic | undefined {
    return this.player.topic;
  }

  /**
   * The next message of the story, typed in the page. A form the assistant opened is closed
   * first (typing is accepted too).
   */
  async answerNext(): Promise<string> {
    return this.type(this.player.next());
  }

  /**
   * Answers until the assistant asks about this topic (its question is the page's last message,
   * and its form, if any, is open). Fails if the will is made first.
   */
  async answerUntil(topic: Topic): Promise<void> {
    await this.player.play((text) => this.type(text), topic);
  }

  /** Answers until the will is made. */
  async finish(): Promise<void> {
    await this.player.play((text) => this.type(text));
  }

  /**
   * The page answered the topic asked now by other means (a form the spec filled, a quick-reply
   * button): the shadow engine receives the story's answer to that topic, which must mean the
   * same, so both stay in step.
   */
  answeredOnPage(): void {
    this.player.next();
  }

  private async type(text: string): Promise<string> {
    if (await this.page.getByRole('dialog').isVisible()) await this.page.keyboard.press('Escape');
    await sendAnswer(this.page, text);
    this.typed.push(text);
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
