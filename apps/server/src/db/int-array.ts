import { sql, type SQL } from 'drizzle-orm';

/**
 * Integers as one PostgreSQL `int[]` parameter: one bound value however many there are, for `= any(…)` and
 * `unnest(…)` (drizzle would bind one parameter per element, and a statement's text would change with the count).
 */
export const intArray = (values: readonly number[]): SQL => sql`${intArrayValue(values)}::int[]`;

/** The value an `int[]` placeholder takes (`${sql.placeholder('ids')}::int[]` in a statement built once). */
export const intArrayValue = (values: readonly number[]): string => `{${values.join(',')}}`;
