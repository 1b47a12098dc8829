import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { theRow } from '../../db/rows.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { onlinePaying } from '../../test/online.ts';
import { recharge } from '../../test/orders-fixture.ts';
import { ordering } from '../../test/ordering.ts';
import { handleNotification } from './notify.ts';

/** The database, telling which tables were read straight from it (the trade lookups read outside a transaction). */
function watched(db: Db) {
  const read: string[] = [];
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'select') return Reflect.get(target, key, receiver);
      return (...args: Parameters<Db['select']>) => {
        const builder = target.select(...args);
        return new Proxy(builder, {
          get(b, k) {
            if (k !== 'from') return Reflect.get(b, k);
            return (table: Table) => {
              read.push(getTableName(table));
              return b.from(table);
            };
          },
        });
      };
    },
  });
  return { db: proxy, read };
}

describe('payment notifications go to the order or the top-up their trade number belongs to', () => {
  let t: TestApp;
  let online: ReturnType<typeof onlinePaying>;
  let buyer: Buyer;
  const sandbox = () => online.gateway('sandbox');
  /** A verified sandbox notice, through the function the notify route calls. */
  const notify = (db: Db, outTradeNo: string, amountFen: number, tradeNo = `T-${outTradeNo}`) =>
    handleNotification(db, t.gateways, sandbox(), {
      headers: {},
      rawBody: sandbox().notificationBody({ outTradeNo, amountFen, tradeNo }, 'TRADE_SUCCESS'),
    });

  beforeAll(async () => {
    t = await createTestApp();
    online = onlinePaying(t);
    buyer = theRow(await makeBuyers(t, 1));
    await recharge(t, buyer.id, 1_000_000);
  });
  afterAll(() => t.close());

  it('a trade number no module makes is refused without reading the database', async () => {
    const untouchable = new Proxy({} as Db, {
      get: (_target, key) => {
        throw new Error(`the database was asked for ${String(key)}`);
      },
    });
    for (const outTradeNo of ['XY20261129000001-1', 'RC2026112900000001-1', '2026112900000001', 'cz12']) {
      const result = await notify(untouchable, outTradeNo, 100);
      expect(result.outcome, outTradeNo).toBe('unknown_trade');
      expect(result.answer, outTradeNo).toEqual(sandbox().rejected);
    }
  });

  it('a top-up’s notice (CZ…) is settled by the wallet alone: credited once, no order payment looked up', async () => {
    const asked = (
      await t.inject({
        method: 'POST',
        url: '/api/cash_coupon/userRecharge',
        headers: buyer.headers,
        payload: { amount: '12.34' },
      })
    ).json().data;
    const outTradeNo = online.outTradeNoOf(asked.redirect_url);
    expect(outTradeNo).toMatch(/^CZ\d+$/);
    const first = watched(t.database.db);
    expect(await notify(first.db, outTradeNo, 1234)).toMatchObject({
      outcome: 'paid',
      answer: sandbox().acknowledged,
    });
    expect(first.read).toEqual(['recharges']);
    expect((await notify(t.database.db, outTradeNo, 1234)).outcome).toBe('replay');
    // A top-up number nobody opened is unknown, and still no order payment is asked about.
    const missing = watched(t.database.db);
    expect((await notify(missing.db, 'CZ999999997', 1234)).outcome).toBe('unknown_trade');
    expect(missing.read).toEqual(['recharges']);
  });

  it('an order payment’s notice (order number-n) pays the order, and no top-up is looked up', async () => {
    const order = await ordering(t).orderOne(buyer);
    const started = (await online.pay(buyer.headers, order.id)).json().data;
    const outTradeNo = online.outTradeNoOf(started.redirect_url);
    expect(outTradeNo).toMatch(/^\d{16,}-1$/);
    const paid = watched(t.database.db);
    const fen = Math.round(order.payable_amount * 100);
    expect(await notify(paid.db, outTradeNo, fen)).toMatchObject({ outcome: 'paid', answer: sandbox().acknowledged });
    expect(paid.read).toEqual(['payments']);
    expect(await online.eventsOf(order.id)).toContainEqual(expect.stringMatching(/^在线支付成功/));
    const missing = watched(t.database.db);
    expect((await notify(missing.db, '2026010199999999-1', fen)).outcome).toBe('unknown_trade');
    expect(missing.read).toEqual(['payments']);
  });
});
