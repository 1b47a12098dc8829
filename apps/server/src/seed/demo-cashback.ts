import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';

/** A 满额返 activity running this year and next, so /hb shows tiers and the demo buyer's progress. */
export async function seedCashback(tx: Tx, now = new Date()): Promise<void> {
  const year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  await tx.insert(t.cashbackActivities).values({
    name: '月度采购满额返',
    startsOn: `${year}-01-01`,
    endsOn: `${year + 1}-12-31`,
    tiers: [
      { threshold_fen: 1_000_000, rate_bp: 100 },
      { threshold_fen: 3_000_000, rate_bp: 200 },
      { threshold_fen: 5_000_000, rate_bp: 300 },
    ],
    reward: 'voucher',
    voucherDays: 90,
    capFen: 500_000,
    settleDays: 7,
  });
}
