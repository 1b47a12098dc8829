import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, invoiceFieldsFor, orderBodyOf, parseIds, validateDraft, type OrderDraft } from './order-draft.ts';

const draft = (over: Partial<OrderDraft> = {}): OrderDraft => ({ ...EMPTY_DRAFT, address_id: 5, ...over });
const VAT: Partial<OrderDraft> = {
  invoice_type: 'vat_special',
  invoice_title: '北京康和大药房有限公司',
  tax_no: '91110105mA01abcd3x',
  bank_name: '工商银行北京朝阳支行',
  bank_account: '0200 0012 3456 789',
  register_address: '北京市朝阳区建国路 88 号',
  register_phone: '010-65881234',
};

describe('invoice inputs shown per type', () => {
  it.each([
    ['none', []],
    ['plain', ['invoice_title', 'tax_no']],
    ['vat_special', ['invoice_title', 'tax_no', 'bank_name', 'bank_account', 'register_address', 'register_phone']],
  ] as const)('%s shows %j', (type, fields) => {
    expect(invoiceFieldsFor(type)).toEqual(fields);
  });
});

describe('the order body', () => {
  it('sends no invoice details when the buyer switched back to 不开发票', () => {
    const body = orderBodyOf(draft({ ...VAT, invoice_type: 'none' }), [1, 2], null);
    expect(body).not.toHaveProperty('invoice_title');
    expect(body).not.toHaveProperty('tax_no');
    expect(body).toMatchObject({
      ids: [1, 2],
      address_id: 5,
      invoice_type: 'none',
      want_documents: 0,
      want_reports: 0,
    });
  });

  it('sends only the title and tax number for a plain invoice', () => {
    const body = orderBodyOf(draft({ ...VAT, invoice_type: 'plain' }), [1], null);
    expect(body).toMatchObject({ invoice_title: '北京康和大药房有限公司', tax_no: '91110105MA01ABCD3X' });
    expect(body).not.toHaveProperty('bank_name');
  });

  it('sends only the chosen invoice profile, never the typed details, and no profile without an invoice', () => {
    const body = orderBodyOf(draft({ ...VAT, invoice_profile_id: 7 }), [1], null);
    expect(body).toMatchObject({ invoice_type: 'vat_special', invoice_profile_id: 7 });
    expect(body).not.toHaveProperty('invoice_title');
    expect(body).not.toHaveProperty('tax_no');
    expect(orderBodyOf(draft({ invoice_profile_id: 7 }), [1], null)).not.toHaveProperty('invoice_profile_id');
  });

  it('upper-cases the tax number and carries the coupon and the document boxes', () => {
    const body = orderBodyOf(draft({ ...VAT, want_documents: true, want_reports: true }), [3], 9);
    expect(body).toMatchObject({ tax_no: '91110105MA01ABCD3X', user_coupon_id: 9, want_documents: 1, want_reports: 1 });
  });
});

describe('validating the confirm form', () => {
  it('accepts an order without invoice', () => {
    expect(validateDraft(draft(), [1], null)).toHaveProperty('body');
  });

  it('asks for an address first', () => {
    expect(validateDraft(draft({ address_id: null }), [1], null)).toEqual({ errors: { address_id: '请选择收货地址' } });
  });

  it('asks for the title and the tax number of a plain invoice', () => {
    expect(validateDraft(draft({ invoice_type: 'plain', invoice_title: '  ' }), [1], null)).toEqual({
      errors: { invoice_title: '请填写发票抬头', tax_no: '请填写纳税人识别号' },
    });
  });

  it('accepts a chosen invoice profile without typed details', () => {
    expect(validateDraft(draft({ invoice_type: 'plain', invoice_profile_id: 3 }), [1], null)).toHaveProperty(
      'body.invoice_profile_id',
      3,
    );
  });

  it('accepts a complete VAT special invoice', () => {
    const result = validateDraft(draft(VAT), [1], null);
    expect(result).toHaveProperty('body.tax_no', '91110105MA01ABCD3X');
  });

  it('refuses a short tax number and missing bank details of a VAT special invoice', () => {
    const result = validateDraft(draft({ ...VAT, tax_no: '1234', bank_account: '' }), [1], null);
    expect(result).toEqual({
      errors: {
        tax_no: '纳税人识别号为 15–20 位数字或大写字母',
        bank_account: '增值税专用发票须填写银行账号',
      },
    });
  });
});

describe('cart line ids from the address bar', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    [' 4 , 4,5', [4, 5]],
    ['0,-1,1.5,1a,,7', [7]],
    ['', []],
    [null, []],
  ])('%j → %j', (raw, ids) => {
    expect(parseIds(raw)).toEqual(ids);
  });
});
