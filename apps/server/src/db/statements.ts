import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Every statement either driver runs passes through here (db/client.ts wraps both), so the app can time
 * them without any module doing so itself (ops/statements.ts turns this into metrics and the slow-statement
 * log). A statement is told once it has ended, with a short name fit for a metric label and a log line.
 */
export type StatementEnd = { name: string; ms: number; failed: boolean };
export type StatementObserver = (statement: StatementEnd) => void;

/** One observer per database, set by the app after the database is open (main.ts opens it before the app). */
export class StatementWatch {
  observer: StatementObserver | undefined;
  /** node-postgres: told how long each checkout of a connection waited, in ms. */
  checkoutObserver: ((waitedMs: number) => void) | undefined;
  /** PGlite: statements called and not yet ended (one connection: all but one of them are waiting for it). */
  inFlight = 0;

  /** Times `run`, a statement called `name`, or the statement `text` when it has no name of its own. */
  timed<T>(text: string, name: string | undefined, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    this.inFlight += 1;
    const end = (failed: boolean) => {
      this.inFlight -= 1;
      this.observer?.({ name: statementName(text, name), ms: performance.now() - started, failed });
    };
    return run().then(
      (result) => {
        end(false);
        return result;
      },
      (error: unknown) => {
        end(true);
        throw error;
      },
    );
  }
}

/** db/prepared.ts's names drawn from a statement's hash say nothing to a reader: those get one from the text. */
const HASHED_NAME = /^s_[\w-]{20}$/;
/** A table, schema-qualified or not (`drizzle.__drizzle_migrations` is named by its table). */
const IDENT = '(?:"?[a-z_][a-z0-9_]*"?\\.)?"?([a-z_][a-z0-9_]*)"?';
const TARGETS: [RegExp, string][] = [
  [new RegExp(`^insert\\s+into\\s+${IDENT}`), 'insert'],
  [new RegExp(`^update\\s+${IDENT}`), 'update'],
  [new RegExp(`^delete\\s+from\\s+${IDENT}`), 'delete'],
  [new RegExp(`^(?:select|with)\\b[\\s\\S]*?\\bfrom\\s+${IDENT}`), ''],
];

/**
 * A statement's short name: the name it was prepared under, or its verb and first table (`select goods`,
 * `insert orders`, `with cart_lines`), or its first word (`begin`, `vacuum`). Table names come from the code,
 * never from a request, so the names stay a small set (a metric label must not grow with the data).
 */
export function statementName(text: string, name?: string): string {
  if (name && !HASHED_NAME.test(name)) return name.slice(0, 60);
  // The store sends a few hundred distinct texts over and over: each is named once.
  const known = NAMES.get(text);
  if (known !== undefined) return known;
  if (NAMES.size >= MAX_NAMES) NAMES.clear();
  const named = nameOfText(text);
  NAMES.set(text, named);
  return named;
}

const NAMES = new Map<string, string>();
const MAX_NAMES = 2_000;

function nameOfText(text: string): string {
  const head = text
    .replace(/^(\s|--[^\n]*\n)+/, '')
    .slice(0, 2_000)
    .toLowerCase();
  const verb = /^[a-z]+/.exec(head)?.[0] ?? 'statement';
  for (const [pattern, label] of TARGETS) {
    const table = pattern.exec(head)?.[1];
    if (table) return `${label || verb} ${table}`;
  }
  return verb;
}

type QueryArgs = Parameters<pg.Client['query']>;
type QueryConfigLike = { text?: string; name?: string; submit?: unknown };

/**
 * node-postgres: a Client class whose every query is timed; the pool makes its connections from it, so the
 * pool's own `query` (callback form) and drizzle's transactions (promise form on a checked-out client) both
 * pass through. Submittables (cursors, streams) are left untimed: the store runs none.
 */
export function timedPgClient(Client: typeof pg.Client, watch: StatementWatch): typeof pg.Client {
  return class TimedClient extends Client {
    override query(...args: unknown[]): never {
      const [first, values, callback] = args as [string | QueryConfigLike, unknown, unknown];
      const config: QueryConfigLike = typeof first === 'string' ? { text: first } : (first ?? {});
      const call = (...rest: unknown[]) => (super.query as (...a: unknown[]) => never)(...rest);
      if (typeof config.submit === 'function') return call(...args);
      const text = config.text ?? '';
      const done = typeof callback === 'function' ? callback : typeof values === 'function' ? values : undefined;
      if (!done) return watch.timed(text, config.name, () => call(...(args as QueryArgs))) as never;
      const withoutCallback = args.slice(0, args.indexOf(done));
      void watch
        .timed(text, config.name, () => call(...withoutCallback) as unknown as Promise<unknown>)
        .then(
          (result) => (done as (e: unknown, r?: unknown) => void)(null, result),
          (error: unknown) => (done as (e: unknown) => void)(error),
        );
      return undefined as never;
    }
  };
}

/**
 * PGlite: its `query` and `exec`, and those of the transaction object its `transaction` hands out (drizzle's
 * transactions run their statements through it), timed in place. The time includes the wait for the one
 * connection, which is what a request feels; `watch.inFlight` shows how many are queued.
 */
export function timePglite(client: PGlite, watch: StatementWatch): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    watch.timed(text, undefined, () => (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest))) as never;
  client.exec = ((text: string, ...rest: unknown[]) =>
    watch.timed(text, undefined, () => (exec as (...a: unknown[]) => Promise<unknown>)(text, ...rest))) as never;
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => callback(timedTransaction(tx, watch)))) as never;
}

function timedTransaction(tx: Transaction, watch: StatementWatch): Transaction {
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property === 'query' || property === 'exec') {
        const run = Reflect.get(target, property, receiver) as (text: string, ...rest: unknown[]) => Promise<unknown>;
        return (text: string, ...rest: unknown[]) => watch.timed(text, undefined, () => run(text, ...rest));
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** How busy the database's connections are: PostgreSQL's pool as it reports itself, PGlite's one connection as queued statements. */
export type PoolUse = { total: number; idle: number; waiting: number };

export const pgliteUse = (watch: StatementWatch): PoolUse => ({
  total: 1,
  idle: watch.inFlight === 0 ? 1 : 0,
  waiting: Math.max(0, watch.inFlight - 1),
});

/**
 * node-postgres: how long each checkout waited for a free connection (the pool's `query` checks out through
 * `connect` with a callback, drizzle's transactions with a promise), told to the watch's checkout observer.
 */
export function timePoolCheckout(pool: pg.Pool, watch: StatementWatch): void {
  const waited = (ms: number) => watch.checkoutObserver?.(ms);
  const connect = pool.connect.bind(pool) as (callback?: (...a: unknown[]) => void) => Promise<unknown> | undefined;
  pool.connect = ((callback?: (...a: unknown[]) => void) => {
    const started = performance.now();
    if (callback)
      return connect((...results: unknown[]) => {
        waited(performance.now() - started);
        callback(...results);
      });
    return connect()?.then((client) => {
      waited(performance.now() - started);
      return client;
    });
  }) as never;
}
