import { expect, type Page } from '@playwright/test';
import { confirmationPathFromOutbox, waitForOutbox } from './outbox.ts';

let counter = 0;

/** A fresh e-mail per call, so tests never collide on the shared server. */
export function uniqueEmail(prefix = 'pessoa'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@exemplo.com`;
}

export const strongPassword = 'girassol-azul-42';

/**
 * Creates an account through the /login page, then opens the confirmation link e-mailed to the
 * address (the outbox of the test server), as the person would, and waits until the app moved on.
 * Each person comes from their own address (X-Forwarded-For, trusted by the suite's server), so
 * the suite can create more accounts than one address may in 15 minutes.
 */
export async function signUpThroughUi(
  page: Page,
  email: string,
  password = strongPassword,
): Promise<void> {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.16.${counter % 250}.${(counter * 7) % 250}`,
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.getByLabel('Nome completo').fill('Maria José da Silva');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
  await expect(page.getByRole('status')).toContainText('Confirme seu e-mail');
  const dataDir = process.env.E2E_DATA_DIR!;
  await page.goto(`${await confirmationPathFromOutbox(dataDir, email)}&callbackURL=%2Fchat`);
  await expect(page).toHaveURL(/\/chat/);
}

/** The reset link in the newest outbox e-mail sent to this address. */
export function resetLinkFromOutbox(email: string): Promise<string> {
  return waitForOutbox(
    process.env.E2E_DATA_DIR!,
    email,
    /(http\S+\/redefinir-senha\?token=[A-Za-z0-9_-]+)/,
  );
}
