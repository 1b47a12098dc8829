import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { ordering } from '../../test/ordering.ts';

/**
 * On PostgreSQL an order's statements are named prepared statements (db/prepared.ts): unnamed, PostgreSQL parsed
 * and planned each on every order. Counted at node-postgres's Client.query, which every pooled statement goes through.
 */
describe.skipIf(!process.env.DATABASE_URL)('placing an order on PostgreSQL', () => {
  let t: TestApp;
  let o: ReturnType<typeof ordering>;
  let buyer: Buyer;

  beforeAll(async () => {
    t = await createTestApp();
    o = ordering(t);
    buyer = (await makeBuyers(t, 1))[0]!;
  });
  afterAll(() => t.close());

  it('sends every statement but begin and commit as a named prepared statement, the same names each time', async () => {
    const sent: { text: string; name?: string }[] = [];
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    const namesOfAnOrder = async () => {
      const g = await o.plainGoods();
      const line = await o.addLine(buyer.headers, g.id, 1);
      sent.length = 0;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const config = args[0];
        sent.push(typeof config === 'string' ? { text: config } : (config as { text: string; name?: string }));
        return query.apply(this, args);
      } as typeof pg.Client.prototype.query;
      try {
        const res = await o.placeOrder(buyer.headers, { ids: [line], address_id: buyer.addressId });
        expect(res.json().code).toBe(10000);
      } finally {
        pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
      }
      const unnamed = sent.filter((s) => !s.name).map((s) => s.text.trim().toLowerCase());
      expect(unnamed).toEqual(['begin', 'commit']);
      return sent.flatMap((s) => (s.name ? [s.name] : []));
    };
    const first = await namesOfAnOrder();
    expect(first.length).toBeGreaterThanOrEqual(4);
    expect(await namesOfAnOrder()).toEqual(first);
  });
});
