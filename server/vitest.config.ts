import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/fast-check-seed.ts'],
    // Each integration file boots PGlite (WASM) and runs migrations: give it room on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
