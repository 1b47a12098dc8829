import { expect } from 'vitest';
import * as schema from '../db/schema.ts';
import { theRow } from '../db/rows.ts';
import type { TestApp } from './harness.ts';

/** A calendar day on the store's clock, `days` from today. */
export const storeDay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A goods of its own, batch-tracked from its first delivery: each [batch number, days to expiry, quantity]
 * is received through the warehouse's API (so its sellable stock follows from them).
 */
export async function trackedGoods(
  t: TestApp,
  warehouse: Record<string, string>,
  name: string,
  batches: [string, number, number][],
): Promise<number> {
  const { id } = theRow(
    await t.database.db
      .insert(schema.goods)
      .values({
        name,
        sccj: '测试制药有限公司',
        ypgg: '0.25g*24粒',
        bzdw: '盒',
        approvalNumber: '国药准字H20260001',
        basePriceFen: 1250,
        stock: 0,
      })
      .returning({ id: schema.goods.id }),
  );
  for (const [batch, days, quantity] of batches) {
    const res = await t.inject({
      method: 'POST',
      url: `/api/admin/goods/${id}/batches`,
      headers: warehouse,
      payload: { batch_number: batch, expiry_date: storeDay(days), quantity },
    });
    expect(res.json().code).toBe(10000);
  }
  return id;
}
