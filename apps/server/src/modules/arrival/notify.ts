import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { arrivalNotices, goods, messages } from '../../db/schema.ts';

export const ARRIVAL_TITLE = '到货提醒';
export const arrivalText = (name: string, spec: string) => `您关注的「${name} ${spec}」已到货，可以下单了。`;

/**
 * Tells every buyer with an open 到货提醒 on these goods that they are back, in the caller's transaction,
 * right after it raised their stock: every stock-raising path (operator, order cancel, after-sales return)
 * calls this, so no path forgets the buyers. A notice closes (notified_at) in the same UPDATE that picks
 * it, and a second raiser waits on that row and then no longer matches `notified_at IS NULL`: two
 * parallel raises send one message. Goods still at 0 keep their notices open. Answers the messages sent.
 */
export async function notifyArrivals(tx: Tx, goodsIds: readonly number[]): Promise<number> {
  const ids = [...new Set(goodsIds)];
  if (ids.length === 0) return 0;
  const closed = await tx
    .update(arrivalNotices)
    .set({ notifiedAt: sql`now()` })
    .from(goods)
    .where(
      and(
        inArray(arrivalNotices.goodsId, ids),
        isNull(arrivalNotices.notifiedAt),
        eq(goods.id, arrivalNotices.goodsId),
        gt(goods.stock, 0),
      ),
    )
    .returning({ userId: arrivalNotices.userId, name: goods.name, ypgg: goods.ypgg });
  if (closed.length === 0) return 0;
  await tx
    .insert(messages)
    .values(closed.map((n) => ({ userId: n.userId, title: ARRIVAL_TITLE, content: arrivalText(n.name, n.ypgg) })));
  return closed.length;
}
