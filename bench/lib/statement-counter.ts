import pg from 'pg';
import { pgliteClientOf, type Database } from '../../apps/server/src/db/client.ts';

/**
 * Every statement the server sends to the database, BEGIN and COMMIT included: on PostgreSQL each is a
 * round trip of node-postgres (`Client.query`, which `Pool.query` also ends in); on PGlite each call of
 * the client or of a transaction's handle. `texts` is filled only while `recording`.
 */
export const counter = { count: 0, recording: false, texts: [] as string[] };
const countStatement = (query: unknown) => {
  counter.count++;
  if (counter.recording) {
    const text = typeof query === 'string' ? query : (query as { text?: string }).text;
    counter.texts.push((text ?? String(query)).replace(/\s+/g, ' ').slice(0, 160));
  }
};
export function countPostgresStatements() {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    countStatement(args[0]);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
export function countPgliteStatements(database: Database) {
  type Runner = { query: (...args: unknown[]) => unknown; exec: (...args: unknown[]) => unknown };
  const wrap = (target: Runner) => {
    const { query, exec } = target;
    target.query = (...args) => (countStatement(args[0]), query.apply(target, args));
    target.exec = (...args) => (countStatement(args[0]), exec.apply(target, args));
  };
  const client = pgliteClientOf(database) as unknown as Runner & {
    transaction: (fn: (tx: Runner) => unknown) => unknown;
  };
  wrap(client);
  const transaction = client.transaction;
  client.transaction = (fn) =>
    transaction.call(client, (tx: Runner) => {
      countStatement('BEGIN (PGlite transaction)');
      wrap(tx);
      return fn(tx);
    });
}
