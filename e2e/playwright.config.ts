import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, resolveChromiumPath } from './support/browser.ts';
import { freePort } from './support/free-port.ts';

// Computed once in the runner; workers inherit these through the environment.
process.env.E2E_PORT ??= String(freePort());
// The local OpenID Connect provider standing in for Google (support/oidc-server.mjs).
process.env.E2E_OIDC_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'legado-e2e-'));
process.env.CHROMIUM_PATH ??= resolveChromiumPath();

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
const googleClient = { id: 'legado-e2e', secret: 'segredo-local-do-e2e' };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  forbidOnly: true,
  use: {
    baseURL,
    locale: 'pt-BR',
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // Started first: the Legado server reads its discovery document at start-up.
      command: 'node e2e/support/oidc-server.mjs',
      cwd: '..',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        OIDC_PORT: String(process.env.E2E_OIDC_PORT),
        OIDC_CLIENT_ID: googleClient.id,
        OIDC_CLIENT_SECRET: googleClient.secret,
        OIDC_REDIRECT_URI: `${baseURL}/api/auth/callback/google`,
      },
    },
    {
      command:
        'node --max-semi-space-size=8 --heap-growing-percent=25 --liftoff-only server/dist/main.js',
      cwd: '..',
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Each account the suite creates comes from its own address (support/accounts.ts), as
        // people do; the sign-up limit (20 per address per 15 minutes) stays as in production.
        TRUST_PROXY: '1',
        GOOGLE_CLIENT_ID: googleClient.id,
        GOOGLE_CLIENT_SECRET: googleClient.secret,
        GOOGLE_DISCOVERY_URL: `${oidcIssuer}/.well-known/openid-configuration`,
      },
    },
  ],
});
