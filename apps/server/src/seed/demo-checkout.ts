import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { theRow } from '../db/rows.ts';

const DAY = 86_400_000;

/** What the demo buyer needs to check out: a default delivery address and a few coupons of each kind. */
export async function seedCheckout(tx: Tx): Promise<void> {
  const buyer = theRow(
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, DEMO_ACCOUNTS.buyer.username)),
  );
  await tx.insert(t.addresses).values({
    userId: buyer.id,
    consignee: '王芳',
    mobile: DEMO_ACCOUNTS.buyer.mobile,
    regionCode: '330106',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路 90 号 康宁大药房 收货部',
    isDefault: true,
  });
  const coupons = await tx
    .insert(t.coupons)
    .values([
      // Grant-only templates (not in the centre): one each in the demo buyer's wallet.
      { name: '满500减20', amountFen: 2_000, minAmountFen: 50_000, type: 1, claimedCount: 1 },
      { name: '满2000减100', amountFen: 10_000, minAmountFen: 200_000, type: 1, claimedCount: 1 },
      { name: '运费券 ¥10', amountFen: 1_000, minAmountFen: 0, type: 2, claimedCount: 1 },
    ])
    .returning({ id: t.coupons.id });
  const now = Date.now();
  await tx.insert(t.userCoupons).values(
    coupons.map((c, i) => ({
      userId: buyer.id,
      couponId: c.id,
      source: 'grant',
      startsAt: new Date(now - DAY),
      expiresAt: new Date(now + (30 + i * 15) * DAY),
    })),
  );
}
