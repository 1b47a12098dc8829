import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Licence } from '@store/shared/api/qualification';
import {
  DRUG_CLASS_NAMES,
  MAX_QUALIFICATION_FILES,
  MAX_QUALIFICATION_FILE_BYTES,
} from '@store/shared/api/qualification';
import {
  businessScope,
  daysLeft,
  isQualified,
  LICENCE_NAMES,
  requiredLicences,
  type CompanyType,
  type LicenceState,
  type LicenceType,
} from '@store/shared/rules/qualification';
import type { Db, Tx } from '../../db/client.ts';
import { messages, users } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import * as repo from './repo.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { QualificationRefusal } from '@store/shared/codes';
import { maskIdNumber } from '@store/shared/rules/mask';
import { businessDay } from '../../lib/business-day.ts';

const ALLOWED_MIME = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);
const stateOf = (row: repo.QualificationRow): LicenceState => ({
  type: row.type as LicenceType,
  status: row.status as LicenceState['status'],
  validTo: row.validTo,
});

/** Recomputes is_passed from the licences (after an upload, a review or an expiry). */
export async function refreshPassed(db: Db | Tx, userId: number, today = businessDay()): Promise<boolean> {
  const [companyType, licences] = await Promise.all([repo.companyTypeOf(db, userId), repo.licencesOf(db, userId)]);
  const passed = isQualified(companyType as CompanyType, licences.map(stateOf), today);
  await repo.setPassed(db, userId, passed);
  return passed;
}

export async function qualificationState(db: Db, userId: number) {
  const [companyType, licences, [user]] = await Promise.all([
    repo.companyTypeOf(db, userId),
    repo.licencesOf(db, userId),
    db.select({ isPassed: users.isPassed }).from(users).where(eq(users.id, userId)),
  ]);
  const files = await repo.filesOf(
    db,
    licences.map((l) => l.id),
  );
  const today = businessDay();
  const list: Licence[] = licences.map((row) => ({
    id: row.id,
    type: row.type as LicenceType,
    type_name: LICENCE_NAMES[row.type as LicenceType] ?? row.type,
    // The buyer's own page shows the purchaser's ID number starred; operators review the full one.
    number: row.type === 'purchaser_id' ? maskIdNumber(row.number) : row.number,
    valid_to: row.validTo,
    status: row.status as Licence['status'],
    reject_reason: row.rejectReason,
    days_left: row.validTo ? daysLeft(row.validTo, today) : null,
    files: files
      .filter((f) => f.qualificationId === row.id)
      .map((f) => ({ id: f.id, url: `/api/user/zizhi/file/${f.id}`, mime: f.mime })),
  }));
  return {
    is_passed: (user?.isPassed ? 1 : 0) as 0 | 1,
    company_type: companyType,
    required: requiredLicences(companyType as CompanyType).map((type) => ({ type, name: LICENCE_NAMES[type] })),
    list,
  };
}

export type UploadedFile = { bytes: Buffer; filename: string };

/** Checks each file by its bytes (not its name): JPEG, PNG, WebP or PDF, at most 5 MB, 1–5 files. */
export async function checkFiles(files: UploadedFile[]): Promise<{ bytes: Buffer; mime: string; ext: string }[]> {
  if (files.length === 0) throw invalid({ files: ['请上传证照图片'] });
  if (files.length > MAX_QUALIFICATION_FILES) throw invalid({ files: [`最多上传${MAX_QUALIFICATION_FILES}个文件`] });
  const checked = [];
  for (const [index, file] of files.entries()) {
    if (file.bytes.length > MAX_QUALIFICATION_FILE_BYTES) throw invalid({ files: [`第${index + 1}个文件超过 5MB`] });
    const type = await (await import('file-type')).fileTypeFromBuffer(file.bytes);
    if (!type || !ALLOWED_MIME.has(type.mime))
      throw invalid({ files: [`第${index + 1}个文件不是 JPG、PNG、WebP 图片或 PDF 文件`] });
    checked.push({ bytes: file.bytes, mime: type.mime, ext: type.ext });
  }
  return checked;
}

