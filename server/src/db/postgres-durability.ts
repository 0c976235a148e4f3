/** The two PostgreSQL settings without which a committed transaction can be lost in a crash. */
export interface DurabilitySettings {
  fsync: string;
  synchronous_commit: string;
}

/** Thrown when PostgreSQL is configured to acknowledge commits it may lose. */
export class UnsafePostgresSettingsError extends Error {
  constructor(readonly settings: (keyof DurabilitySettings)[]) {
    super(
      `O Legado não inicia em produção com o PostgreSQL em ${settings
        .map((name) => `${name} = off`)
        .join(' e ')}: uma queda do servidor poderia apagar testamentos já confirmados. ` +
        `Ligue ${settings.join(' e ')} (on) na configuração do PostgreSQL (postgresql.conf, ` +
        'ALTER SYSTEM, ALTER DATABASE/ROLE … SET ou options na DATABASE_URL).',
    );
    this.name = 'UnsafePostgresSettingsError';
  }
}

/**
 * Which settings make commits unsafe. `synchronous_commit` may be `local`, `remote_write`, … (all
 * wait for the local WAL flush); only `off` acknowledges a commit before it is on disk.
 */
export function unsafeDurabilitySettings(
  settings: DurabilitySettings,
): (keyof DurabilitySettings)[] {
  const unsafe: (keyof DurabilitySettings)[] = [];
  if (settings.fsync.trim().toLowerCase() !== 'on') unsafe.push('fsync');
  if (settings.synchronous_commit.trim().toLowerCase() === 'off') unsafe.push('synchronous_commit');
  return unsafe;
}

/** What the check needs from a connection: `pg.Pool` and `pg.Client` fit. */
export interface SettingsQueryable {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

async function show(client: SettingsQueryable, name: keyof DurabilitySettings): Promise<string> {
  const { rows } = await client.query(`show ${name}`);
  const value = rows[0]?.[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Reads `fsync` and `synchronous_commit` as this connection sees them (server, database, role and
 * connection-string settings included) and throws when either is off.
 */
export async function assertPostgresDurable(client: SettingsQueryable): Promise<void> {
  const settings: DurabilitySettings = {
    fsync: await show(client, 'fsync'),
    synchronous_commit: await show(client, 'synchronous_commit'),
  };
  const unsafe = unsafeDurabilitySettings(settings);
  if (unsafe.length > 0) throw new UnsafePostgresSettingsError(unsafe);
}
