import type { SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db, Tx } from './client.ts';

/**
 * A statement prepared once per database under `name` (node-postgres then parses and plans it once per
 * connection, not on every call): for the few statements nearly every request sends, whose planning cost
 * more than running them. Build it with `sql.placeholder` for every value, so its text never changes.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) byDb.set(db, (prepared = build(db)));
    return prepared;
  };
}

/**
 * A statement written with `sql` (every value a `sql.placeholder`), prepared once per database under `name`:
 * for the reads drizzle's builders cannot express (JSON aggregates, CTEs) that a hot path sends on every
 * request. Unprepared, PostgreSQL parsed, analysed and planned such a statement on each call, which cost
 * more than running it (the cart's read: 3.5–6.2 ms a call unprepared, 1.5–2.1 ms prepared).
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  return preparedOnce((db) => {
    const prepared = db._.session.prepareQuery(db.execute(statement).getQuery(), undefined, name, false);
    return async (values: Record<string, unknown>) => (await prepared.execute(values)) as { rows: Row[] };
  });
}

/** Statement names by text: the same text always gets the same name, so a connection parses it once. */
const names = new Map<string, string>();
/** Distinct texts remembered; a flood of one-off texts clears the map rather than growing it. */
const MAX_NAMES = 1_000;

const nameOfStatement = (text: string): string => {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMES) names.clear();
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
};

/**
 * Runs a statement built with `sql` (values as ordinary parameters) as a named prepared statement, its name
 * taken from its text, on `db` or inside a transaction. For the statements of a hot write path (an order's
 * five): PostgreSQL parsed and planned each on every call, ~2 ms of its CPU per order, more than some of
 * them took to run; prepared, a connection parses one once, and plans it once it settles on a generic plan.
 * A statement whose text varies with its values (drizzle's `inArray` binds one parameter per element) must
 * bind lists with `intArray` first, or each length becomes a statement of its own.
 */
export async function executeNamed<Row>(db: Db | Tx, statement: SQL): Promise<{ rows: Row[] }> {
  const query = db.execute(statement).getQuery();
  const prepared = db._.session.prepareQuery(query, undefined, nameOfStatement(query.sql), false);
  return (await prepared.execute()) as { rows: Row[] };
}
