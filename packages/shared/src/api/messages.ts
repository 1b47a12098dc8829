import { z } from 'zod';
import { page } from './fields.ts';
import { flag, pageOf } from './envelope.ts';

export const message = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  is_read: flag,
  created_at: z.number().int(),
});
export const messagePage = pageOf(message).extend({ unread: z.number().int() });
export const messageQuery = z.strictObject({
  page,
  page_size: z.coerce.number().int().min(1).max(50).default(10),
  is_read: z.coerce.number().pipe(flag).optional(),
});

export const FEEDBACK_KINDS = ['suggestion', 'complaint'] as const;
/** POST /api/user/feedback */
export const feedbackBody = z.strictObject({
  kind: z.enum(FEEDBACK_KINDS).default('suggestion'),
  content: z.string().trim().min(5, '请至少写5个字').max(1000, '内容不能超过1000字'),
  contact: z.string().trim().max(60).default(''),
});

/** POST /api/user/buy — the purchase request dialog (spec §3, §5): only the drug name is required. */
export const purchaseRequestBody = z.strictObject({
  name: z.string().trim().min(1, '此项不能为空').max(100),
  sccj: z.string().trim().max(100).default(''),
  ypgg: z.string().trim().max(100).default(''),
  number: z
    .union([z.literal(''), z.coerce.number().int().min(1).max(1_000_000)])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  remarks: z.string().trim().max(500).default(''),
});
export const purchaseRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  number: z.number().int().nullable(),
  remarks: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  status: z.string(),
  created_at: z.number().int(),
});
