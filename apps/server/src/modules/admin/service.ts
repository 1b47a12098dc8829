import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { endSessions } from '../account/repo.ts';
import { pendingLicences } from '../qualification/repo.ts';
import * as repo from './repo.ts';

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

export async function assignManager(db: Db, userId: number, managerId: number): Promise<void> {
  if (!(await repo.managerExists(db, managerId))) throw notFound('客户经理不存在');
  if (!(await repo.setManager(db, userId, managerId))) throw notFound('采购商不存在');
}

/** A disabled buyer is signed out everywhere at once: the flag and the end of its sessions commit together. */
export async function disableBuyer(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.setDisabled(tx, userId))) throw notFound('采购商不存在');
    await endSessions(tx, userId);
  });
}
