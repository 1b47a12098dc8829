import { connectionStringOf, type Database } from '../db/client.ts';

/** The PostgreSQL channel every process of a store listens on. */
export const CHANNEL = 'store_changes';
/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

type Forget = () => void;
type Listener = {
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: string, fn: () => void): void;
};

/**
 * What a process keeps for itself follows a change made through any process (issue #39). A console write
 * (a goods, a price, a listing, an ad, a setting) is announced: this process forgets what it keeps at once, and
 * on PostgreSQL a NOTIFY on `store_changes` tells every other process and machine, which forget theirs when it
 * arrives (LISTEN on a connection of its own; no polling). What is forgotten is what may now be out of date: the
 * visitors' rendered pages, the anonymous goods list, the list totals and facets, the suggestions' window.
 * A process whose listening connection drops forgets everything when it is back, as it may have missed news.
 * PGlite is one process: the announcement is only local there.
 */
export class StoreChanges {
  private readonly forgets: Forget[] = [];
  private listener: Listener | undefined;
  private closed = false;

  constructor(private readonly database: Database) {}

  /** Calls `forget` after every change announced by this process or any other. */
  onChange(forget: Forget): void {
    this.forgets.push(forget);
  }

  /** A change was made through this process: forget here now, and tell the others. */
  async announce(): Promise<void> {
    this.forgetAll();
    if (this.database.kind === 'postgres') await this.database.exec(`select pg_notify('${CHANNEL}', '${process.pid}')`);
  }

  /** Starts listening (PostgreSQL), on a connection to the pool's database. Resolves once the LISTEN is in place. */
  async listen(): Promise<void> {
    if (this.database.kind !== 'postgres' || this.closed) return;
    // The pool's own settings: the same database, whichever URL opened it (tests open copies of a template).
    const connectionString = connectionStringOf(this.database);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString });
    const again = () => {
      if (this.listener !== client || this.closed) return;
      this.listener = undefined;
      void client.end().catch(() => undefined);
      setTimeout(() => void this.listen().then(() => this.forgetAll()), RECONNECT_MS).unref();
    };
    client.on('notification', () => this.forgetAll());
    client.on('error', again);
    client.on('end', again);
    this.listener = client;
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch {
      again();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
  }

  private forgetAll(): void {
    for (const forget of this.forgets) forget();
  }
}
