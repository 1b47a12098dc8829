/**
 * The confirm page's form state (/cart/step2) and how it becomes the body of POST /api/order. The shared
 * zod schema validates here first, so the buyer sees the same messages the server would send.
 */
import { createOrderBody, type CreateOrderBody } from '@store/shared/api/checkout';

export type InvoiceType = CreateOrderBody['invoice_type'];

export const INVOICE_TYPES: { value: InvoiceType; label: string }[] = [
  { value: 'none', label: '不开发票' },
  { value: 'plain', label: '普通发票' },
  { value: 'vat_special', label: '增值税专用发票' },
];

export type InvoiceField =
  'invoice_title' | 'tax_no' | 'bank_name' | 'bank_account' | 'register_address' | 'register_phone';

export type OrderDraft = {
  address_id: number | null;
  invoice_type: InvoiceType;
  /** One of the buyer's invoice profiles (发票抬头); null: the details typed below. */
  invoice_profile_id: number | null;
  invoice_title: string;
  tax_no: string;
  bank_name: string;
  bank_account: string;
  register_address: string;
  register_phone: string;
  remarks: string;
  want_documents: boolean;
  want_reports: boolean;
};

export const EMPTY_DRAFT: OrderDraft = {
  address_id: null,
  invoice_type: 'none',
  invoice_profile_id: null,
  invoice_title: '',
  tax_no: '',
  bank_name: '',
  bank_account: '',
  register_address: '',
  register_phone: '',
  remarks: '',
  want_documents: false,
  want_reports: false,
};

const VAT_FIELDS: InvoiceField[] = [
  'invoice_title',
  'tax_no',
  'bank_name',
  'bank_account',
  'register_address',
  'register_phone',
];

/** The invoice inputs shown for a type: a plain invoice needs its title and tax number. */
export function invoiceFieldsFor(type: InvoiceType): InvoiceField[] {
  if (type === 'plain') return ['invoice_title', 'tax_no'];
  if (type === 'vat_special') return VAT_FIELDS;
  return [];
}

/**
 * The body of POST /api/order. Invoice details typed for another type and then abandoned are not sent
 * (a buyer who switches back to 不开发票 must not get a title on the order); with a chosen invoice profile
 * only its id goes (the server copies the profile).
 */
export function orderBodyOf(draft: OrderDraft, ids: number[], couponId: number | null): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ids,
    address_id: draft.address_id ?? undefined,
    user_coupon_id: couponId ?? undefined,
    invoice_type: draft.invoice_type,
    remarks: draft.remarks.trim(),
    want_documents: draft.want_documents ? 1 : 0,
    want_reports: draft.want_reports ? 1 : 0,
  };
  if (draft.invoice_type !== 'none' && draft.invoice_profile_id !== null) {
    body.invoice_profile_id = draft.invoice_profile_id;
    return body;
  }
  for (const field of invoiceFieldsFor(draft.invoice_type)) {
    // The tax number is printed in upper case; buyers often type it in lower case.
    body[field] = field === 'tax_no' ? draft.tax_no.trim().toUpperCase() : draft[field].trim();
  }
  return body;
}

export type DraftErrors = Partial<Record<keyof OrderDraft, string>>;

/** Validates the draft with the shared schema; the first message of each field, keyed by field. */
export function validateDraft(
  draft: OrderDraft,
  ids: number[],
  couponId: number | null,
): { body: CreateOrderBody } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (draft.address_id === null) errors.address_id = '请选择收货地址';
  const parsed = createOrderBody.safeParse(orderBodyOf(draft, ids, couponId));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof OrderDraft;
      if (field in EMPTY_DRAFT && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}

/** `?ids=1,2,3` → [1, 2, 3]: positive whole numbers only, each once, in the given order. */
export function parseIds(raw: string | null): number[] {
  const ids = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0 && Number.isSafeInteger(id));
  return [...new Set(ids)];
}
