import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';
import { growGoods, growToScale } from '../../../../bench/lib/scale-data.ts';

/**
 * The plan shape of the store's key calls (issue #38): on a mid-size catalogue and order book, big enough that the
 * planner prefers an index wherever one serves, every statement a buyer's or the console's call sends is
 * EXPLAINed with its own parameters, and none may read goods, orders, order_items, users or search_terms by a
 * sequential scan. A scan that is cheap here is a scan of a million rows on a national wholesaler's data.
 * PostgreSQL only: its statements are caught where node-postgres sends them (`npm test` runs this file there).
 */
const BIG_TABLES = new Set(['goods', 'orders', 'order_items', 'users', 'search_terms']);

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const seqScansOf = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'] ?? '') ? [node['Relation Name']!] : []),
  ...(node.Plans ?? []).flatMap(seqScansOf),
];

type Statement = { text: string; values: unknown[] };
/** The statements node-postgres sends while `call` runs. */
async function statementsOf(call: () => Promise<unknown>): Promise<Statement[]> {
  const sent: Statement[] = [];
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') sent.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first)
      sent.push({
        text: String(first.text),
        values: Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? []),
      });
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await call();
  } finally {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
  }
  return sent.filter((s) => /^\s*(select|with)\b/i.test(s.text));
}

describe.skipIf(!process.env.DATABASE_URL)('plan shape: no sequential scan of a big table', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let staff: Record<string, string>;
  let explain: (s: Statement) => Promise<PlanNode>;
  let ids: { goods: number; order: number; orderNo: string; category: number };

  beforeAll(async () => {
    t = await createTestApp();
    await growGoods(t.database, 100_000);
    await growToScale(
      t.database,
      { buyers: 5_000, orders: 20_000, linesPerOrder: 3, batches: 5_000, ownOrders: 2_000 },
      () => {},
    );
    buyer = await t.login('buyer');
    staff = await t.loginStaff();
    // The app's own pool (its connections run with jit=off, as the app's do).
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    explain = async ({ text, values }) => {
      const { rows } = await pool.query(`explain (format json) ${text}`, values);
      return ((rows[0] as Record<string, unknown>)['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
    };
    const one = async <T>(query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
    const goods = await one<{ id: number }>(sql`select id from goods where is_listed order by id desc limit 1`);
    const order = await one<{ id: number; order_no: string }>(
      sql`select id, order_no from orders
           where user_id = (select id from users where username = ${DEMO_ACCOUNTS.buyer.username})
           order by id desc limit 1`,
    );
    const category = await one<{ id: number }>(
      sql`select id from categories where tree = 'general' and parent_id is null order by id limit 1`,
    );
    ids = { goods: goods.id, order: order.id, orderNo: order.order_no, category: category.id };
  }, 180_000);
  afterAll(() => t?.close());

  const q = encodeURIComponent;
  const calls: [string, 'visitor' | 'buyer' | 'staff', () => string][] = [
    ['goods list', 'visitor', () => '/api/goods/list'],
    ['goods list, page 200', 'visitor', () => '/api/goods/list?page=200'],
    ['goods list, top category', 'visitor', () => `/api/goods/list?category_id=${ids.category}`],
    ['goods list by sales', 'buyer', () => '/api/goods/list?sort=sales'],
    ['goods list by price', 'buyer', () => '/api/goods/list?sort=price_asc'],
    ['goods list, a common keyword', 'buyer', () => `/api/goods/list?keywords=${q('颗粒')}`],
    ['goods list, a common keyword, page 100', 'buyer', () => `/api/goods/list?keywords=${q('颗粒')}&page=100`],
    ['goods list, initials', 'buyer', () => '/api/goods/list?keywords=gml'],
    ['goods list, a maker', 'buyer', () => `/api/goods/list?type=1&keywords=${q('三九')}`],
    ['suggestions, 1 character', 'visitor', () => `/api/goods/search?type=0&keywords=${q('片')}`],
    ['suggestions, initials', 'visitor', () => '/api/goods/search?type=0&keywords=gml'],
    ['suggestions, a mistyped initial', 'visitor', () => '/api/goods/search?type=0&keywords=gmly'],
    ['suggestions, makers', 'visitor', () => '/api/goods/search?type=1&keywords=hz'],
    ['facets', 'visitor', () => `/api/goods/facets?keywords=${q('感冒')}`],
    ['goods detail', 'buyer', () => `/api/goods/detail/${ids.goods}`],
    ['cart', 'buyer', () => '/api/cart/list'],
    ['my orders', 'buyer', () => '/api/order'],
    ['order detail', 'buyer', () => `/api/order/${ids.order}`],
    ['console orders by order number', 'staff', () => `/api/admin/orders?keywords=${ids.orderNo}`],
    ['console goods', 'staff', () => '/api/admin/goods'],
    ['console goods, a common keyword', 'staff', () => `/api/admin/goods?keywords=${q('颗粒')}`],
    ['console goods, a rare keyword, unlisted', 'staff', () => `/api/admin/goods?listed=0&keywords=${q('规模')}`],
    ['console goods, an approval number', 'staff', () => '/api/admin/goods?keywords=H2099'],
    ['console orders', 'staff', () => '/api/admin/orders'],
    ['console orders by company', 'staff', () => `/api/admin/orders?keywords=${q('规模药房12')}`],
    ['my orders, searched', 'buyer', () => `/api/order?keywords=${q('感冒')}`],
    ['console stock batches', 'staff', () => '/api/admin/stock_batches'],
    ['console dashboard', 'staff', () => '/api/admin/dashboard'],
    ['console buyers', 'staff', () => '/api/admin/buyers'],
    ['console buyers by keyword', 'staff', () => `/api/admin/buyers?keywords=${q('药房1234号')}`],
  ];

  it.each(calls)('%s', async (_name, as, path) => {
    const headers = as === 'buyer' ? buyer : as === 'staff' ? staff : {};
    const statements = await statementsOf(async () => {
      const res = await t.inject({ method: 'GET', url: path(), headers });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    });
    const scans = [];
    for (const statement of statements) {
      const found = seqScansOf(await explain(statement));
      // The statement from its first WHERE: the select list says little about why a table was scanned.
      const text = statement.text.replace(/\s+/g, ' ');
      if (found.length)
        scans.push(
          `${found.join(', ')} ← …${text.slice(Math.max(0, text.indexOf(' where ')), Math.max(0, text.indexOf(' where ')) + 400)}`,
        );
    }
    expect(scans).toEqual([]);
  });
});
