import { expect, test } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { SINGLE_PERSON } from '../support/single-person-interview.ts';
import { answerStory, StoryChat } from '../support/story-chat.ts';

// axe-core on every screen and every form modal, at a phone's width and a desktop's: no serious or
// critical violation. Lighthouse's accessibility score of / and /login is the bench's part.

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

test('signed-in screens: chat, every form the assistant opens, preview, "Meus testamentos", PDF viewer, "Meus dados"', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpThroughUi(page, uniqueEmail('acessivel'));
  const log = page.locator('[role="log"]');
  await expect(log).toContainText('Olá!');
  await expectNoSeriousViolations(page, '/chat');

  // The whole interview through the page, answered by topic. Each form the assistant opens on
  // the way ([FORMULARIO:<name>]) is audited while open, then closed: the answers are typed instead.
  const audited: string[] = [];
  const chat = new StoryChat(page, SINGLE_PERSON);
  while (!chat.done) {
    const form = page.getByRole('dialog');
    if (await form.isVisible()) {
      const title = (await form.getByRole('heading').first().textContent()) ?? '';
      await expectNoSeriousViolations(page, `/chat (formulário "${title}")`);
      audited.push(title);
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
    }
    await chat.answerNext();
  }
  expect(audited).toEqual([
    'Seus filhos',
    'Quem recebe parte da herança',
    'Bens ou valores específicos',
    'Testemunhas',
  ]);

  const preview = page.getByRole('complementary', { name: 'Prévia do testamento' });
  await expect(preview).toBeVisible();
  await expectNoSeriousViolations(page, '/chat (prévia do documento)');

  await page.getByRole('link', { name: 'Meus testamentos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus testamentos' })).toBeVisible();
  await expectNoSeriousViolations(page, '/meus-testamentos');
  await page.goBack();
  await expect(preview).toBeVisible();

  await preview.getByRole('button', { name: 'Gerar PDF' }).click();
  await expect(page).toHaveURL(/\/pdf-viewer\?id=/);
  await expect(page.locator('.react-pdf__Page canvas').first()).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page, '/pdf-viewer');

  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Meus dados' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  await expectNoSeriousViolations(page, '/meus-dados');

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByRole('dialog', { name: 'Excluir sua conta para sempre?' })).toBeVisible();
  await expectNoSeriousViolations(page, '/meus-dados (excluir conta)');
});

test('with the keyboard alone, confirming, "Criar nova versão" and "Sair" leave the focus where the person goes on, and "Sair" forgets what the tab kept', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughUi(page, uniqueEmail('teclado'));
  await answerStory(page, SINGLE_PERSON);
  const preview = page.getByRole('complementary', { name: 'Prévia do testamento' });

  await preview.getByRole('button', { name: 'Confirmar testamento' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirmar o testamento?' });
  await dialog.getByRole('button', { name: 'Confirmar e travar o texto' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Documento Confirmado', { exact: true })).toBeVisible();
  // The confirmed document's heading, not the page's body.
  await expect(preview.getByRole('heading', { name: 'Prévia do seu testamento' })).toBeFocused();

  await preview.getByRole('button', { name: 'Criar nova versão' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log')).toContainText('Revisão do seu testamento');
  // The new version opens at its review, answered in the message box.
  await expect(page.getByLabel('Sua resposta')).toBeFocused();

  // What this tab kept for the person (a stale preview, where to go after a sign-in).
  await page.evaluate(() => {
    sessionStorage.setItem('legado:documento-desatualizado:x', '{"testador":{}}');
    localStorage.setItem('legado-return-to', '{"path":"/chat?id=x","until":9999999999999}');
  });
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('button', { name: 'Sair' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const kept = await page.evaluate(() => ({
    stale: sessionStorage.getItem('legado:documento-desatualizado:x'),
    returnTo: localStorage.getItem('legado-return-to'),
    theme: localStorage.getItem('legado-ui-theme'),
  }));
  expect(kept).toEqual({ stale: null, returnTo: null, theme: 'light' });
});
