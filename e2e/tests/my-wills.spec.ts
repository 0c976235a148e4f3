import { expect, test, type Page } from '@playwright/test';
import {
  resetLinkFromOutbox,
  signUpThroughUi,
  strongPassword,
  uniqueEmail,
} from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { SINGLE_PERSON } from '../support/single-person-interview.ts';
import { answerStoryUntil } from '../support/story-chat.ts';

// Issue 16: every way in picks up where the person left off, "Meus testamentos" says where each
// will stands, and a draft can be deleted.

const willId = (page: Page) => new URL(page.url()).searchParams.get('id');

async function signIn(page: Page, email: string, password = strongPassword) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('sign-in, the header link and "Continuar meu testamento" open the draft under way at its pending question, without new empty drafts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('retomar');
  await signUpThroughUi(page, email);
  await expect(page).toHaveURL(/\/chat\?id=/);
  const first = willId(page);
  await answerStoryUntil(page, SINGLE_PERSON, 'nascimento');
  const pending = page.locator('[role="log"] li').last();
  await expect(pending).toContainText('nascimento');

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(`/chat?id=${first}`);
  await expect(page.locator('[role="log"] li').last()).toContainText('nascimento');

  await page.getByRole('link', { name: 'Meu testamento' }).click();
  await expect(page).toHaveURL(`/chat?id=${first}`);
  await page.goto('/');
  await page.getByRole('link', { name: 'Continuar meu testamento' }).click();
  await expect(page).toHaveURL(`/chat?id=${first}`);

  // "Novo testamento" twice without answering: one new draft, not two.
  await page.goto('/chat?new=true');
  await expect(page).toHaveURL(/\/chat\?id=/);
  const second = willId(page);
  expect(second).not.toBe(first);
  await page.goto('/chat?new=true');
  await expect(page).toHaveURL(`/chat?id=${second}`);
  await page.goto('/meus-testamentos');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2);
});

test('Meus testamentos shows each will’s name, stage and last change, and deletes a draft after a confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpThroughUi(page, uniqueEmail('lista'));
  await answerStoryUntil(page, SINGLE_PERSON, 'estado_civil');
  await page.goto('/chat?new=true');
  await expect(page).toHaveURL(/\/chat\?id=/);
  await answerStoryUntil(page, SINGLE_PERSON, 'nome');

  // Two drafts under way: the header link shows the list.
  await page.getByRole('link', { name: 'Meu testamento' }).click();
  await expect(page).toHaveURL('/meus-testamentos');
  const named = page
    .getByRole('listitem')
    .filter({ hasText: 'Testamento de Carlos Alberto Mendes' });
  await expect(named).toContainText('Rascunho');
  await expect(named).toContainText('Etapa 3 de 10');
  await expect(named).toContainText(/Última alteração em \d{2}\/\d{2}\/\d{4}/);
  const unnamed = page.getByRole('listitem').filter({ hasText: 'Testamento sem nome ainda' });
  await expect(unnamed).toContainText('Etapa 1 de 10');
  await expectNoSeriousViolations(page, '/meus-testamentos');

  await unnamed.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir este rascunho?' });
  await expect(dialog).toContainText('não pode ser desfeito');
  await expectNoSeriousViolations(page, 'delete draft dialog');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(unnamed).toBeVisible();

  await unnamed.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('button', { name: 'Excluir rascunho' }).click();
  await expect(page.getByText('Rascunho excluído', { exact: true })).toBeVisible();
  await expect(unnamed).toHaveCount(0);
  await expect(named).toBeVisible();

  // One draft left: the header link opens it.
  await page.getByRole('link', { name: 'Meu testamento' }).click();
  await expect(page).toHaveURL(/\/chat\?id=/);
  await expect(page.locator('#interview-progress-label')).toContainText('Etapa 3 de 10');
});

test('a password reset started on the way to a page returns the person to that page', async ({
  page,
}) => {
  const email = uniqueEmail('volta');
  await signUpThroughUi(page, email);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/meus-testamentos');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmeus-testamentos/);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  await expect(page.getByRole('status')).toContainText('enviamos um link');

  await page.goto(await resetLinkFromOutbox(email));
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-forte-8');
  await page.getByLabel('Repita a nova senha').fill('nova-senha-forte-8');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL('/meus-testamentos');
  await expect(page.getByRole('heading', { name: 'Meus testamentos' })).toBeVisible();
});
