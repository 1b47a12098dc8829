/**
 * The row a statement always returns: an aggregate (count, sum) or an INSERT/UPDATE … RETURNING of the row
 * it just wrote. Its absence is a bug in the statement, not a buyer's mistake, so it throws (a 500).
 */
export function theRow<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('the statement returned no row');
  return row;
}
