import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { currentRequestId } from './requests.ts';
import { poolCheckoutWait, slowStatements, statementDuration, statementErrors, watchPool } from './metrics.ts';

/**
 * The app's watch over its database (buildApp calls this once): every statement is timed into the statement
 * histogram, and one that takes `slowMs` or longer is counted and logged as a warning naming it and the request
 * it ran for (`reqId`, as on the request's own line), so a slow page can be traced to its statement from the log.
 */
export function watchStatements(database: Database, { slowMs, log }: { slowMs: number; log: FastifyBaseLogger }) {
  watchPool(database);
  database.statements.observer = ({ name, ms, failed }) => {
    statementDuration.observe({ statement: name }, ms / 1000);
    if (failed) statementErrors.inc({ statement: name });
    if (ms >= slowMs) {
      slowStatements.inc({ statement: name });
      log.warn({ statement: name, ms: Math.round(ms), failed, reqId: currentRequestId() }, 'slow statement');
    }
  };
  database.statements.checkoutObserver = (ms) => poolCheckoutWait.observe(ms / 1000);
}

/** Stops watching (the app closes; the database may outlive it, as in tests). */
export function unwatchStatements(database: Database) {
  database.statements.observer = undefined;
  database.statements.checkoutObserver = undefined;
}
