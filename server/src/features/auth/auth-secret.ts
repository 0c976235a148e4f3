import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/data-dir.ts';

/**
 * BETTER_AUTH_SECRET when set (required in production); otherwise a secret generated once and
 * kept in DATA_DIR, so development sessions survive restarts without any setup.
 */
export function resolveAuthSecret(config: Pick<Config, 'authSecret' | 'dataDir'>): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not created yet.
  }
  fs.mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(32).toString('base64url');
  // Write then rename: a kill during the first start never leaves an empty secret behind.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, secret, { mode: PRIVATE_FILE_MODE });
  fs.renameSync(temporary, file);
  return secret;
}
