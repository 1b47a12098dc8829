import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as schema from '../db/schema.ts';
import { theRow } from '../db/rows.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { userIdOf } from './orders-fixture.ts';
import { trackedGoods } from './batch-goods.ts';

type Headers = Record<string, string>;

/**
 * What the console-orders test files (admin-orders, admin-queues) share: one app, the staff who work the
 * order queues logged in, the demo buyer, and the requests and rows their cases read. Call it inside the
 * describe: it registers the beforeAll that fills `t`, the sessions and `buyerId`, and the afterAll that
 * closes the app. Those values exist only once beforeAll ran, so read them as `fx.t`, `fx.admin`…;
 * the helpers may be destructured at once.
 */
/** Filled by the fixture's beforeAll. */
type Sessions = {
  t: TestApp;
  admin: Headers;
  warehouse: Headers;
  finance: Headers;
  service: Headers;
  buyerId: number;
};

export function consoleOrdersFixture() {
  const fx = {} as Sessions;
  const helpers = {
    get: (url: string, headers = fx.admin) => fx.t.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object, headers = fx.admin) => fx.t.inject({ method: 'POST', url, headers, payload }),
    audit: (action: string, objectId: number) =>
      fx.t.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.objectId, String(objectId)))),
    tracked: (name: string, batches: [string, number, number][]) => trackedGoods(fx.t, fx.warehouse, name, batches),
    orderRow: async (id: number) =>
      theRow(await fx.t.database.db.select().from(schema.orders).where(eq(schema.orders.id, id))),
    itemsOf: (orderId: number) =>
      fx.t.database.db
        .select()
        .from(schema.orderItems)
        .where(eq(schema.orderItems.orderId, orderId))
        .orderBy(schema.orderItems.id),
  };

  beforeAll(async () => {
    fx.t = await createTestApp();
    [fx.admin, fx.warehouse, fx.finance, fx.service] = await Promise.all([
      fx.t.loginStaff('admin'),
      fx.t.loginStaff('warehouse'),
      fx.t.loginStaff('finance'),
      fx.t.loginStaff('service'),
    ]);
    fx.buyerId = await userIdOf(fx.t, 'buyer');
  });
  afterAll(() => fx.t.close());

  // The same object beforeAll fills, so `fx.t` read inside a case is the app, not undefined.
  return Object.assign(fx, helpers);
}
