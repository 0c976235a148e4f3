import { buildApp } from './app.ts';
import { ConfigError, isLoopbackHost, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { UnsafePostgresSettingsError } from './db/postgres-durability.ts';
import {
  closeWillPdfRenderer,
  warmUpWillPdfRenderer,
} from './features/documents/render-will-pdf.ts';
import { DataDirPermissionsError, prepareDataDir } from './lib/data-dir.ts';
import { webDistFolder } from './paths.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  prepareDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, requireDurable: config.env === 'production' }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const app = await buildApp(config, {
    database,
    webDist: webDistFolder,
    // The PDF renderer process (React, react-pdf, fonts) starts when a will is ready to be
    // confirmed, so its start-up is paid before "Gerar PDF"; it stops again after 5 idle minutes.
    onWillReady: () => {
      warmUpWillPdfRenderer().catch((error: unknown) =>
        app.log.warn({ err: error }, 'PDF renderer warm-up failed'),
      );
    },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // app.close() stops accepting, lets in-flight requests finish, then the database closes.
    app
      .close()
      .then(() => Promise.all([database.close(), closeWillPdfRenderer()]))
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.log.info(`Legado em ${config.publicUrl} (banco: ${database.kind})`);
  // A PUBLIC_URL off this machine needs production (config.ts); listening beyond it in
  // development is allowed, but said loudly.
  if (config.env !== 'production' && !isLoopbackHost(config.host)) {
    app.log.warn(
      `ATENÇÃO: modo ${config.env} aceitando conexões de outras máquinas (HOST=${config.host}). ` +
        'Para uso real, defina NODE_ENV=production e BETTER_AUTH_SECRET.',
    );
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirPermissionsError ||
    error instanceof UnsafePostgresSettingsError
  ) {
    console.error(error.message);
  } else {
    console.error('Falha ao iniciar o Legado:', error);
  }
  process.exit(1);
});
