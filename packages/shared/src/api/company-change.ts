import { z } from 'zod';

/**
 * 资质变更 (issue #36 item 8): once a buyer's qualifications are approved, its company name and type are
 * its identity on licences, invoices and delivery notes. A change of either waits for a reviewer; the
 * approved values stay in force until then. Contact, region and address still save at once.
 */
export const COMPANY_CHANGE_STATUS_TEXT = {
  pending: '资质变更审核中',
  rejected: '资质变更未通过',
} as const;

/** The buyer's latest change still worth showing (waiting, or rejected with its reason). */
export const companyChange = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'rejected']),
  /** The values asked for. */
  company: z.string(),
  company_type: z.string(),
  /** The values in force (the approved identity). */
  current_company: z.string(),
  current_company_type: z.string(),
  reject_reason: z.string(),
  submitted_at: z.number().int(),
  reviewed_at: z.number().int().nullable(),
});
export type CompanyChange = z.infer<typeof companyChange>;

/** GET /api/user/company: the company in force (what documents print) and the 资质变更 to show, if any. */
export const companyProfile = z.object({
  company: z.string(),
  company_type: z.string(),
  name: z.string(),
  region: z.string(),
  address: z.string(),
  is_passed: z.union([z.literal(0), z.literal(1)]),
  change: companyChange.nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfile>;

/** The answer of POST /api/user/company: `pending` when an identity change now waits for review. */
export const companySaved = z.object({ pending: z.boolean() });
export type CompanySaved = z.infer<typeof companySaved>;

/** GET /api/admin/company_changes: the changes waiting for review, oldest first. */
export const companyChangeToReview = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  /** In force now. */
  company: z.string(),
  company_type: z.string(),
  /** Asked for. */
  new_company: z.string(),
  new_company_type: z.string(),
  /** The business licence on file (营业执照 number), for the reviewer to compare the new name with. */
  licence_number: z.string().nullable(),
  submitted_at: z.number().int(),
});
export type CompanyChangeToReview = z.infer<typeof companyChangeToReview>;
