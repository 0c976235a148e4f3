import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpThroughUi, strongPassword, uniqueEmail } from '../support/accounts.ts';

test('a person downloads their data, deletes the account and cannot sign in again', async ({
  page,
}) => {
  const email = uniqueEmail('lgpd');
  await signUpThroughUi(page, email);
  const conversation = page.getByRole('log', { name: 'Conversa com o assistente' });
  await expect(conversation).toContainText('Olá! Eu sou o assistente do Legado');
  const willId = new URL(page.url()).searchParams.get('id');
  await page
    .getByRole('group', { name: 'Respostas rápidas' })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expect(conversation).toContainText('Qual é o seu nome completo');

  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Meus dados' })
    .click();
  await expect(page).toHaveURL(/\/meus-dados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  await expect(page.getByText('O que guardamos')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^legado-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    account: { email: string };
    testaments: { id: string; chat_messages: { role: string; content: string }[] }[];
  };
  expect(exported.account.email).toBe(email);
  expect(exported.testaments.map((will) => will.id)).toEqual([willId]);
  expect(exported.testaments[0]!.chat_messages).toContainEqual(
    expect.objectContaining({ role: 'user', content: 'Sim' }),
  );

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta para sempre?' });
  await expect(dialog).toContainText('testamento que você já imprimiu e assinou');
  await dialog.getByLabel('Sua senha').fill('senha-errada-1');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Senha incorreta.');

  await dialog.getByLabel('Sua senha').fill(strongPassword);
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Conta excluída', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect((await page.request.get('/api/auth/token')).status()).toBe(401);

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('E-mail ou senha incorretos.');
  await expect(page).toHaveURL(/\/login/);
});

test('the signed-in header and Meus dados fit a 360 px phone without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughUi(page, uniqueEmail('lgpd.celular'));
  // Let the new will settle first, as a person reading the greeting would.
  await expect(page).toHaveURL(/\/chat\?id=/);
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('link', { name: 'Meus dados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  for (const name of ['Testamento', 'Meus dados']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(nav.getByRole('button', { name: 'Sair' })).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
