import { z } from 'zod';
import { flag } from './envelope.ts';
import { DRUG_CLASSES, LICENCE_TYPES } from '../rules/qualification.ts';

export const QUALIFICATION_STATUS_NAMES = { pending: '审核中', approved: '已通过', rejected: '已驳回' } as const;
export const MAX_QUALIFICATION_FILES = 5;
export const MAX_QUALIFICATION_FILE_BYTES = 5 * 1024 * 1024;

/** The text fields of a licence upload (multipart, with 1–5 image or PDF files). */
export const qualificationFields = z.strictObject({
  type: z.enum(LICENCE_TYPES),
  number: z.string().trim().min(1, '请填写证照编号').max(60),
  /** '' or absent: long-term. */
  valid_to: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '有效期格式应为 YYYY-MM-DD')]).default(''),
});

export const licence = z.object({
  id: z.number().int(),
  type: z.enum(LICENCE_TYPES),
  type_name: z.string(),
  number: z.string(),
  valid_to: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reject_reason: z.string(),
  days_left: z.number().int().nullable(),
  files: z.array(z.object({ id: z.number().int(), url: z.string(), mime: z.string() })),
});
export type Licence = z.infer<typeof licence>;

/** GET api/user/zizhi */
export const qualificationState = z.object({
  is_passed: flag,
  company_type: z.string(),
  required: z.array(z.object({ type: z.enum(LICENCE_TYPES), name: z.string() })),
  list: z.array(licence),
});

/** GET api/user/jyfw — the drug classes this buyer's licences allow. */
export const businessScopeData = z.object({ scope: z.array(z.enum(DRUG_CLASSES)), names: z.array(z.string()) });
export const DRUG_CLASS_NAMES: Record<(typeof DRUG_CLASSES)[number], string> = {
  ordinary: '化学药品',
  chinese_patent: '中成药',
  herbal_pieces: '中药饮片',
  device: '医疗器械',
  health: '保健食品',
};

/** GET /api/admin/qualifications: a licence waiting for review, with its buyer and its scans (staff URLs). */
export const licenceToReview = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  company: z.string(),
  username: z.string(),
  company_type: z.string(),
  type: z.string(),
  type_name: z.string(),
  number: z.string(),
  valid_to: z.string().nullable(),
  submitted_at: z.number().int(),
  files: z.array(z.object({ id: z.number().int(), url: z.string(), mime: z.string() })),
});
export type LicenceToReview = z.infer<typeof licenceToReview>;

/** A reviewer approves a licence, or rejects it with the reason the buyer reads. */
export const reviewBody = z
  .strictObject({
    action: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(200).default(''),
  })
  .refine((b) => b.action === 'approve' || b.reason.length > 0, { message: '请填写驳回原因', path: ['reason'] });
