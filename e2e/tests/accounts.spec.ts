import { expect, test } from '@playwright/test';
import {
  resetLinkFromOutbox,
  signUpThroughUi,
  strongPassword,
  uniqueEmail,
} from '../support/accounts.ts';

test('a person signs up, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('cadastro');
  await signUpThroughUi(page, email);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('E-mail ou senha incorretos.');

  await page.getByLabel('Senha', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/chat/);
});

test('a weak password is refused with the reasons shown in the form', async ({ page }) => {
  await page.goto('/login?modo=criar');
  await page.getByLabel('Nome completo').fill('João Pedro');
  await page.getByLabel('E-mail').fill(uniqueEmail('fraca'));
  await page.getByLabel('Senha', { exact: true }).fill('somenteletras');
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
  await expect(page.getByRole('alert')).toContainText('Escolha uma senha mais forte.');
  await expect(page.getByRole('alert')).toContainText('Misture letras e números.');
});

test('a person resets the password through the e-mailed link and is signed in', async ({
  page,
}) => {
  const email = uniqueEmail('redefinir');
  await signUpThroughUi(page, email);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  await expect(page.getByRole('status')).toContainText('enviamos um link');

  await page.goto(await resetLinkFromOutbox(email));
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-forte-7');
  await page.getByLabel('Repita a nova senha').fill('nova-senha-forte-7');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/chat/);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
});

test('the login form works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type('sem-conta@exemplo.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('qualquer-senha-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('E-mail ou senha incorretos.');
});
