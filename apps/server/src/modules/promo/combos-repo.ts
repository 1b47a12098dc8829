import { and, asc, desc, eq, getTableColumns, gt, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { combinations, goods } from '../../db/schema.ts';
import { type CartGoods, cartGoodsColumns, type ComboRow, comboSoldSql } from '../cart/index.ts';
import { containsPattern } from '../../db/text-search.ts';

// The SQL of packages (套餐): the store's live list, the console's pages, and the parts' goods.

const withSold = { ...getTableColumns(combinations), sold: comboSoldSql(sql`${combinations}`) };

/** Packages on sale now (switched on, inside their window), newest first. */
export const livePackages = (db: Db): Promise<ComboRow[]> =>
  db
    .select(withSold)
    .from(combinations)
    .where(
      and(eq(combinations.isOn, true), lte(combinations.startsAt, sql`now()`), gt(combinations.endsAt, sql`now()`)),
    )
    .orderBy(desc(combinations.id));

/** A page of packages for the console, newest first, by name. */
export async function packagesPage(db: Db, q: { page: number; page_size: number; keywords: string }) {
  const where = q.keywords ? ilike(combinations.name, containsPattern(q.keywords)) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(withSold)
      .from(combinations)
      .where(where)
      .orderBy(desc(combinations.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(combinations)
      .where(where),
  ]);
  return { rows: rows as ComboRow[], total: count?.n ?? 0 };
}

/** One package, locked for the change being made to it, with its packages sold counted once locked. */
export async function lockPackage(tx: Tx, id: number): Promise<ComboRow | undefined> {
  const [locked] = await tx
    .select({ id: combinations.id })
    .from(combinations)
    .where(eq(combinations.id, id))
    .for('update');
  if (!locked) return undefined;
  const [row] = await tx.select(withSold).from(combinations).where(eq(combinations.id, id));
  return row as ComboRow | undefined;
}

export const packageById = async (db: Db | Tx, id: number): Promise<ComboRow | undefined> =>
  ((await db.select(withSold).from(combinations).where(eq(combinations.id, id))) as ComboRow[])[0];

/** The goods of the packages' parts, by id. */
export async function partsOf(db: Db | Tx, rows: ComboRow[]): Promise<Map<number, CartGoods>> {
  const ids = [...new Set(rows.flatMap((r) => r.items.map((i) => i.goodsId)))];
  if (ids.length === 0) return new Map();
  const found = await db.select(cartGoodsColumns).from(goods).where(inArray(goods.id, ids)).orderBy(asc(goods.id));
  return new Map(found.map((g) => [g.id, g]));
}
