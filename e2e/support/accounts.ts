import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A fresh e-mail per call, so tests never collide on the shared server. */
export function uniqueEmail(prefix = 'pessoa'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@exemplo.com`;
}

export const strongPassword = 'girassol-azul-42';

/**
 * Creates an account through the /login page and waits until the app moved on. Each person
 * comes from their own address (X-Forwarded-For, trusted by the suite's server), so the suite
 * can create more accounts than one address may in 15 minutes.
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
  await expect(page).toHaveURL(/\/chat/);
}

/** The reset link in the newest outbox e-mail sent to this address. */
export function resetLinkFromOutbox(email: string): string {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const messages = fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) =>
      fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
  const message = messages.find((text) => text.includes(email));
  const link = message
    ? /(http\S+\/redefinir-senha\?token=[A-Za-z0-9_-]+)/.exec(message)?.[1]
    : undefined;
  if (!link) throw new Error(`no reset e-mail for ${email}`);
  return link;
}
