import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from '../support/accounts.ts';
import {
  answersBeforeChildrenQuestion,
  singlePersonAnswers,
} from '../support/single-person-interview.ts';

// axe-core on every screen, at a phone's width and a desktop's: no serious or critical violation.
// Lighthouse is not installed here, so this is the accessibility budget's automated half.

const viewports = [
  { name: '360 px', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The scripted single person, split at the question that opens the children form. */
const answersUpToChildrenForm = singlePersonAnswers.slice(0, answersBeforeChildrenQuestion);
const remainingAnswers = singlePersonAnswers.slice(answersBeforeChildrenQuestion);

/** Runs axe on the page as it is now, at both widths, and fails listing every serious issue. */
async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const problems: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Let layout and transitions settle after the resize.
    await page.waitForTimeout(150);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const targets = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
        )
        .join('\n');
      problems.push(
        `${screen} @ ${viewport.name}: [${violation.impact}] ${violation.id}: ${violation.help}\n${targets}`,
      );
    }
  }
  if (problems.length > 0) console.log(problems.join('\n'));
  expect(problems, problems.join('\n')).toEqual([]);
}

test('public pages: home, sign-in, sign-up, forgot password, example, reset, 404', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/');

  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expectNoSeriousViolations(page, '/login (entrar)');

  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByLabel('Nome completo')).toBeVisible();
  await expectNoSeriousViolations(page, '/login (criar conta)');

  await page.getByRole('button', { name: 'Já tenho conta' }).click();
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  await expectNoSeriousViolations(page, '/login (esqueci minha senha)');

  await page.goto('/exemplo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/exemplo');

  await page.goto('/redefinir-senha?token=x');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/redefinir-senha');

  await page.goto('/esta-pagina-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expectNoSeriousViolations(page, '404');
});

test('signed-in screens: chat, list form, "Meus testamentos", PDF viewer', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, uniqueEmail('acessivel'));
  const log = page.getByRole('log', { name: 'Conversa com o assistente' });
  await expect(log).toContainText('Olá!');
  await expectNoSeriousViolations(page, '/chat');

  const input = page.getByLabel('Sua resposta');
  for (const text of answersUpToChildrenForm) {
    await expect(input).toBeEnabled();
    const before = await log.locator('li').count();
    await input.fill(text);
    await input.press('Enter');
    await expect.poll(() => log.locator('li').count()).toBeGreaterThan(before + 1);
  }
  // After the civil status the assistant asks for the children with [FORMULARIO:filhos].
  const form = page.getByRole('dialog');
  await expect(form).toBeVisible();
  await expectNoSeriousViolations(page, '/chat (formulário de filhos)');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Meus testamentos' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, '/chat (Meus testamentos)');
  await page.keyboard.press('Escape');

  // The rest of the interview through the API (same session), then the PDF viewer.
  const testamentId = new URL(page.url()).searchParams.get('id')!;
  const tokenResponse = await page.request.get('/api/auth/token');
  const { token } = (await tokenResponse.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  for (const message of remainingAnswers) {
    const response = await page.request.post('/api/v1/chat', {
      headers,
      data: { testamentId, message },
    });
    expect(response.ok()).toBe(true);
  }
  const generated = await page.request.post(`/api/v1/testaments/${testamentId}/generate-pdf`, {
    headers,
  });
  expect(generated.ok()).toBe(true);
  await page.goto(`/pdf-viewer?id=${testamentId}`);
  await expect(page.locator('.react-pdf__Page canvas').first()).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page, '/pdf-viewer');
});
