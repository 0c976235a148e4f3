import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

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
