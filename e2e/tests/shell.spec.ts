import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { SINGLE_PERSON } from '../support/single-person-interview.ts';
import { answerStoryUntil } from '../support/story-chat.ts';

function collectConsoleErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the landing page speaks Portuguese and logs no console errors', async ({ page }) => {
  const problems = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('testamento');
  await expect(page.getByText('Como funciona um testamento no Brasil')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  expect(await page.evaluate(() => localStorage.getItem('legado-ui-theme'))).toBe('light');
  expect(problems).toEqual([]);
});

test('the login page loads from a deep link with Portuguese content and no console errors', async ({
  page,
}) => {
  const problems = collectConsoleErrors(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown address shows the Portuguese 404 page', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('pages fit a 360 px wide phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const url of ['/', '/login']) {
    await page.goto(url);
    await expect(page.locator('main')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

// Issue 16: the shell defects, each tried as a person would.

test('the focus stays in the message box after a send, and what is typed next is kept', async ({
  page,
}) => {
  await signUpThroughUi(page, uniqueEmail('foco'));
  const box = page.getByLabel('Sua resposta');
  await expect(page.locator('[role="log"]')).toContainText('Olá!');
  await box.click();
  await page.keyboard.type('sim');
  await page.keyboard.press('Enter');
  // The next answer is typed at once, while the reply is on its way.
  await page.keyboard.type('João Pedro Souza');
  await expect(page.getByText(/nome completo/i).last()).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('João Pedro Souza');
  await page.keyboard.press('Enter');
  await expect(page.locator('[role="log"]')).toContainText('João Pedro Souza');
  await expect(box).toBeFocused();
});

for (const size of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test(`at ${size.width} px the chat page is exactly the screen's height, however long the conversation, and a toast never covers the message box`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await signUpThroughUi(page, uniqueEmail('altura'));
    await answerStoryUntil(page, SINGLE_PERSON, 'heranca');
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    const heights = await page.evaluate(() => ({
      document: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
    }));
    expect(heights.document).toBe(heights.viewport);

    // A failed send raises a toast: it sits away from the box.
    await page.route('**/api/v1/chat', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    const box = page.getByLabel('Sua resposta');
    await box.fill('60% para meu amigo João');
    await box.press('Enter');
    const toast = page.locator('li[data-variant="destructive"]');
    await expect(toast).toContainText('Erro de Comunicação');
    const [toastBox, inputBox] = [await toast.boundingBox(), await box.boundingBox()];
    expect(toastBox && inputBox).toBeTruthy();
    const overlaps =
      toastBox!.x < inputBox!.x + inputBox!.width &&
      inputBox!.x < toastBox!.x + toastBox!.width &&
      toastBox!.y < inputBox!.y + inputBox!.height &&
      inputBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps).toBe(false);
  });
}

test('a network failure at load shows a Portuguese card whose "Tentar de novo" recovers once the network is back', async ({
  page,
}) => {
  await page.route('**/api/auth/get-session**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const card = page.getByRole('alert');
  await expect(card).toContainText('Sem conexão com o Legado');
  await expect(page.getByText('Authentication Error')).toHaveCount(0);
  await expect(card).not.toContainText('BETTER_AUTH_SECRET');
  await expectNoSeriousViolations(page, 'connection card');

  await page.unroute('**/api/auth/get-session**');
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('testamento');
});

test('the dates of a form can be typed on a phone keypad: digits only, the slashes come by themselves', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughUi(page, uniqueEmail('datas'));
  // Up to the witnesses' question, whose form asks each witness's date of birth.
  await answerStoryUntil(page, SINGLE_PERSON, 'testemunhas');
  const dialog = page.getByRole('dialog', { name: 'Testemunhas' });
  await expect(dialog).toBeVisible();
  const date = dialog.getByLabel('Data de nascimento').first();
  await expect(date).toHaveAttribute('inputmode', 'numeric');
  await date.click();
  await page.keyboard.type('20011970');
  await expect(date).toHaveValue('20/01/1970');
});
