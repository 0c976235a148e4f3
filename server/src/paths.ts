import { fileURLToPath } from 'node:url';

// Both src/paths.ts and the bundled dist/main.js sit one level below server/, so one URL works
// for tsx, vitest and the production bundle alike.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** Folder of the committed SQL migrations (drizzle-kit output). */
export const migrationsFolder = fileURLToPath(new URL('drizzle', `file://${serverRoot}`));

/** Folder of the built web app served by the server. */
export const webDistFolder = fileURLToPath(new URL('../web/dist', `file://${serverRoot}`));
