/**
 * The server under test, from a spec's side: its test hooks (TEST_HOOKS=1; slow an API down,
 * reset) and the SMS codes its development provider printed to this run's server.log.
 * setup.ts resets the hooks after each test.
 *
 *   import { lastSmsCode, testHook } from './support/server-hooks.ts';
 */
import { join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

const baseUrl: string = inject('baseUrl');
const artifactsDir: string = inject('artifactsDir');

async function hook(path: string, payload: Record<string, unknown> = {}): Promise<void> {
  const res = await fetch(`${baseUrl}/api/__test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(payload),
  });
  const text = await res.text();
  let code: unknown;
  try {
    code = JSON.parse(text).code;
  } catch {
    /* plain answer */
  }
  if (!res.ok || (code !== undefined && code !== 10000)) {
    throw new Error(
      `test hook ${path} failed: HTTP ${res.status} ${text.slice(0, 300)} (server started with TEST_HOOKS=1?)`,
    );
  }
}

/** Server-side test hooks (only when the server runs with TEST_HOOKS=1, never in production). */
export const testHook = {
  /** Delay every API request whose path starts with `pathPrefix` by `ms` milliseconds. */
  delay: (pathPrefix: string, ms: number) => hook('delay', { path: pathPrefix, ms }),
  /**
   * Set a buyer's flags of the user state (is_show_youx opens the /yx zone's menu, is_special the /zyyp zone's,
   * is_can_chat the chat window; left out, is_can_chat stays).
   */
  buyerFlags: (username: string, flags: { is_show_youx: boolean; is_special: boolean; is_can_chat?: boolean }) =>
    hook('buyer-flags', { username, ...flags }),
  /** Remove all delays, login failures and per-address SMS / look-up counters. */
  reset: () => hook('reset'),
};

/** Every SMS code the development SMS provider printed for `mobile` (`[sms] <mobile> <code>` in this run's server.log). */
export function smsCodes(mobile: string): string[] {
  const logPath = join(artifactsDir || '.', 'server.log');
  if (!existsSync(logPath)) return [];
  const line = new RegExp(`^\\[sms\\] ${mobile} (\\d{6})$`, 'gm');
  return [...readFileSync(logPath, 'utf8').matchAll(line)].map((m) => m[1] ?? '');
}

/**
 * The last SMS code sent to `mobile`, once more than `seen` codes went to it (the log is written a moment after
 * the server prints, and a click on 获取验证码 first has to reach the server): checks every 100 ms until the code
 * is there; the 15 s deadline only turns a code that never comes into a readable failure.
 */
export async function lastSmsCode(mobile: string, seen = 0): Promise<string> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const codes = smsCodes(mobile);
    const last = codes.at(-1);
    if (codes.length > seen && last) return last;
  }
  throw new Error(`no SMS code for ${mobile} in the server log after ${seen} earlier ones`);
}
