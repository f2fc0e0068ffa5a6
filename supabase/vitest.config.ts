import { configDefaults, defineConfig } from 'vitest/config';

// Three projects: the stack's own unit and module tests, then the conformance and RLS suites twice,
// once on PGlite and once on a throwaway PostgreSQL 15 cluster (docs/architecture.md section 3).
export default defineConfig({
  test: {
    // More files at once than cores: a file spends much of its time waiting on its stack and engine, so
    // with one per core the cores sit partly idle (docs/decisions.md has the measurements).
    maxWorkers: '150%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { test: { name: 'stack', include: ['local/src/**/*.test.ts'] } },
      {
        test: {
          name: 'pglite',
          include: ['tests/**/*.test.ts'],
          // Races between transactions need two connections; PGlite has one.
          exclude: [...configDefaults.exclude, 'tests/postgres/**'],
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'postgres',
          include: ['tests/**/*.test.ts'],
          // The Deno entries' test checks the HTTP layer in Deno; the engine under the stack is irrelevant.
          exclude: [...configDefaults.exclude, 'tests/functions/deno-entries.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
