import { z } from 'zod';
import { flag } from './envelope.ts';

/**
 * Invoice profiles (发票抬头) a buyer keeps so invoice details are not typed on every order. The types are
 * the order's invoice types without 'none': 普通发票 (title and tax number) and 增值税专用发票 (also bank,
 * account, registered address and phone).
 */
export const INVOICE_PROFILE_TYPES = ['plain', 'vat_special'] as const;
export type InvoiceProfileType = (typeof INVOICE_PROFILE_TYPES)[number];

/**
 * 纳税人识别号: the 18-character 统一社会信用代码, or the older 15/17/20-character numbers some companies
 * still print. Digits and upper-case letters; buyers often type it in lower case, so it is upper-cased first.
 */
export const TAX_NO_PATTERN = /^[0-9A-Z]{15,20}$/;
export const TAX_NO_REQUIRED = '请填写纳税人识别号';
export const TAX_NO_FORMAT = '纳税人识别号为 15–20 位数字或大写字母';

/** The VAT special invoice's fields beyond title and tax number, with the names its messages use. */
export const VAT_DETAIL_LABELS = {
  bank_name: '开户银行',
  bank_account: '银行账号',
  register_address: '注册地址',
  register_phone: '注册电话',
} as const;
export type VatDetailField = keyof typeof VAT_DETAIL_LABELS;
export const VAT_DETAIL_FIELDS = Object.keys(VAT_DETAIL_LABELS) as VatDetailField[];

/** A text field whose too-long message names it in Chinese (the generic label of `title` would be 名称). */
const labelled = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字符`).default('');

export const INVOICE_FIELD_MAX = {
  title: 100,
  tax_no: 20,
  bank_name: 100,
  bank_account: 40,
  register_address: 200,
  register_phone: 30,
} as const;

/** POST /api/user/invoice_profile (add) and /api/user/invoice_profile/{id}/edit. */
export const invoiceProfileBody = z
  .strictObject({
    type: z.enum(INVOICE_PROFILE_TYPES, '请选择发票类型'),
    title: labelled('发票抬头', INVOICE_FIELD_MAX.title),
    tax_no: z.string().trim().toUpperCase().default(''),
    bank_name: labelled('开户银行', INVOICE_FIELD_MAX.bank_name),
    bank_account: labelled('银行账号', INVOICE_FIELD_MAX.bank_account),
    register_address: labelled('注册地址', INVOICE_FIELD_MAX.register_address),
    register_phone: labelled('注册电话', INVOICE_FIELD_MAX.register_phone),
    is_default: z.coerce.number().pipe(flag).default(0),
  })
  .superRefine((body, ctx) => {
    if (!body.title) ctx.addIssue({ code: 'custom', path: ['title'], message: '请填写发票抬头' });
    const taxNoProblem = taxNoProblemOf(body.tax_no);
    if (taxNoProblem) ctx.addIssue({ code: 'custom', path: ['tax_no'], message: taxNoProblem });
    if (body.type === 'vat_special') {
      for (const key of VAT_DETAIL_FIELDS) {
        if (!body[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `增值税专用发票须填写${VAT_DETAIL_LABELS[key]}` });
      }
    }
  });
export type InvoiceProfileBody = z.input<typeof invoiceProfileBody>;
export type InvoiceProfileInput = z.output<typeof invoiceProfileBody>;

/** Why a tax number is refused, or null: required for every invoice type (companies in China have one). */
export function taxNoProblemOf(taxNo: string): string | null {
  if (!taxNo) return TAX_NO_REQUIRED;
  return TAX_NO_PATTERN.test(taxNo) ? null : TAX_NO_FORMAT;
}

const profileFields = {
  type: z.enum(INVOICE_PROFILE_TYPES),
  title: z.string(),
  tax_no: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  register_address: z.string(),
  register_phone: z.string(),
};

export const invoiceProfile = z.object({ id: z.number().int(), ...profileFields, is_default: flag });
export type InvoiceProfile = z.infer<typeof invoiceProfile>;

/**
 * GET /api/user/invoice_profile — the buyer's profiles, default first. While there are none, `suggestion`
 * is a profile pre-filled from the buyer's company (name, business-licence credit code, address, phone)
 * for the buyer to check and save; null once a profile exists.
 */
export const invoiceProfileList = z.object({
  list: z.array(invoiceProfile),
  suggestion: z.object(profileFields).nullable(),
});
export type InvoiceProfileList = z.infer<typeof invoiceProfileList>;
export type InvoiceProfileSuggestion = NonNullable<InvoiceProfileList['suggestion']>;

/** A blank plain profile: what a new one starts from when the company has nothing to pre-fill. */
export const BLANK_INVOICE_PROFILE: InvoiceProfileSuggestion = {
  type: 'plain',
  title: '',
  tax_no: '',
  bank_name: '',
  bank_account: '',
  register_address: '',
  register_phone: '',
};

export const INVOICE_PROFILE_TYPE_TEXT: Readonly<Record<InvoiceProfileType, string>> = {
  plain: '普通发票',
  vat_special: '增值税专用发票',
};
