import type { Page } from '@playwright/test';
import { StoryPlayer, type Story } from '../../server/src/features/assistant/eval/fixtures.ts';
import { sendAnswer } from './chat.ts';

/**
 * Answers a story of the assistant's evaluation by topic, in the browser, until the will is made
 * (e.g. `answerStory(page, TYPICAL_VOLUNTEERS)`). A shadow of the interview engine receives the
 * same messages, so the helper always knows which topic the page is asking about; a form the
 * assistant opens is closed (typing is accepted too). Returns the messages typed.
 */
export async function answerStory(page: Page, story: Story, maxMessages = 120): Promise<string[]> {
  const player = new StoryPlayer(story);
  const typed: string[] = [];
  while (!player.done) {
    if (typed.length >= maxMessages)
      throw new Error(`${story.id}: no will after ${maxMessages} messages (at ${player.topic})`);
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    const text = player.next();
    await sendAnswer(page, text);
    typed.push(text);
  }
  return typed;
}
