import { asc, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { GoodsBody, ImportRowError } from '@store/shared/api/admin-goods';
import type { Db, Tx } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { auditLog, goods, goodsPriceChanges } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { invalid } from '../../lib/errors.ts';
import { loadSearchKeys, type NewGoods, searchKeys } from '../catalogue/index.ts';
import { loadCategories, type CategoryMap } from './placement.ts';
import * as repo from './repo.ts';
import type { GoodsColumns, GoodsRow } from './repo.ts';
import {
  type AuditEntry,
  createdAudit,
  diffOf,
  formColumns,
  type GoodsDiff,
  priceLogRowOf,
  updatedAudit,
} from './service.ts';

/**
 * An import's writes in bulk (issue #38: 50,000 rows in under a minute without stalling the store). Every row is
 * checked in memory first, as the goods form's save checks it (`formColumns`: special-management refusal,
 * categories, brand), against the goods the rows name, read together up front outside any transaction; only a
 * sheet without errors is written, in one transaction, a chunk of rows costing a few statements whatever its
 * size: for changed goods a locking read, one UPDATE … FROM jsonb_populate_recordset, one INSERT of their audit
 * rows and one of their price-log rows; for new goods one INSERT … SELECT … RETURNING and one of their audit rows.
 * The goods' statement triggers (migration 0034) keep search's terms in those statements: every process finds
 * the new names once the transaction commits. On PGlite that transaction holds the one connection while it
 * writes (bench/import.ts measures how long), as any transaction does there.
 */

/** A sheet row the goods form's schema accepted: its row number, its 商品ID as typed, and the form. */
export type FormRow = { row: number; id?: string; form: GoodsBody };
/** Turns a refused row into the report's lines (the sheet's headers name the fields). */
export type RowErrors = (row: number, error: unknown) => ImportRowError[];

/** What an import will write, worked out before anything is written. */
export type ImportPlan = {
  map: CategoryMap;
  /** New goods, in sheet order. */
  creates: { row: number; values: NewGoods }[];
  /** Goods whose form the row changes, by id (the order their locks are taken in). */
  updates: { row: number; id: number; values: GoodsColumns }[];
  /** Rows equal to their goods as read: nothing is written for them. */
  unchanged: number;
  errors: ImportRowError[];
};

/**
 * Rows a statement writes. Each statement binds its rows as one jsonb parameter (`jsonRows`), so PostgreSQL's
 * 65,535 bind parameters never limit a chunk (drizzle's multi-row VALUES binds one a column a row: 1,000 goods
 * rows were 33,000, and building and binding them cost 2–4 times the statement itself).
 */
export const ROWS_A_STATEMENT = 1_000;
/** Rows checked in memory between two turns of the event loop (a few ms of work). */
const ROWS_A_TURN = 100;

/** `items.map(f)` with a turn of the event loop every ROWS_A_TURN items: a chunk's rows are worked on in pieces. */
async function mapInTurns<T, R>(items: T[], f: (item: T) => R): Promise<R[]> {
  const out: R[] = [];
  for (const [i, item] of items.entries()) {
    if (i % ROWS_A_TURN === ROWS_A_TURN - 1) await nextTurn();
    out.push(f(item));
  }
  return out;
}

const chunksOf = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const isId = (text: string | undefined) => text !== undefined && /^\d{1,9}$/.test(text) && Number(text) > 0;
const approvalKey = (approvalNumber: string, ypgg: string) => `${approvalNumber}\u0000${ypgg}`;

/** The goods a row updates: `row` is the goods as read, absent for one an earlier row of this import creates. */
type Target = { id: number; row?: GoodsRow };

/**
 * The goods an import's rows name (by 商品ID, or by 批准文号 and 规格), read before the first row is checked and
 * outside any transaction: on PGlite a transaction holds the one connection, and every other request would wait.
 */
class Targets {
  private constructor(
    private readonly byId: Map<number, GoodsRow>,
    private readonly byApproval: Map<string, Target[]>,
  ) {}

  static async read(db: Db, rows: FormRow[]): Promise<Targets> {
    const ids = new Set(rows.flatMap((r) => (isId(r.id) ? [Number(r.id)] : [])));
    const approvals = [
      ...new Set(rows.flatMap((r) => (!r.id && r.form.approval_number ? [r.form.approval_number] : []))),
    ];
    // approval_number has no index: one scan for every approval number the sheet names, however many.
    const byApproval = approvals.length
      ? await db
          .select({ id: goods.id })
          .from(goods)
          .where(
            sql`${goods.approvalNumber} in (select jsonb_array_elements_text(${JSON.stringify(approvals)}::jsonb))`,
          )
      : [];
    const wanted = [...new Set([...ids, ...byApproval.map((g) => g.id)])];
    const found: GoodsRow[] = [];
    for (const chunk of chunksOf(wanted, ROWS_A_STATEMENT)) {
      found.push(
        ...(await db
          .select()
          .from(goods)
          .where(sql`${goods.id} = any(${intArray(chunk)})`)),
      );
      // A chunk of rows is parsed on the request thread (PGlite: also read there): let requests in between.
      await nextTurn();
    }
    const matched = new Set(byApproval.map((g) => g.id));
    const keyed = new Map<string, Target[]>();
    for (const g of found) {
      if (!matched.has(g.id)) continue;
      const key = approvalKey(g.approvalNumber, g.ypgg);
      keyed.set(key, [...(keyed.get(key) ?? []), { id: g.id, row: g }]);
    }
    return new Targets(new Map(found.filter((g) => ids.has(g.id)).map((g) => [g.id, g])), keyed);
  }

  /** The goods a row updates: by its 商品ID, else by approval number and spec; undefined for a new goods. */
  of(id: string | undefined, approvalNumber: string, ypgg: string): Target | undefined {
    if (id) {
      const row = isId(id) ? this.byId.get(Number(id)) : undefined;
      if (!row) throw invalid({ 商品ID: ['商品不存在'] });
      return { id: row.id, row };
    }
    if (!approvalNumber) return undefined;
    const matches = this.byApproval.get(approvalKey(approvalNumber, ypgg)) ?? [];
    if (matches.length > 1) throw invalid({ approval_number: ['批准文号与规格对应多个商品，请填写商品ID'] });
    return matches[0];
  }

  /** A goods a row of this import creates (`id` stands for it until then): a later row of its approval number and spec names it. */
  created(id: number, approvalNumber: string, ypgg: string) {
    if (approvalNumber) this.byApproval.set(approvalKey(approvalNumber, ypgg), [{ id }]);
  }
}

/**
 * Pinyin keys of names and makers as `withSearchKeys` computes them (the catalogue's `searchKeys`), each distinct
 * text once: ~40–70 µs a text, and a sheet names few makers for many goods.
 */
function keysCache() {
  const cache = new Map<string, { initials: string; pinyin: string }>();
  const keysOf = (text: string) => {
    let keys = cache.get(text);
    if (!keys) cache.set(text, (keys = searchKeys(text)));
    return keys;
  };
  return <T extends { name: string; sccj: string }>(row: T) => {
    const name = keysOf(row.name);
    const sccj = keysOf(row.sccj);
    return {
      ...row,
      nameInitials: name.initials,
      namePinyin: name.pinyin,
      sccjInitials: sccj.initials,
      sccjPinyin: sccj.pinyin,
    };
  };
}

/**
 * Checks every row and works out what it writes, without writing: a row with 商品ID updates that goods, else one
 * whose 批准文号 and 规格 match one goods updates it, else it is a new goods; two rows of one goods are refused;
 * a row equal to its goods as read is unchanged. Each row's errors are in `errors`, as the form's save reports them.
 */
export async function planImport(db: Db, rows: FormRow[], errorsOf: RowErrors): Promise<ImportPlan> {
  const map = await loadCategories(db);
  const brandIds = await repo.existingBrandIds(db, [
    ...new Set(rows.flatMap((r) => (r.form.brand_id === undefined ? [] : [r.form.brand_id]))),
  ]);
  const targets = await Targets.read(db, rows);
  await loadSearchKeys();
  const withKeys = keysCache();
  const plan: ImportPlan = { map, creates: [], updates: [], unchanged: 0, errors: [] };
  const seen = new Map<number, number>();
  for (const [i, { row, id, form }] of rows.entries()) {
    if (i % ROWS_A_TURN === ROWS_A_TURN - 1) await nextTurn();
    try {
      const target = targets.of(id, form.approval_number, form.ypgg);
      if (target && seen.has(target.id)) throw invalid({ name: [`与第${seen.get(target.id)}行是同一商品`] });
      const columns = formColumns(form, { map, brandIds });
      if (!target) {
        // Stands for the goods until it is inserted: negative, never a goods id.
        const stand = -(plan.creates.length + 1);
        plan.creates.push({ row, values: withKeys(columns) });
        targets.created(stand, form.approval_number, form.ypgg);
        seen.set(stand, row);
        continue;
      }
      seen.set(target.id, row);
      // The sheet has no column for the package insert: an update keeps the one on file.
      const { instructions: _kept, ...values } = columns;
      if (diffOf(target.row!, values, map).keys.length === 0) plan.unchanged += 1;
      else plan.updates.push({ row, id: target.id, values: withKeys(values) });
    } catch (error) {
      plan.errors.push(...errorsOf(row, error));
    }
  }
  plan.updates.sort((a, b) => a.id - b.id);
  return plan;
}

type Written = { created: number; updated: number; unchanged: number; errors: ImportRowError[] };

/**
 * Writes a plan without errors in the caller's transaction, a chunk at a time with a turn of the event loop
 * between two. Each chunk of changed goods is locked and compared again as saveGoods does (the audit row's
 * "before" and the price log's are the goods as locked; one changed meanwhile to equal the row is unchanged).
 * A goods deleted since it was read is the row's error: the caller rolls everything back.
 */
export async function writePlan(tx: Tx, actor: Actor, plan: ImportPlan, errorsOf: RowErrors): Promise<Written> {
  const written: Written = { created: 0, updated: 0, unchanged: plan.unchanged, errors: [] };
  for (const chunk of chunksOf(plan.updates, ROWS_A_STATEMENT)) {
    await nextTurn();
    const locked = await tx
      .select()
      .from(goods)
      .where(sql`${goods.id} = any(${intArray(chunk.map((u) => u.id))})`)
      .orderBy(asc(goods.id))
      .for('update');
    const current = new Map(locked.map((g) => [g.id, g]));
    const changed: { id: number; values: GoodsColumns; before: GoodsRow; diff: GoodsDiff }[] = [];
    for (const [i, { row, id, values }] of chunk.entries()) {
      if (i % ROWS_A_TURN === ROWS_A_TURN - 1) await nextTurn();
      const before = current.get(id);
      if (!before) written.errors.push(...errorsOf(row, invalid({ 商品ID: ['商品不存在'] })));
      else {
        const diff = diffOf(before, values, plan.map);
        if (diff.keys.length === 0) written.unchanged += 1;
        else changed.push({ id, values, before, diff });
      }
    }
    if (written.errors.length || changed.length === 0) continue;
    await updateGoodsRows(tx, changed);
    await insertAudit(
      tx,
      actor,
      changed.map((c) => updatedAudit(c.id, c.diff, 'import')),
    );
    const prices = (
      await mapInTurns(changed, (c) =>
        priceLogRowOf(actor, 'import', c.diff, c.before, { ...c.before, ...c.values, id: c.id }),
      )
    ).filter((row) => row !== undefined);
    await insertRows(tx, goodsPriceChanges, prices);
    written.updated += changed.length;
  }
  if (written.errors.length || plan.creates.length === 0) return written;
  const creates = plan.creates.map((c) => c.values);
  for (const chunk of chunksOf(creates, ROWS_A_STATEMENT)) {
    await nextTurn();
    const rows = await insertGoodsRows(tx, chunk);
    await insertAudit(tx, actor, await mapInTurns(rows, (row) => createdAudit(row, plan.map)));
    written.created += rows.length;
  }
  return written;
}

/**
 * Rows as one jsonb array under their columns' names: one bind parameter however many rows, which
 * jsonb_populate_recordset(null::table, …) turns back into rows of the table's own types (arrays, jsonb, booleans).
 * Every row has the first row's keys.
 */
function jsonRows(table: PgTable, rows: Record<string, unknown>[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`not a column of the table: ${key}`);
    return column.name;
  });
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], row[key] ?? null]))),
  );
  return {
    names,
    list: sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    ),
    from: sql`jsonb_populate_recordset(null::${table}, ${json}::jsonb) with ordinality as v`,
  };
}

