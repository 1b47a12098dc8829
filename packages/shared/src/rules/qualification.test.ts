import { describe, expect, it } from 'vitest';
import { businessScope, daysLeft, isQualified, requiredLicences, type LicenceState } from './qualification.ts';

const today = '2026-11-23';
const approved = (type: LicenceState['type'], validTo: string | null = '2029-01-01'): LicenceState => ({
  type,
  status: 'approved',
  validTo,
});
const pharmacy = [
  approved('business_licence'),
  approved('drug_business_licence'),
  approved('purchase_authorisation'),
  approved('purchaser_id'),
];

describe('qualification rules', () => {
  it('requires the drug licence from a pharmacy and the medical institution licence from a clinic', () => {
    expect(requiredLicences('pharmacy')).toContain('drug_business_licence');
    expect(requiredLicences('clinic')).toContain('medical_institution_licence');
    expect(requiredLicences('clinic')).not.toContain('drug_business_licence');
  });

  it.each([
    ['every required licence approved', pharmacy, true],
    [
      'one still pending',
      [...pharmacy.slice(1), { type: 'business_licence', status: 'pending', validTo: null } as LicenceState],
      false,
    ],
    [
      'one rejected',
      [...pharmacy.slice(1), { type: 'business_licence', status: 'rejected', validTo: null } as LicenceState],
      false,
    ],
    ['one expired yesterday', [...pharmacy.slice(1), approved('business_licence', '2026-11-22')], false],
    ['one ending today', [...pharmacy.slice(1), approved('business_licence', '2026-11-23')], true],
    ['a long-term licence (no end date)', [...pharmacy.slice(1), approved('business_licence', null)], true],
    ['one missing', pharmacy.slice(1), false],
  ])('a pharmacy with %s is qualified: %s', (_name, licences, expected) =>
    expect(isQualified('pharmacy', licences, today)).toBe(expected),
  );

  it('lets drug licence holders buy every class, others only devices and health products, the unqualified nothing', () => {
    expect(businessScope('pharmacy', pharmacy, today)).toEqual([
      'ordinary',
      'chinese_patent',
      'herbal_pieces',
      'device',
      'health',
    ]);
    const company = [approved('business_licence'), approved('purchase_authorisation'), approved('purchaser_id')];
    expect(businessScope('company', company, today)).toEqual(['device', 'health']);
    expect(businessScope('pharmacy', pharmacy.slice(1), today)).toEqual([]);
  });

  it.each([
    ['no limit: what the licences allow', null, ['ordinary', 'chinese_patent', 'herbal_pieces', 'device', 'health']],
    ['a limit narrows it', ['ordinary', 'device'], ['ordinary', 'device']],
    ['an empty limit allows nothing', [], []],
  ] as const)('a reviewer’s scope on a pharmacy, %s', (_name, limit, expected) =>
    expect(businessScope('pharmacy', pharmacy, today, limit)).toEqual(expected),
  );

  it('a reviewer’s scope never widens what the licences allow, nor qualifies the unqualified', () => {
    const company = [approved('business_licence'), approved('purchase_authorisation'), approved('purchaser_id')];
    expect(businessScope('company', company, today, ['ordinary', 'device'])).toEqual(['device']);
    expect(businessScope('pharmacy', pharmacy.slice(1), today, ['device'])).toEqual([]);
  });

  it('counts the days left', () => {
    expect(daysLeft('2026-12-23', today)).toBe(30);
    expect(daysLeft('2026-11-22', today)).toBe(-1);
  });
});
