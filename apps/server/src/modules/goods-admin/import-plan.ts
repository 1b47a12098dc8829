import { sql } from 'drizzle-orm';
import type { GoodsBody, ImportRowError } from '@store/shared/api/admin-goods';
import type { Db } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { goods } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { chunksOf, nextTurn, turnDue } from '../../lib/turns.ts';
import { loadSearchKeys, type NewGoods, searchKeys, withSearchKeys } from '../catalogue/index.ts';
import { loadCategories, type CategoryMap } from './placement.ts';
import * as repo from './repo.ts';
import type { GoodsColumns, GoodsRow } from './repo.ts';
import { diffOf, formColumns } from './service.ts';

/**
 * An import's plan (issue #38): every row is checked in memory, as the goods form's save checks it (`formColumns`:
 * special-management refusal, categories, brand), against the goods the rows name, read together up front outside
 * any transaction. Nothing is written here: bulk-save.ts writes a plan without errors.
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

/** Goods read by one statement (and rows a statement of bulk-save.ts writes). */
export const ROWS_A_STATEMENT = 1_000;

/** `f` remembering its answer per argument: pinyin keys are ~40–70 µs a text, and a sheet names few makers for many goods. */
function memo<R>(f: (text: string) => R): (text: string) => R {
  const cache = new Map<string, R>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) cache.set(text, (value = f(text)));
    return value;
  };
}

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
  const keysOf = memo(searchKeys);
  const plan: ImportPlan = { map, creates: [], updates: [], unchanged: 0, errors: [] };
  const seen = new Map<number, number>();
  for (const [i, { row, id, form }] of rows.entries()) {
    if (turnDue(i)) await nextTurn();
    try {
      const target = targets.of(id, form.approval_number, form.ypgg);
      if (target && seen.has(target.id)) throw invalid({ name: [`与第${seen.get(target.id)}行是同一商品`] });
      const columns = formColumns(form, { map, brandIds });
      if (!target) {
        // Stands for the goods until it is inserted: negative, never a goods id.
        const stand = -(plan.creates.length + 1);
        plan.creates.push({ row, values: withSearchKeys(columns, keysOf) });
        targets.created(stand, form.approval_number, form.ypgg);
        seen.set(stand, row);
        continue;
      }
      seen.set(target.id, row);
      // The sheet has no column for the package insert: an update keeps the one on file.
      const { instructions: _kept, ...values } = columns;
      if (diffOf(target.row!, values, map).keys.length === 0) plan.unchanged += 1;
      else plan.updates.push({ row, id: target.id, values: withSearchKeys(values, keysOf) });
    } catch (error) {
      plan.errors.push(...errorsOf(row, error));
    }
  }
  plan.updates.sort((a, b) => a.id - b.id);
  return plan;
}
