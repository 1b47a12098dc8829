import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: one built server (global setup) + one shared Chromium; spec files run one at a time.
// How to write and run them: see the top of e2e/support/harness.ts.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  root,
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for a state; its 1 s default is a guess about machine speed that a busy 2-core
    // machine loses (four specs failed that way with other work running). Polls end as soon as the state
    // is reached, so a generous deadline costs nothing when the machine is quiet.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
