import type { Db } from './client.ts';

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
