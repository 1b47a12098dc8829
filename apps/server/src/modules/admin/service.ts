import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { endSessions } from '../account/repo.ts';
import { pendingLicences } from '../qualification/repo.ts';
import * as repo from './repo.ts';
import { recordAudit, type Actor } from '../staff/audit.ts';

/** Licences waiting for review, oldest change first, with the buyer they belong to. */
export async function licencesToReview(db: Db) {
  return (await pendingLicences(db)).map(({ licence, company, username }) => ({
    id: licence.id,
    user_id: licence.userId,
    company,
    username,
    type: licence.type,
    number: licence.number,
    valid_to: licence.validTo,
  }));
}

export async function assignManager(db: Db, actor: Actor, userId: number, managerId: number): Promise<void> {
  if (!(await repo.managerExists(db, managerId))) throw notFound('客户经理不存在');
  await db.transaction(async (tx) => {
    const before = await repo.lockBuyer(tx, userId);
    if (!before) throw notFound('采购商不存在');
    await repo.setManager(tx, userId, managerId);
    await recordAudit(tx, actor, {
      action: 'buyer.manager',
      objectType: 'buyer',
      objectId: userId,
      before: { manager_id: before.managerId },
      after: { manager_id: managerId },
    });
  });
}

/** A disabled buyer is signed out everywhere at once: the flag, the end of its sessions and the audit row commit together. */
export async function disableBuyer(db: Db, actor: Actor, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.lockBuyer(tx, userId);
    if (!before) throw notFound('采购商不存在');
    await repo.setDisabled(tx, userId);
    await endSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: 'buyer.disable',
      objectType: 'buyer',
      objectId: userId,
      before: { disabled: before.disabledAt !== null },
      after: { disabled: true },
    });
  });
}
