import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  it('refuses a second holder while the first is alive', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-lock-'));
    // The parent process stands in for "another live server" holding the folder.
    fs.writeFileSync(path.join(dir, 'legado.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/já está em uso/);
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-lock-'));
    fs.writeFileSync(path.join(dir, 'legado.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'legado.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'legado.lock'))).toBe(false);
  });
});
