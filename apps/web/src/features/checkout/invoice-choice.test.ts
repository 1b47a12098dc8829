import { describe, expect, it } from 'vitest';
import type { InvoiceProfile, InvoiceProfileSuggestion } from '@store/shared/api/invoice-profile';
import { arrivalChoice, profileFor, profilesFor, savedChoice, typeChoice } from './invoice-choice.ts';
import { EMPTY_DRAFT } from './order-draft.ts';

const profile = (id: number, type: InvoiceProfile['type'], isDefault = false): InvoiceProfile => ({
  id,
  type,
  title: `抬头${id}`,
  tax_no: '91330106MA2H0XXXX1',
  bank_name: '',
  bank_account: '',
  register_address: '',
  register_phone: '',
  is_default: isDefault ? 1 : 0,
});
const suggestion: InvoiceProfileSuggestion = {
  type: 'plain',
  title: '杭州康宁大药房有限公司',
  tax_no: '91330106MA2H0XXXX1',
  bank_name: '',
  bank_account: '',
  register_address: '浙江省杭州市西湖区文三路 90 号',
  register_phone: '0571-88886666',
};

describe('profiles for an invoice type', () => {
  const list = [profile(1, 'plain'), profile(2, 'vat_special', true), profile(3, 'vat_special')];

  it('offers every profile for a plain invoice, VAT special ones for a VAT invoice, none without invoice', () => {
    expect(profilesFor('plain', list).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(profilesFor('vat_special', list).map((p) => p.id)).toEqual([2, 3]);
    expect(profilesFor('none', list)).toEqual([]);
  });

  it('chooses the default when it serves the type, else the first that does', () => {
    expect(profileFor('plain', list)?.id).toBe(2);
    expect(profileFor('vat_special', [profile(1, 'plain', true), profile(4, 'vat_special')])?.id).toBe(4);
    expect(profileFor('vat_special', [profile(1, 'plain', true)])).toBeNull();
  });

  it('starts with the default profile and its type, or no invoice when the buyer has no profile', () => {
    expect(arrivalChoice(list)).toEqual({ invoice_type: 'vat_special', invoice_profile_id: 2 });
    expect(arrivalChoice([])).toBeNull();
  });
});

describe('choosing an invoice type', () => {
  it('takes the profile that serves it', () => {
    expect(typeChoice('plain', EMPTY_DRAFT, [profile(5, 'plain', true)], null)).toEqual({
      invoice_type: 'plain',
      invoice_profile_id: 5,
    });
  });

  it('pre-fills the typed details from the company while the buyer has no profile', () => {
    expect(typeChoice('vat_special', EMPTY_DRAFT, [], suggestion)).toEqual({
      invoice_type: 'vat_special',
      invoice_profile_id: null,
      invoice_title: '杭州康宁大药房有限公司',
      tax_no: '91330106MA2H0XXXX1',
      register_address: '浙江省杭州市西湖区文三路 90 号',
      register_phone: '0571-88886666',
    });
  });

  it('keeps what the buyer typed', () => {
    const typed = { ...EMPTY_DRAFT, invoice_title: '自己填的' };
    expect(typeChoice('plain', typed, [], suggestion)).toEqual({ invoice_type: 'plain', invoice_profile_id: null });
  });

  it('chooses a profile saved on the page, switching to a type it can serve', () => {
    expect(savedChoice('plain', profile(8, 'vat_special'))).toEqual({ invoice_type: 'plain', invoice_profile_id: 8 });
    expect(savedChoice('vat_special', profile(9, 'plain'))).toEqual({ invoice_type: 'plain', invoice_profile_id: 9 });
    expect(savedChoice('none', profile(9, 'vat_special'))).toEqual({
      invoice_type: 'vat_special',
      invoice_profile_id: 9,
    });
  });
});
