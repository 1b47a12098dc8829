import { describe, expect, it } from 'vitest';
import { statementName } from './statements.ts';

describe('a statement’s short name (metric label and slow-statement log)', () => {
  it.each([
    ['select "id", "name" from "goods" where "goods"."id" = $1', undefined, 'select goods'],
    ['  -- the cart\n  SELECT * FROM cart_items', undefined, 'select cart_items'],
    ['insert into "orders" ("id") values ($1) returning *', undefined, 'insert orders'],
    ['update "goods" set "stock" = "stock" - $1', undefined, 'update goods'],
    ['delete from "sessions" where "expires_at" < now()', undefined, 'delete sessions'],
    ['with taken as (delete from "cart_items" returning *) select * from taken', undefined, 'with cart_items'],
    ['select max(created_at) from drizzle.__drizzle_migrations', undefined, 'select __drizzle_migrations'],
    ['begin', undefined, 'begin'],
    ['VACUUM ANALYZE goods', undefined, 'vacuum'],
    ['select 1', undefined, 'select'],
    ['select * from goods where id = 1', 'cart_read', 'cart_read'],
    // db/prepared.ts names a statement by its text's hash: the text says more.
    ['select * from "orders"', 's_AbCdEfGhIjKlMnOpQrSt', 'select orders'],
  ])('%s → %s', (text, name, expected) => {
    expect(statementName(text, name)).toBe(expected);
  });
});
