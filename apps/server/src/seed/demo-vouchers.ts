import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { grantVoucher } from '../modules/vouchers/ledger.ts';

const DAY_MS = 86_400_000;

/**
 * The demo buyer's 购物金, granted through the ledger like any voucher (so /xjq shows them with their grant rows),
 * and one running recharge offer (充5000送100) for the balance page.
 */
export async function seedDemoVouchers(tx: Tx, buyerId: number) {
  const now = Date.now();
  await grantVoucher(tx, {
    userId: buyerId,
    amountFen: 5_000,
    source: 'seed',
    sourceId: 'demo-welcome',
    expiresAt: new Date(now + 90 * DAY_MS),
    remark: '新店开业礼金',
  });
  await grantVoucher(tx, {
    userId: buyerId,
    amountFen: 2_000,
    source: 'seed',
    sourceId: 'demo-compensation',
    expiresAt: new Date(now + 30 * DAY_MS),
    remark: '物流延误补偿',
  });
  await tx.insert(t.rechargeOffers).values({
    name: '充5000送100',
    thresholdFen: 500_000,
    bonusFen: 10_000,
    validityDays: 90,
    startsAt: new Date(now - DAY_MS),
    endsAt: new Date(now + 365 * DAY_MS),
  });
}
