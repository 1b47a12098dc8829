import { sql } from 'drizzle-orm';
import { OrderRefusal } from '@store/shared/codes';
import type { Db } from '../../apps/server/src/db/client.ts';
import type { Buyer } from '../../apps/server/src/test/buyers.ts';
import { cpuMeter, withChildren } from './cpu.ts';
import { jsonClient } from './http-client.ts';
import { statsOf, type PressedAgain } from '../flash-sale-report.ts';

/** Steps of bench/flash-sale.ts beside the rush itself: the late buyers pressing again, and the machine's floor. */

type Client = Pick<ReturnType<typeof jsonClient>, 'send'>;

/**
 * After the sale: every buyer who got nothing presses 加入购物车 once more, all at once, as a rush's late buyers
 * do. Answers how long until the last was answered, and the store's CPU and the statements per request: a sale
 * the store has seen sold out is answered from its memory (cart/sold-out.ts).
 */
export async function pressAgain(
  client: Client,
  late: Buyer[],
  { goodsId, saleId }: { goodsId: number; saleId: number },
  { db, storePid }: { db: Db; storePid: number },
): Promise<PressedAgain> {
  await db.execute(sql`select pg_stat_statements_reset()`);
  const storeCpu = cpuMeter(withChildren(storePid));
  const started = performance.now();
  const times = await Promise.all(
    late.map(async (buyer) => {
      const t0 = performance.now();
      const res = await client.send('POST', '/api/cart', buyer.headers, {
        params: [{ goods_id: goodsId, number: 1, ck_id: saleId, type: 1 }],
      });
      const json = res.json as { code: number; msg: string };
      // Refused as the sale's (697): sold out, or over the buyer's limit for one whose line is still in the cart.
      if (json.code !== OrderRefusal.FLASH_SALE_REFUSED.code)
        throw new Error(`pressed again: ${json.code} ${json.msg}`);
      return performance.now() - t0;
    }),
  );
  const ms = performance.now() - started;
  const cpu = storeCpu();
  const [{ statements }] = (
    await db.execute(
      sql`select coalesce(sum(calls), 0)::int as statements from pg_stat_statements where query not like '%pg_stat_statements%'`,
    )
  ).rows as { statements: number }[];
  return { stats: statsOf(times), ms, storeCpuMs: (cpu * 1000) / late.length, statements: statements / late.length };
}

/**
 * The rush's floor on this machine: as many clients, released at once, each sending three requests in turn to
 * the bare route (in its own process, like the store). What the machine, the connections and this client
 * cost before the store does any work of its own.
 */
export async function bareRush(bareUrl: string, clients: number) {
  const client = jsonClient(bareUrl);
  const times = await Promise.all(
    Array.from({ length: clients }, async () => {
      const t0 = performance.now();
      for (let step = 0; step < 3; step++) await client.send('GET', '/bare', {});
      return performance.now() - t0;
    }),
  );
  client.close();
  return statsOf(times);
}
