// @pglite: query plans (PGlite plans as PostgreSQL 17; the cluster may be an older PostgreSQL)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { LineType } from '@store/shared/orders';
import { cartItems, combinations, flashSales, goods, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { theRow } from '../../db/rows.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readFlashLine } from './line-checks.ts';

// Issue #38: at ~1M order lines the cart list took 99 ms (p50), most of it sequential scans of order_items for
// what a buyer bought of a flash sale and how many of a package were sold. These tests read the plans PostgreSQL
// (or PGlite) makes for the statements the cart sends, over enough order lines that a scan would be chosen.

const ORDERS = 5_000;
const LINES_PER_ORDER = 8;

type Statement = { text: string; params: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
};

/** Every statement sent through the driver's client while `run` runs (the pool's or PGlite's `query`). */
async function statementsOf(t: TestApp, run: () => Promise<unknown>): Promise<Statement[]> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  const seen: Statement[] = [];
  client.query = (first: unknown, params?: unknown, ...rest: unknown[]) => {
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    seen.push({ text, params: (params as unknown[] | undefined) ?? [] });
    return query.call(client, first, params, ...rest);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return seen;
}

/** A literal for EXECUTE's arguments (the statements bind numbers, dates as text and int[] as '{1,2}'). */
const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/**
 * The plan of `statement` as its values make it (custom) and as a prepared statement may settle on after its
 * fifth call (generic: made without the values), on one connection.
 */
async function plansOf(t: TestApp, statement: Statement): Promise<PlanNode[]> {
  const run = async (query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) => {
    const planOf = (rows: Record<string, unknown>[]) => {
      const cell = rows[0]!['QUERY PLAN'];
      return (typeof cell === 'string' ? JSON.parse(cell) : cell)[0].Plan as PlanNode;
    };
    const args = statement.params.map(literal).join(', ');
    const execute = `explain (format json) execute cart_plan_probe${args ? `(${args})` : ''}`;
    await query(`prepare cart_plan_probe as ${statement.text}`);
    try {
      await query('set plan_cache_mode = force_custom_plan');
      const custom = planOf((await query(execute)).rows);
      await query('set plan_cache_mode = force_generic_plan');
      const generic = planOf((await query(execute)).rows);
      return [custom, generic];
    } finally {
      await query('reset plan_cache_mode');
      await query('deallocate cart_plan_probe');
    }
  };
  if (t.database.kind === 'pglite') {
    const client = (t.database.db as unknown as { $client: PGlite }).$client;
    return run((text) => client.query(text));
  }
  const connection = await (t.database.db as unknown as { $client: Pool }).$client.connect();
  try {
    return await run((text) => connection.query(text));
  } finally {
    connection.release();
  }
}

const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
/** The tables a plan reads row by row from the start (a Seq Scan), of orders and their lines. */
const scannedOrderTables = (plans: PlanNode[]) =>
  plans
    .flatMap(nodesOf)
    .filter((n) => n['Node Type'] === 'Seq Scan' && ['order_items', 'orders'].includes(n['Relation Name'] ?? ''))
    .map((n) => n['Relation Name']);
/**
 * The indexes a plan looks order lines up in by a value (its Index Cond): reading a partial index whole (all
 * flash sales' lines, to join them with the cart's) is no lookup.
 */
const indexesLookedUp = (plans: PlanNode[]) =>
  new Set(plans.flatMap(nodesOf).flatMap((n) => (n['Index Name'] && n['Index Cond'] ? [n['Index Name']] : [])));

describe('the cart at many order lines', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let userId: number;
  let saleId: number;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login('buyer');
    const db = t.database.db;
    userId = theRow(await db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS.buyer.username))).id;
    const sale = theRow(await db.select().from(flashSales).orderBy(flashSales.id).limit(1));
    const combo = theRow(await db.select().from(combinations).orderBy(combinations.id).limit(1));
    saleId = sale.id;
    // A package with a stock limit: the cart counts the packages sold in every buyer's orders.
    await db.update(combinations).set({ stockLimit: 1_000 }).where(eq(combinations.id, combo.id));
    await db.insert(cartItems).values([
      { userId, goodsId: sale.goodsId, type: LineType.FLASH_SALE, flashSaleId: sale.id, number: 1 },
      {
        userId,
        goodsId: combo.items[0]!.goodsId,
        type: LineType.COMBINATION,
        combinationId: combo.id,
        number: 1,
      },
    ]);
    // Orders of every buyer, a quarter of them this buyer's; one line in 100 is a flash sale's and one in 100
    // a package's part (the rest ordinary lines), over the demo's sales and packages.
    const others = (await db.select({ id: users.id }).from(users)).map((u) => u.id).filter((id) => id !== userId);
    const goodsIds = (await db.select({ id: goods.id }).from(goods).orderBy(goods.id).limit(50)).map((g) => g.id);
    await db.execute(sql`
      with o as (
        insert into orders (order_no, user_id, status, goods_fen, payable_fen, address, invoice, remittance_ref,
          expires_at)
        select 'PLAN' || n, case when n % 4 = 0 then ${userId} else (${`{${others.join(',')}}`}::int[])[1 + n % ${others.length}] end,
          n % 5, 1000, 1000, '{}', '{}', 'PLANREF' || n, now() + interval '1 day'
        from generate_series(1, ${ORDERS}) n
        returning id
      ), l as (select o.id as order_id, k from o, generate_series(1, ${LINES_PER_ORDER}) k)
      insert into order_items (order_id, goods_id, type, flash_sale_id, combination_id, name, sccj, ypgg, bzdw,
        price_fen, number, amount_fen)
      select l.order_id, g.id,
        case when (l.order_id * ${LINES_PER_ORDER} + l.k) % 100 = 1 then ${LineType.FLASH_SALE}
          when (l.order_id * ${LINES_PER_ORDER} + l.k) % 100 = 2 then ${LineType.COMBINATION} else 0 end,
        case when (l.order_id * ${LINES_PER_ORDER} + l.k) % 100 = 1
          then (select min(id) from flash_sales) + (l.order_id + l.k) % (select count(*) from flash_sales) end,
        case when (l.order_id * ${LINES_PER_ORDER} + l.k) % 100 = 2
          then (select min(id) from combinations) + (l.order_id + l.k) % (select count(*) from combinations) end,
        g.name, g.sccj, g.ypgg, g.bzdw, 100, 1, 100
      from l join goods g on g.id = (${`{${goodsIds.join(',')}}`}::int[])[1 + (l.order_id * 7 + l.k) % ${goodsIds.length}]`);
    await db.execute(sql`analyze orders`);
    await db.execute(sql`analyze order_items`);
  }, 120_000);
  afterAll(() => t?.close());

  it('lists the cart reading what the buyer bought of a flash sale and a package’s sales by index', async () => {
    const sent = await statementsOf(t, async () => {
      const res = await t.inject({ method: 'GET', url: '/api/cart/list', headers });
      expect(res.json().code).toBe(10000);
    });
    const reads = sent.filter((s) => s.text.includes('"order_items"'));
    expect(reads).toHaveLength(1);
    const plans = await plansOf(t, reads[0]!);
    expect(scannedOrderTables(plans)).toEqual([]);
    expect([...indexesLookedUp(plans)]).toEqual(
      expect.arrayContaining(['order_items_flash_sale_idx', 'order_items_combination_idx']),
    );
  });

  it('checks a flash line added to the cart against what the buyer bought of it by index', async () => {
    const sent = await statementsOf(t, () => readFlashLine(t.database.db as unknown as Tx, userId, saleId));
    const reads = sent.filter((s) => s.text.includes('"order_items"'));
    expect(reads).toHaveLength(1);
    const plans = await plansOf(t, reads[0]!);
    expect(scannedOrderTables(plans)).toEqual([]);
    expect(indexesLookedUp(plans).has('order_items_flash_sale_idx')).toBe(true);
  });

  it.skipIf(!process.env.DATABASE_URL)('talks to PostgreSQL with JIT off', async () => {
    const result = (await t.database.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
    expect(result.rows).toEqual([{ jit: 'off' }]);
  });
});
