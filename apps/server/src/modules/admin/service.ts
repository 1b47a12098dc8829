import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { endSessions } from '../account/index.ts';
import { filesOf, pendingLicences } from '../qualification/index.ts';
import type { LicenceToReview } from '@store/shared/api/qualification';
import { LICENCE_NAMES, type LicenceType } from '@store/shared/rules/qualification';
import * as repo from './repo.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

/** Licences waiting for review, oldest change first, with the buyer they belong to and their scans. */
export async function licencesToReview(db: Db): Promise<LicenceToReview[]> {
  const pending = await pendingLicences(db);
  const files = await filesOf(
    db,
    pending.map(({ licence }) => licence.id),
  );
  return pending.map(({ licence, company, username, companyType }) => ({
    id: licence.id,
    user_id: licence.userId,
    company,
    username,
    company_type: companyType,
    type: licence.type,
    type_name: LICENCE_NAMES[licence.type as LicenceType] ?? licence.type,
    number: licence.number,
    valid_to: licence.validTo,
    submitted_at: Math.floor(licence.updatedAt.getTime() / 1000),
    files: files
      .filter((f) => f.qualificationId === licence.id)
      .map((f) => ({ id: f.id, url: `/api/admin/qualification_files/${f.id}`, mime: f.mime })),
  }));
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
