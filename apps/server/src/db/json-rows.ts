import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { mapInTurns } from '../lib/turns.ts';
import type { Tx } from './client.ts';

/**
 * Many rows written by one statement, bound as one jsonb parameter: PostgreSQL's 65,535 bind parameters never
 * limit a batch (drizzle's multi-row VALUES binds one a column a row: 1,000 goods rows were 33,000, and building
 * and binding them cost 2–4 times the statement itself). jsonb_populate_recordset(null::table, …) turns them
 * back into rows of the table's own types (arrays, jsonb, booleans). Every row has the first row's keys.
 */
export function jsonRows(table: PgTable, rows: Record<string, unknown>[]) {
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
export async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const { list, from } = jsonRows(table, rows);
  await tx.execute(sql`insert into ${table} (${list}) select ${list} from ${from} order by v.ordinality`);
}

/** The same, answering the rows as stored, decoded as drizzle decodes a row of the table. */
export async function insertReturning<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  if (rows.length === 0) return [];
  const { list, from } = jsonRows(table, rows);
  const result = (await tx.execute(
    sql`insert into ${table} (${list}) select ${list} from ${from} order by v.ordinality returning *`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  return mapInTurns(
    result.rows,
    (raw) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = raw[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as T['$inferSelect'],
  );
}
