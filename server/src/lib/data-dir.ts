import fs from 'node:fs';
import path from 'node:path';

/** Owner only: DATA_DIR holds the database, the auth secret and e-mails with reset links. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Thrown when DATA_DIR can be read or entered by other users of the machine. */
export class DataDirPermissionsError extends Error {
  constructor(dataDir: string, mode: number) {
    const octal = (mode & 0o777).toString(8).padStart(4, '0');
    super(
      `A pasta de dados ${dataDir} está acessível a outros usuários desta máquina (permissões ` +
        `${octal}). Ela guarda o banco, o segredo de sessão e e-mails com links de redefinição: ` +
        `restrinja-a ao dono com "chmod 700 ${dataDir}" e inicie de novo.`,
    );
    this.name = 'DataDirPermissionsError';
  }
}

/**
 * Creates DATA_DIR owner-only (0700), or checks that an existing one is: a folder that the group
 * or others can enter is refused rather than silently fixed, because its contents may already
 * have been read. New files of this process are created owner-only from now on (umask 077).
 */
export function prepareDataDir(dataDir: string): void {
  process.umask(0o077);
  if (!fs.existsSync(dataDir)) {
    fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    fs.chmodSync(dataDir, PRIVATE_DIR_MODE);
    return;
  }
  const { mode } = fs.statSync(dataDir);
  if ((mode & 0o077) !== 0) throw new DataDirPermissionsError(dataDir, mode);
}

/**
 * Makes every file under `folder` 0600 and every folder 0700. PGlite's file system layer creates
 * its files 0666 whatever the umask; they sit in an owner-only DATA_DIR, so nobody else can reach
 * them, and this takes the extra permissions away whenever the database opens or closes.
 */
export function restrictToOwner(folder: string): void {
  const pending = [folder];
  while (pending.length > 0) {
    const current = pending.pop()!;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      continue; // removed meanwhile
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      try {
        if (entry.isDirectory()) {
          fs.chmodSync(full, PRIVATE_DIR_MODE);
          pending.push(full);
        } else if (entry.isFile() && (fs.statSync(full).mode & 0o077) !== 0) {
          fs.chmodSync(full, PRIVATE_FILE_MODE);
        }
      } catch {
        // A temporary file that PostgreSQL removed between the listing and the chmod.
      }
    }
  }
}
