import { z } from 'zod';

// What WeChat Pay sends us is untrusted JSON even when signed: these schemas say which fields we read and
// their types. A field of another type reads as missing, so the checks in wechat-pay.ts refuse it as before.
const text = z.string().optional().catch(undefined);
const amount = z
  .object({ total: z.number().optional().catch(undefined), currency: text })
  .optional()
  .catch(undefined);

/** A transaction: a query's answer, or the decrypted resource of a notification. */
export const WechatTrade = z.object({
  mchid: text,
  appid: text,
  out_trade_no: text,
  transaction_id: text,
  trade_state: text,
  amount,
});

export const WechatNotificationEvent = z.object({
  event_type: text,
  resource: z
    .object({ algorithm: text, original_type: text, ciphertext: text, nonce: text, associated_data: text })
    .optional()
    .catch(undefined),
});

export const WechatNativeStart = z.object({ code_url: text });
export const WechatRefund = z.object({ status: text, refund_id: z.union([z.string(), z.number()]).optional() });
export const WechatRefusal = z.object({ code: text, message: text });

/** A JSON object read through `schema`; anything that is not one (or not JSON) is undefined. */
export function readAnswer<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The JSON object in `text`, or undefined when it is not JSON or not an object. */
export function jsonObject(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
