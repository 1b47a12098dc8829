import { z } from 'zod';
import { flag } from './envelope.ts';

export const CONTRACT_REQUIRED_CODE = 459;

/** GET /api/contract/current — the agreement in force and whether this buyer has signed it. */
export const currentContract = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  content: z.string(),
  effective_from: z.string(),
  effective_to: z.string(),
  is_signed: flag,
  signed_at: z.number().int().nullable(),
  signer_name: z.string(),
});

/** POST /api/contract/sign */
export const signBody = z.strictObject({
  signer_name: z.string().trim().min(2, '请填写签署人姓名').max(30),
  agree: z.coerce.number().pipe(z.literal(1, { message: '请阅读并同意协议' })),
});
