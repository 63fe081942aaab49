import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests beside the code, and API integration tests (`*.int.test.ts`)
// that run against a real migrated database (PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set — see scripts/test-pg.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // A file's first test may load a grader model; CI runs suites side by side on 2 cores.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/*/src/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Files build their own app on their own database, and nothing is mocked: reusing the
          // imported server between files saves most of the suite's time.
          isolate: false,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
