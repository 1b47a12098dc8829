import type { PickSuggestion } from '@store/shared/api/stock';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { suggestPicks } from '../stock/index.ts';
import { findOrderForOperator, itemsOf } from './repo.ts';

/**
 * The batches each line of an order would ship from, first-expiry-first-out. Here, not in stock/: stock knows
 * batches and orders know their lines, and orders already ship through stock (the other way was a circle).
 */
export async function suggestForOrder(db: Db, orderId: number): Promise<PickSuggestion[]> {
  return db.transaction(async (tx) => {
    const order = await findOrderForOperator(tx, orderId);
    if (!order) throw notFound('订单不存在');
    const items = await itemsOf(tx, [orderId]);
    return suggestPicks(
      tx,
      items.map((item) => ({ id: item.id, goodsId: item.goodsId, name: item.name, number: item.number })),
    );
  });
}
