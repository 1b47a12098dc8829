import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects; `npm test` (scripts/test.mjs) runs both on PGlite, then `api` again on PostgreSQL
// (DATABASE_URL set to a throwaway cluster). Browser tests have their own config: e2e/vitest.config.ts.
//   npx vitest run --project unit
//   npx vitest run --project api                      (PGlite)
//   DATABASE_URL=postgres://… npx vitest run --project api
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is a single worker on a 2-core machine while the main process idles.
    // Set at the root: projects with different maxWorkers would each need their own sequence.groupOrder.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Each API test file opens its own database, so files run in parallel (see maxWorkers above).
          fileParallelism: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