/** Inserts rows in one statement, in their order (an id serial follows it). */
async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const { list, from } = jsonRows(table, rows);
  await tx.execute(sql`insert into ${table} (${list}) select ${list} from ${from} order by v.ordinality`);
}

/** Inserts goods in one statement, in their order, and answers them as stored (decoded as drizzle decodes a row). */
async function insertGoodsRows(tx: Tx, rows: NewGoods[]): Promise<GoodsRow[]> {
  const { list, from } = jsonRows(goods, rows);
  const result = (await tx.execute(
    sql`insert into ${goods} (${list}) select ${list} from ${from} order by v.ordinality returning *`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const columns = Object.entries(getTableColumns(goods)) as [string, PgColumn][];
  return mapInTurns(
    result.rows,
    (raw) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = raw[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as GoodsRow,
  );
}

/** One UPDATE for many goods, each with its own columns (the same keys for every row). */
async function updateGoodsRows(tx: Tx, rows: { id: number; values: GoodsColumns }[]) {
  const { names, from } = jsonRows(
    goods,
    rows.map(({ id, values }) => ({ id, ...values })),
  );
  const set = sql.join(
    names.filter((name) => name !== 'id').map((name) => sql`${sql.identifier(name)} = v.${sql.identifier(name)}`),
    sql`, `,
  );
  await tx.execute(sql`update ${goods} as g set ${set}, updated_at = now() from ${from} where g.id = v.id`);
}

/** The audit rows of a chunk, as `recordAudit` writes one. */
async function insertAudit(tx: Tx, actor: Actor, entries: AuditEntry[]) {
  await insertRows(
    tx,
    auditLog,
    entries.map((entry) => ({
      staffId: actor.staffId,
      action: entry.action,
      objectType: entry.objectType,
      objectId: String(entry.objectId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: actor.ip,
    })),
  );
}
