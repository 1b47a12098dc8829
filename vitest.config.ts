import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverTestPhases } from './scripts/test-phases.mjs';

// Three projects (docs/decisions/002-test-phases.md); `npm test` (scripts/test.mjs) runs `unit` and
// `api-pglite` on PGlite, then `api` on PostgreSQL (DATABASE_URL set to a throwaway cluster). Which server
// test file goes where is a rule, not a list: scripts/test-phases.mjs. Browser tests: e2e/vitest.config.ts.
//   npx vitest run --project unit
//   npx vitest run --project api <file>               (any API file, on PGlite)
//   npx vitest run --project api-pglite               (the engine-sensitive set, on PGlite)
//   DATABASE_URL=postgres://… npx vitest run --project api
const server = serverTestPhases();

/** API test files share a worker process: no per-file module reload (see the ADR for what that asks of modules). */
const apiProject = (name: string, include: string[]) => ({
  test: {
    name,
    include,
    environment: 'node',
    pool: 'forks' as const,
    // Each API test file opens its own database, so files run in parallel (see maxWorkers above).
    fileParallelism: true,
    // One module graph a worker: the server's modules, PGlite's compiled WebAssembly and the template's
    // bytes load once a worker instead of once a file (module-level state is keyed by database).
    isolate: false,
    // The seeded template is built once, before any worker starts (workers only copy it).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // Cheap password hashes in the tests' own process (lib/password.ts says why; the template's are cheap too).
    setupFiles: ['apps/server/src/test/cheap-passwords.ts'],
    testTimeout: 30_000,
    // Limits catch a hang; a loaded machine (seven runs on two cores) takes a minute to open an app.
    hookTimeout: 120_000,
  },
});

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
            'packages/ui/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.mjs',
            // Server test files that cannot open a database (worker threads, payment signatures, parsers).
            ...server.unit,
          ],
          environment: 'node',
          // The server's worker-thread tests (table reads, time limits) take seconds on a loaded machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      apiProject('api', server.api),
      apiProject('api-pglite', server.pglite),
    ],
  },
});
