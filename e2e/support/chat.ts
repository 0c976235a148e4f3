import { expect, type Page } from '@playwright/test';

/**
 * Types one answer in the chat and waits for the assistant's reply. The log is found by CSS, not
 * by role: on a phone it is hidden once the finished document shows.
 */
export async function sendAnswer(page: Page, text: string): Promise<void> {
  const log = page.locator('[role="log"]');
  const input = page.getByLabel('Sua resposta');
  await expect(input).toBeEnabled();
  const before = await log.locator('li').count();
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(() => log.locator('li').count()).toBeGreaterThan(before + 1);
}
