import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { loginFailures, smsCodes, throttleHits, users } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';

/**
 * Browser-test hooks, registered only when TEST_HOOKS is on (config refuses it in production):
 * - delay every API call whose path starts with a prefix, to show the client's timeout dialog;
 * - age a mobile's SMS codes by a minute, so a test need not sit out the 60 s resend rule (the rule
 *   itself is proven by the API tests);
 * - set a buyer's flags (is_show_youx, is_special, is_can_chat), as an operator's change of them would;
 * - reset also forgets login failures and the per-address SMS / look-up counters, since every spec
 *   talks from 127.0.0.1 and one spec's failures must not throttle the next.
 */
export async function testHookRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const delays = new Map<string, number>();

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/__test/')) return;
    for (const [prefix, ms] of delays) {
      if (request.url.startsWith(prefix)) await new Promise((resolve) => setTimeout(resolve, ms));
    }
  });

  app.post(
    '/api/__test/delay',
    {
      schema: {
        hide: true,
        body: z.strictObject({ path: z.string().startsWith('/api/'), ms: z.coerce.number().int().min(0).max(600_000) }),
      },
    },
    async (request) => {
      const { path, ms } = request.body as { path: string; ms: number };
      delays.set(path, ms);
      return ok({ path, ms });
    },
  );

  app.post(
    '/api/__test/sms/age',
    { schema: { hide: true, body: z.strictObject({ mobile: z.string().regex(/^1[3-9]\d{9}$/) }) } },
    async (request) => {
      const { mobile } = request.body as { mobile: string };
      await db
        .update(smsCodes)
        .set({ createdAt: sql`${smsCodes.createdAt} - interval '61 seconds'` })
        .where(eq(smsCodes.mobile, mobile));
      return ok(null);
    },
  );

  // A buyer's flags of the user state (spec §3: is_show_youx, is_special, is_can_chat), which no screen edits yet.
  app.post(
    '/api/__test/buyer-flags',
    {
      schema: {
        hide: true,
        body: z.strictObject({
          username: z.string().min(1),
          is_show_youx: z.boolean(),
          is_special: z.boolean(),
          is_can_chat: z.boolean().optional(),
        }),
      },
    },
    async (request) => {
      const body = request.body as {
        username: string;
        is_show_youx: boolean;
        is_special: boolean;
        is_can_chat?: boolean;
      };
      const updated = await db
        .update(users)
        .set({ isShowYoux: body.is_show_youx, isSpecial: body.is_special, isCanChat: body.is_can_chat })
        .where(eq(users.username, body.username))
        .returning({ id: users.id });
      return ok({ found: updated.length });
    },
  );

  app.post('/api/__test/reset', { schema: { hide: true } }, async () => {
    delays.clear();
    await db.delete(loginFailures);
    await db.delete(throttleHits);
    return ok(null);
  });
}
