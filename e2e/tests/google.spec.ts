import { expect, test } from '@playwright/test';

// The Legado server under test is configured with the local OpenID Connect provider of
// support/oidc-server.mjs as "Google" (see playwright.config.ts): nothing reaches the internet.
const googleAccount = { email: 'maria.google@exemplo.com', name: 'Maria Google' };

test('a person signs in with Google through the provider and lands on /chat', async ({ page }) => {
  const oidcOrigin = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
  await page.goto('/login');
  const googleButton = page.getByRole('button', { name: 'Entrar com o Google' });
  await expect(googleButton).toBeVisible();
  await googleButton.click();

  // The provider's own page, on its own origin.
  await expect(page).toHaveURL((url) => url.origin === oidcOrigin);
  await expect(page.getByText(googleAccount.email)).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/chat/);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

  // The session is the provider's account, with its verified e-mail and name.
  const session = await page.request.get('/api/auth/get-session');
  expect(session.ok()).toBe(true);
  expect(await session.json()).toMatchObject({
    user: { email: googleAccount.email, name: googleAccount.name, emailVerified: true },
  });
});

test('a person who cancels at Google is back on /login with an explanation', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com o Google' }).click();
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await expect(page).toHaveURL(/\/login\?erro=google/);
  await expect(page.getByRole('alert')).toContainText(
    'Não foi possível entrar com o Google agora.',
  );
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
});
