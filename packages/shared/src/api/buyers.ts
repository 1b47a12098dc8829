import { z } from 'zod';
import { flag, pageOf, pageQuery } from './envelope.ts';
import { countCap } from './list-count.ts';
import { id } from './fields.ts';
import { DRUG_CLASSES } from '../rules/qualification.ts';

/**
 * The console's buyers (采购商, issue #13): the list with its search, one buyer's whole file, and what
 * staff change on it — the account manager, the business scope (经营范围) and whether the account is in use.
 */

/** Where a buyer stands with its licences: all required approved, some waiting for review, or neither. */
export const BUYER_REVIEW = { passed: '已通过', pending: '待审核', not_passed: '未通过' } as const;
export type BuyerReview = keyof typeof BUYER_REVIEW;

/** GET /api/admin/buyers */
export const buyerListQuery = pageQuery.extend({
  /** Company, username, login mobile or contact name. */
  keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
  /** A province, city or district as the region names them (地区 starts with it). */
  region: z.string().trim().max(30, '地区最多 30 个字符').default(''),
  review: z.enum(['passed', 'pending', 'not_passed']).optional(),
  /** The managing staff member (a customer-service staff id). */
  manager_id: id.optional(),
  disabled: z.enum(['0', '1']).optional(),
  /** 'expiring': an approved licence ends within 30 days. */
  licence: z.enum(['expiring']).optional(),
});
export type BuyerListQuery = z.infer<typeof buyerListQuery>;

const manager = z.object({ staff_id: z.number().int().nullable(), name: z.string(), phone: z.string() }).nullable();

export const buyerRow = z.object({
  id: z.number().int(),
  username: z.string(),
  company: z.string(),
  company_type: z.string(),
  /** Contact person. */
  name: z.string(),
  mobile: z.string(),
  region: z.string(),
  is_passed: flag,
  review: z.enum(['passed', 'pending', 'not_passed']),
  manager,
  disabled: flag,
  created_at: z.number().int(),
});
export type BuyerRow = z.infer<typeof buyerRow>;
/** `total` counts up to `count_cap` (list-count.ts): count_cap + 1 means more than that. */
export const buyerList = pageOf(buyerRow).extend({ count_cap: countCap });
export type BuyerList = z.infer<typeof buyerList>;

export const drugClass = z.enum(DRUG_CLASSES);

/** GET /api/admin/buyers/:id: the buyer's whole file. */
export const buyerDetail = buyerRow.extend({
  phone: z.string(),
  address: z.string(),
  scope: z.object({
    /** What the licences allow. */
    licences: z.array(drugClass),
    /** A reviewer's scope from the licence text; null: as the licences allow. */
    limit: z.array(drugClass).nullable(),
    /** What the buyer may buy: licences ∩ limit. */
    effective: z.array(drugClass),
  }),
  licences: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      type_name: z.string(),
      number: z.string(),
      valid_to: z.string().nullable(),
      status: z.enum(['pending', 'approved', 'rejected']),
      reject_reason: z.string(),
    }),
  ),
  /** Other stores of the same company (多门店). */
  stores: z.array(z.object({ id: z.number().int(), company: z.string(), username: z.string() })),
  addresses: z.array(
    z.object({ consignee: z.string(), mobile: z.string(), region: z.string(), detail: z.string(), is_default: flag }),
  ),
  orders: z.object({
    count: z.number().int(),
    /** Paid amount of orders not cancelled, yuan. */
    total: z.number(),
    recent: z.array(
      z.object({
        id: z.number().int(),
        order_no: z.string(),
        status: z.number().int(),
        status_text: z.string(),
        amount: z.number(),
        created_at: z.number().int(),
      }),
    ),
  }),
  wallet: z.object({
    balance: z.number(),
    recent: z.array(
      z.object({
        type: z.string(),
        amount: z.number(),
        balance_after: z.number(),
        remark: z.string(),
        created_at: z.number().int(),
      }),
    ),
  }),
  points: z.number().int(),
});
export type BuyerDetail = z.infer<typeof buyerDetail>;

/** GET /api/admin/managers: who may manage buyers (enabled staff with the customer-service role). */
export const managerOption = z.object({ staff_id: z.number().int(), name: z.string(), mobile: z.string() });
export type ManagerOption = z.infer<typeof managerOption>;

/** POST /api/admin/users/:id/manager */
export const assignManagerBody = z.strictObject({ staff_id: id });

/** POST /api/admin/users/:id/scope: 'licences' clears the reviewer's scope; 'limit' sets it to `scope`. */
export const scopeBody = z
  .strictObject({
    mode: z.enum(['licences', 'limit']),
    scope: z.array(drugClass).max(DRUG_CLASSES.length).default([]),
  })
  .refine((b) => b.mode === 'licences' || b.scope.length > 0, { path: ['scope'], message: '请至少选择一类经营范围' });
export type ScopeBody = z.infer<typeof scopeBody>;
