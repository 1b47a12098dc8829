import type { z } from 'zod';
import type { companyBody } from '@store/shared/api/account';
import type { CompanyChange, CompanyChangeToReview, CompanyProfile } from '@store/shared/api/company-change';
import { QualificationRefusal } from '@store/shared/codes';
import type { Db, Tx } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import * as repo from './company-change-repo.ts';
import { refreshPassed } from './service.ts';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * POST /api/user/company. Before approval everything saves at once (registration step 2 and any later
 * edit). After approval the company name and type are the identity the licences were checked against: a
 * change of either becomes one pending 资质变更 (a second submission replaces the waiting one; going back
 * to the approved values withdraws it) while contact, region and address save at once. `pending` says
 * which happened.
 */
export async function saveCompany(
  db: Db,
  userId: number,
  body: z.infer<typeof companyBody>,
): Promise<{ pending: boolean }> {
  return db.transaction(async (tx) => {
    const current = await repo.lockCompanyOf(tx, userId);
    if (!current) throw notFound('用户不存在');
    await repo.setContact(tx, userId, { name: body.name, region: body.region, address: body.address });
    const asked = { company: body.company, companyType: body.company_type };
    const waiting = await repo.findPendingChange(tx, userId);
    if (!current.isPassed) {
      if (waiting) await repo.withdrawChange(tx, userId, waiting.id);
      await repo.setIdentity(tx, userId, asked);
      return { pending: false };
    }
    const same = asked.company === current.company && asked.companyType === current.companyType;
    if (same) {
      if (waiting) await repo.withdrawChange(tx, userId, waiting.id);
      return { pending: false };
    }
    if (waiting) await repo.replaceChange(tx, userId, waiting.id, asked);
    else await repo.insertChange(tx, userId, asked, current);
    return { pending: true };
  });
}

/** GET /api/user/company: the identity in force, the contact, and the 资质变更 the buyer should see. */
export async function companyProfileOf(db: Db, userId: number): Promise<CompanyProfile> {
  const [row, change] = await Promise.all([repo.companyOf(db, userId), companyChangeOf(db, userId)]);
  if (!row) throw notFound('用户不存在');
  return {
    company: row.company,
    company_type: row.companyType,
    name: row.name,
    region: row.region,
    address: row.address,
    is_passed: row.isPassed ? 1 : 0,
    change,
  };
}

/** What the buyer sees of its latest change: waiting, or rejected with the reason; nothing once applied or withdrawn. */
async function companyChangeOf(db: Db, userId: number): Promise<CompanyChange | null> {
  const row = await repo.latestChange(db, userId);
  if (!row || (row.status !== 'pending' && row.status !== 'rejected')) return null;
  return {
    id: row.id,
    status: row.status,
    company: row.company,
    company_type: row.companyType,
    current_company: row.previousCompany,
    current_company_type: row.previousCompanyType,
    reject_reason: row.rejectReason,
    submitted_at: seconds(row.updatedAt),
    reviewed_at: row.reviewedAt ? seconds(row.reviewedAt) : null,
  };
}

export async function companyChangesToReview(db: Db): Promise<CompanyChangeToReview[]> {
  const rows = await repo.pendingChanges(db);
  const licences = await repo.businessLicenceNumbers(
    db,
    rows.map((r) => r.change.userId),
  );
  return rows.map(({ change, username, company, companyType }) => ({
    id: change.id,
    user_id: change.userId,
    username,
    company,
    company_type: companyType,
    new_company: change.company,
    new_company_type: change.companyType,
    licence_number: licences.find((l) => l.userId === change.userId)?.number ?? null,
    submitted_at: seconds(change.updatedAt),
  }));
}

/**
 * A reviewer decides a 资质变更. Approving writes the new name and type on the buyer (everything that
 * prints the company reads it there) and re-checks the licences a new type requires; rejecting keeps
 * the approved identity. Either way the buyer is told in 我的消息, and the decision is audited.
 */
export async function reviewCompanyChange(
  db: Db,
  actor: Actor,
  id: number,
  action: 'approve' | 'reject',
  reason: string,
): Promise<{ is_passed: 0 | 1 }> {
  return db.transaction(async (tx) => {
    const change = await repo.findChangeForUpdate(tx, id);
    if (!change) throw notFound('资质变更不存在');
    const before = await repo.lockCompanyOf(tx, change.userId);
    if (change.status !== 'pending' || !before) throw new AppError(QualificationRefusal.COMPANY_CHANGE_REVIEWED);
    await repo.setChangeReview(tx, id, {
      status: action === 'approve' ? 'approved' : 'rejected',
      rejectReason: action === 'reject' ? reason : '',
      reviewedBy: actor.staffId,
    });
    const after = action === 'approve' ? { company: change.company, companyType: change.companyType } : before;
    if (action === 'approve') await repo.setIdentity(tx, change.userId, after);
    await tellBuyer(tx, change.userId, action, change.company, reason);
    await recordAudit(tx, actor, {
      action: `company_change.${action}`,
      objectType: 'buyer',
      objectId: change.userId,
      before: { company: before.company, company_type: before.companyType },
      after: {
        company: after.company,
        company_type: after.companyType,
        ...(action === 'reject' && { asked: { company: change.company, company_type: change.companyType }, reason }),
      },
    });
    const passed = action === 'approve' ? await refreshPassed(tx, change.userId) : before.isPassed;
    return { is_passed: passed ? 1 : 0 };
  });
}

async function tellBuyer(tx: Tx, userId: number, action: 'approve' | 'reject', company: string, reason: string) {
  await tx.insert(messages).values(
    action === 'approve'
      ? { userId, title: '资质变更审核通过', content: `您的单位信息已变更为“${company}”。` }
      : {
          userId,
          title: '资质变更未通过',
          content: `您提交的单位信息变更（${company}）未通过审核：${reason}。原单位信息继续有效。`,
        },
  );
}
