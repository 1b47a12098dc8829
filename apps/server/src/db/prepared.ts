import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

/** The parts of a built statement that a session needs to run it again (drizzle keeps them on its prepared query). */
type BuiltQuery = {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
};
type Session = {
  prepareQuery(
    query: Query,
    fields: unknown,
    name: string,
    arrayMode: boolean,
    mapper?: unknown,
  ): BuiltQuery & {
    execute(values?: Record<string, unknown>): Promise<unknown>;
  };
};
const sessionOf = (db: Db | Tx) => (db as unknown as { _: { session: Session } })._.session;
const dialect = new PgDialect();

/**
 * A statement written with `sql` (every value a `sql.placeholder`) whose text is built once per process, run
 * as a named prepared statement on the database or inside a transaction. Drizzle builds a statement's text
 * on every call, and for the statements of a flash-sale rush that cost more of the store's CPU than sending
 * them (bench:flash's profile: ~1 ms for the flash line's read). `preparedStatement` keeps the built
 * statement per database, so it cannot run in a transaction; this keeps only the text.
 */
export function builtStatement<Row>(name: string, statement: SQL) {
  let query: Query | undefined;
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<{ rows: Row[] }> => {
    query ??= dialect.sqlToQuery(statement);
    return (await sessionOf(db).prepareQuery(query, undefined, name, false).execute(values)) as { rows: Row[] };
  };
}

/**
 * The same for a drizzle select (its values `sql.placeholder`s): built once by `build`, its rows mapped to
 * the select's fields as drizzle maps them (a left join's missing row is null).
 */
export function builtSelect<Row>(name: string, build: (db: Db | Tx) => { prepare(name: string): unknown }) {
  let built: BuiltQuery | undefined;
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => {
    built ??= build(db).prepare(name) as BuiltQuery;
    const query = sessionOf(db).prepareQuery(
      { sql: built.queryString, params: built.params },
      built.fields,
      name,
      true,
      built.customResultMapper,
    );
    query.joinsNotNullableMap = built.joinsNotNullableMap;
    return (await query.execute(values)) as Row[];
  };
}
