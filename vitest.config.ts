import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['modules/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.ts', 'admin-console/src/**/*.test.ts', 'test/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts', 'modules/**/*.int.test.ts'],
          globalSetup: ['test/support/database.global-setup.ts', 'test/support/compiled-server.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time, each worker on its own database: most of a file's time is spent
          // waiting on PostgreSQL and sockets, so two share the machine's two cores well. `npm test`
          // runs one at a time beside the browser tests (scripts/ci/vitest-side-by-side.mjs).
          maxWorkers: Number(process.env.VITEST_INTEGRATION_WORKERS ?? 2),
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/support/database.global-setup.ts', 'test/e2e/support/server.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page redrawn after a reload or a server-side charge can take over a second on a busy
          // two-core machine: polls wait up to 10 s (they return as soon as the page is right).
          expect: { poll: { timeout: 10_000 } },
          // One browser at a time: the machines have two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
