// The audit log every staff change writes (infrastructure: used by every module with a console route).
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { insertRows } from '../db/json-rows.ts';
import { auditLog } from '../db/schema.ts';

/** Who made a change and from where: every staff route has both. */
export type Actor = { staffId: number; ip: string };
export const actorOf = (request: FastifyRequest): Actor => ({ staffId: request.staff.id, ip: request.ip });

/** What a change was, and to what. */
export type AuditEntry = {
  action: string;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
};

const auditRow = (actor: Actor, entry: AuditEntry): typeof auditLog.$inferInsert => ({
  staffId: actor.staffId,
  action: entry.action,
  objectType: entry.objectType,
  objectId: String(entry.objectId),
  before: entry.before ?? null,
  after: entry.after ?? null,
  ip: actor.ip,
});

/**
 * One row of the audit log, written with the change it records: callers pass the change's transaction,
 * so a change without its row (or a row without its change) cannot be committed.
 */
export async function recordAudit(tx: Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRow(actor, entry));
}

/** Many rows at once (an import's chunk of goods), in one statement, in the same way. */
export async function recordAudits(tx: Tx, actor: Actor, entries: AuditEntry[]): Promise<void> {
  await insertRows(
    tx,
    auditLog,
    entries.map((entry) => auditRow(actor, entry)),
  );
}
