import { asc, sql } from 'drizzle-orm';
import type { ImportRowError } from '@store/shared/api/admin-goods';
import type { Tx } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { insertReturning, insertRows, jsonRows } from '../../db/json-rows.ts';
import { goods, goodsPriceChanges } from '../../db/schema.ts';
import { type Actor, recordAudits } from '../../lib/audit.ts';
import { invalid } from '../../lib/errors.ts';
import { chunksOf, mapInTurns, nextTurn, turnDue } from '../../lib/turns.ts';
import { type ImportPlan, ROWS_A_STATEMENT, type RowErrors } from './import-plan.ts';
import type { GoodsColumns, GoodsRow } from './repo.ts';
import { createdAudit, diffOf, type GoodsDiff, priceLogRowOf, updatedAudit } from './service.ts';

/**
 * An import's writes in bulk (issue #38: 50,000 rows in under a minute without stalling the store). Every row is
 * checked first (import-plan.ts); only a sheet without errors is written, in one transaction, a chunk of rows
 * costing a few statements whatever its size: for changed goods a locking read, one UPDATE … FROM jsonb_populate_recordset, one INSERT of their audit
 * rows and one of their price-log rows; for new goods one INSERT … SELECT … RETURNING and one of their audit rows.
 * The goods' statement triggers (migration 0034) keep search's terms in those statements: every process finds
 * the new names once the transaction commits. On PGlite that transaction holds the one connection while it
 * writes (bench/import.ts measures how long), as any transaction does there.
 */

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
      if (turnDue(i)) await nextTurn();
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
    await recordAudits(
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
    const rows = await insertReturning(tx, goods, chunk);
    await recordAudits(tx, actor, await mapInTurns(rows, (row) => createdAudit(row, plan.map)));
    written.created += rows.length;
  }
  return written;
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
