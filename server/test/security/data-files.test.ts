import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { DataDirPermissionsError, prepareDataDir } from '../../src/lib/data-dir.ts';
import { authPost } from '../auth-helpers.ts';
import { createTestApp } from '../test-app.ts';

const origin = 'http://localhost:3999';
const made: string[] = [];

function temporaryParent(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-files-'));
  made.push(parent);
  return parent;
}

/** Every file and folder under `root` with its permission bits, e.g. `f 600 pgdata/PG_VERSION`. */
function modesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const mode = (fs.statSync(full).mode & 0o777).toString(8);
      found.push(`${entry.isDirectory() ? 'd' : 'f'} ${mode} ${path.relative(root, full)}`);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(root);
  return found;
}

afterEach(() => {
  for (const folder of made.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the data folder', () => {
  it('is created readable by its owner only (0700)', () => {
    const dataDir = path.join(temporaryParent(), 'data', 'nested');
    prepareDataDir(dataDir);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('is refused, with the command that fixes it, when the group or others can enter it', () => {
    const dataDir = path.join(temporaryParent(), 'data');
    fs.mkdirSync(dataDir);
    fs.chmodSync(dataDir, 0o755);
    expect(() => prepareDataDir(dataDir)).toThrow(DataDirPermissionsError);
    expect(() => prepareDataDir(dataDir)).toThrow(`chmod 700 ${dataDir}`);
    fs.chmodSync(dataDir, 0o750);
    expect(() => prepareDataDir(dataDir)).toThrow(DataDirPermissionsError);
    fs.chmodSync(dataDir, 0o700);
    expect(() => prepareDataDir(dataDir)).not.toThrow();
  });

  it('holds only owner-only files: database, auth secret, lock and e-mails (0600, folders 0700)', async () => {
    const dataDir = path.join(temporaryParent(), 'data');
    prepareDataDir(dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      // No BETTER_AUTH_SECRET: the development secret is generated into DATA_DIR.
      const { app } = await createTestApp(database, {
        env: { DATA_DIR: dataDir, PUBLIC_URL: origin, BETTER_AUTH_SECRET: '' },
      });
      const email = 'arquivos.privados@exemplo.com';
      const signUp = await authPost(app, origin, '/sign-up/email', {
        name: 'Pessoa Arquivos',
        email,
        password: 'cajueiro-florido-51',
      });
      expect(signUp.statusCode, signUp.body).toBe(200);
      const reset = await authPost(app, origin, '/request-password-reset', {
        email,
        redirectTo: '/redefinir-senha',
      });
      expect(reset.statusCode).toBe(200);
      await app.close();
    } finally {
      await database.close();
    }
    const modes = modesUnder(dataDir);
    expect(modes.some((line) => line.includes('outbox/'))).toBe(true);
    expect(modes.some((line) => line.endsWith('auth-secret'))).toBe(true);
    expect(modes.some((line) => line.includes('pgdata/PG_VERSION'))).toBe(true);
    const open = modes.filter((line) => !/^(f 600|d 700) /.test(line));
    expect(open.slice(0, 10)).toEqual([]);
  });
});

describe('reset links and logs', () => {
  it('never writes a reset link to the log, even in development', async () => {
    const dataDir = path.join(temporaryParent(), 'data');
    prepareDataDir(dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      const { app, logs } = await createTestApp(database, {
        env: { NODE_ENV: 'development', DATA_DIR: dataDir, PUBLIC_URL: origin },
      });
      const email = 'link.fora.do.log@exemplo.com';
      await authPost(app, origin, '/sign-up/email', {
        name: 'Pessoa Log',
        email,
        password: 'cajueiro-florido-52',
      });
      const reset = await authPost(app, origin, '/request-password-reset', {
        email,
        redirectTo: '/redefinir-senha',
      });
      expect(reset.statusCode).toBe(200);
      await app.close();
      const outbox = path.join(dataDir, 'outbox');
      const token = fs
        .readdirSync(outbox)
        .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
        .map((text) => /redefinir-senha\?token=3D([A-Za-z0-9_-]+)/.exec(text)?.[1])
        .find(Boolean);
      expect(token).toBeTruthy();
      // The log says where the e-mail is, never what it holds.
      expect(logs.text).toContain('E-mail salvo em');
      expect(logs.text).not.toContain(token!);
      expect(logs.text).not.toContain('redefinir-senha?token');
    } finally {
      await database.close();
    }
  });
});

describe('NODE_ENV and PUBLIC_URL', () => {
  const secret = 'segredo-de-producao-com-mais-de-32-caracteres';

  it('refuses development or test settings on a public address', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      expect(() => loadConfig({ ...env, PUBLIC_URL: 'https://legado.example.com' })).toThrow(
        ConfigError,
      );
    }
    expect(() => loadConfig({ PUBLIC_URL: 'https://legado.example.com' })).toThrow(
      /NODE_ENV: must be production when PUBLIC_URL is not a local address/,
    );
  });

  it('accepts a public address in production, and loopback addresses anywhere', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: secret,
        PUBLIC_URL: 'https://legado.example.com',
      }).publicUrl,
    ).toBe('https://legado.example.com');
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:4000',
      'http://[::1]:3000',
      'http://app.localhost:3000',
    ]) {
      expect(loadConfig({ PUBLIC_URL: url }).publicUrl).toBe(url);
    }
  });
});