/** Upload (or re-upload) one licence: files stored first, then the rows in one transaction; back to review. */
export async function uploadLicence(
  db: Db,
  storage: FileStorage,
  userId: number,
  fields: { type: LicenceType; number: string; valid_to: string },
  files: UploadedFile[],
): Promise<void> {
  const checked = await checkFiles(files);
  if (fields.valid_to && fields.valid_to < businessDay()) throw invalid({ valid_to: ['证照已过期，请上传有效证照'] });
  const stored: { storageKey: string; mime: string; size: number }[] = [];
  for (const file of checked) {
    const storageKey = `qualifications/${userId}/${randomBytes(12).toString('hex')}.${file.ext}`;
    await storage.put(storageKey, file.bytes);
    stored.push({ storageKey, mime: file.mime, size: file.bytes.length });
  }
  await db.transaction(async (tx) => {
    const qualificationId = await repo.upsertLicence(tx, userId, {
      type: fields.type,
      number: fields.number,
      validTo: fields.valid_to || null,
    });
    await repo.insertFiles(
      tx,
      stored.map((s) => ({ ...s, qualificationId, userId })),
    );
    await refreshPassed(tx, userId);
  });
}

/** A scan of the buyer's own licence; another buyer's is not found. */
export async function readOwnFile(db: Db, storage: FileStorage, userId: number, fileId: number) {
  return storedFile(storage, await repo.findOwnFile(db, userId, fileId));
}

/** Any buyer's licence scan, for the operator reviewing it. */
export async function readFileForOperator(db: Db, storage: FileStorage, fileId: number) {
  return storedFile(storage, await repo.findFileForOperator(db, fileId));
}

async function storedFile(storage: FileStorage, row: { storageKey: string; mime: string } | undefined) {
  const bytes = row && (await storage.get(row.storageKey));
  if (!row || !bytes) throw notFound('文件不存在');
  return { bytes, mime: row.mime };
}

/**
 * The licence states as one JSON column, for an order's batched checks (checkout/place-order.ts). A cart add
 * reads the same through `scopeOf`, a prepared statement of its own (one read, planned once).
 */
export const licenceStatesSql = repo.licenceStatesSql;

/** The business scope from what `licenceStatesSql` answers. */
export const scopeOfStates = (
  states: { companyType: string; scopeLimit?: string[] | null; licences: LicenceState[] } | null,
) =>
  businessScope((states?.companyType ?? '') as CompanyType, states?.licences ?? [], businessDay(), states?.scopeLimit);

export async function scopeOf(db: Db | Tx, userId: number) {
  const { companyType, scopeLimit, licences } = await repo.companyTypeAndLicences(db, userId);
  const scope = businessScope(companyType as CompanyType, licences.map(stateOf), businessDay(), scopeLimit);
  return { scope, names: scope.map((c) => DRUG_CLASS_NAMES[c]) };
}

/** A reviewer approves, or rejects with a reason; the buyer's is_passed and the audit row follow in the same transaction. */
export async function reviewLicence(db: Db, actor: Actor, id: number, action: 'approve' | 'reject', reason: string) {
  return db.transaction(async (tx) => {
    const licence = await repo.findLicenceForUpdate(tx, id);
    if (!licence) throw notFound('证照不存在');
    if (licence.status !== 'pending') throw new AppError(QualificationRefusal.LICENCE_ALREADY_REVIEWED);
    await repo.setReview(tx, id, {
      status: action === 'approve' ? 'approved' : 'rejected',
      rejectReason: action === 'reject' ? reason : '',
      reviewedBy: actor.staffId,
    });
    // The buyer hears of it in 我的消息 as well as on /zzzj.
    const name = LICENCE_NAMES[licence.type as LicenceType] ?? licence.type;
    await tx.insert(messages).values(
      action === 'approve'
        ? { userId: licence.userId, title: '证照审核通过', content: `您提交的${name}已审核通过。` }
        : {
            userId: licence.userId,
            title: '证照审核未通过',
            content: `您提交的${name}未通过审核：${reason}。请在“资质证照”页面重新上传。`,
          },
    );
    await recordAudit(tx, actor, {
      action: `licence.${action}`,
      objectType: 'licence',
      objectId: id,
      before: { status: licence.status },
      after: {
        status: action === 'approve' ? 'approved' : 'rejected',
        reject_reason: action === 'reject' ? reason : '',
      },
    });
    return { is_passed: (await refreshPassed(tx, licence.userId)) ? 1 : 0 };
  });
}
