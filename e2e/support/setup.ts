// Per spec file (vitest setupFiles): after each test, screenshot open pages if it failed, close the
// contexts and reset the server's test hooks. The worker's Chromium stays for its next file (harness.ts).
import { afterEach } from 'vitest';
import { closeContexts, reportFailure } from './harness.ts';
import { testHook } from './server-hooks.ts';

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await reportFailure(ctx.task.name);
  await closeContexts();
  await testHook.reset();
});
