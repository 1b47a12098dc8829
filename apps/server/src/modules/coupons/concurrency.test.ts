// @pglite: concurrency suite (one connection on PGlite)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WalletRefusal } from '@store/shared/codes';
import { couponClaims, coupons, userCoupons } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { sweepExpiredCoupons } from './service.ts';

// Run on PostgreSQL too (node scripts/test.mjs --only pg apps/server/src/modules/coupons), where the
// requests really overlap; on PGlite they queue on its one connection and the answers must be the same.
describe('claiming coupons at once', () => {
  let t: TestApp;
  let buyers: Buyer[];
  let marketing: Record<string, string>;
  const receive = (id: number, buyer: Buyer) =>
    t.inject({ method: 'POST', url: '/api/coupon/receive', headers: buyer.headers, payload: { id } });
  const create = async (body: Record<string, unknown>) =>
    (
      await t.inject({
        method: 'POST',
        url: '/api/admin/coupons',
        headers: marketing,
        payload: { type: 1, amount: '5', min_amount: '50', valid_kind: 'days', valid_days: 30, in_centre: 1, ...body },
      })
    ).json().data as { id: number };

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20' });
    marketing = await t.loginStaff('marketing');
    buyers = await makeBuyers(t, 50);
  });
  afterAll(() => t.close());

  it('50 buyers claim the last 10 at once: exactly 10 get one, the count never passes the total', async () => {
    const { id } = await create({ name: '最后十张', total_quantity: 60 });
    await t.database.db.update(coupons).set({ claimedCount: 50 }).where(eq(coupons.id, id));
    const answers = await Promise.all(buyers.map((b) => receive(id, b)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 10000)).toHaveLength(10);
    expect(codes.filter((c) => c !== 10000).every((c) => c === WalletRefusal.COUPON_SOLD_OUT.code)).toBe(true);
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    const after = theRow(await t.database.db.select().from(coupons).where(eq(coupons.id, id)));
    expect(after.claimedCount).toBe(60);
    const issued = await t.database.db.select().from(userCoupons).where(eq(userCoupons.couponId, id));
    expect(issued).toHaveLength(10);
    // A refused buyer's limit row was rolled back with the refusal: nobody holds a claim without a coupon.
    const claims = await t.database.db.select().from(couponClaims).where(eq(couponClaims.couponId, id));
    expect(claims.map((c) => c.userId).sort()).toEqual(issued.map((c) => c.userId).sort());
  });

  it('one buyer double-clicks (and more) with a limit of 1: one coupon; with a limit of 2: two', async () => {
    const buyer = buyers[0]!;
    for (const limit of [1, 2]) {
      const { id } = await create({ name: `每人限${limit}`, total_quantity: 100, per_user_limit: limit });
      const answers = await Promise.all(Array.from({ length: 8 }, () => receive(id, buyer)));
      const codes = answers.map((r) => r.json().code);
      expect(codes.filter((c) => c === 10000)).toHaveLength(limit);
      expect(codes.filter((c) => c !== 10000).every((c) => c === WalletRefusal.COUPON_LIMIT_REACHED.code)).toBe(true);
      const mine = await t.database.db
        .select()
        .from(userCoupons)
        .where(sql`${userCoupons.couponId} = ${id} and ${userCoupons.userId} = ${buyer.id}`);
      expect(mine).toHaveLength(limit);
      const template = theRow(await t.database.db.select().from(coupons).where(eq(coupons.id, id)));
      expect(template.claimedCount).toBe(limit);
    }
  });

  it('two expiry sweeps at once mark every expired coupon exactly once', async () => {
    const { id } = await create({ name: '过期批量', total_quantity: 100 });
    await Promise.all(buyers.slice(0, 30).map((b) => receive(id, b)));
    await t.database.db
      .update(userCoupons)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(userCoupons.couponId, id));
    const marked = await Promise.all([sweepExpiredCoupons(t.database.db, 7), sweepExpiredCoupons(t.database.db, 7)]);
    // Other tests' coupons may expire too; these 30 are each marked once, by one of the two.
    expect(marked[0]! + marked[1]!).toBeGreaterThanOrEqual(30);
    const rows = await t.database.db.select().from(userCoupons).where(eq(userCoupons.couponId, id));
    expect(rows.every((r) => r.status === 2)).toBe(true);
    expect(await sweepExpiredCoupons(t.database.db)).toBe(0);
  });
});
