/**
 * Which licences a buyer must have approved before it sees prices and orders, and which drug classes
 * its licences allow (经营范围). A Chinese pharma wholesaler checks these before every sale.
 */
export const LICENCE_TYPES = [
  'business_licence',
  'drug_business_licence',
  'medical_institution_licence',
  'gsp',
  'purchase_authorisation',
  'purchaser_id',
] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

export const LICENCE_NAMES: Record<LicenceType, string> = {
  business_licence: '营业执照',
  drug_business_licence: '药品经营许可证',
  medical_institution_licence: '医疗机构执业许可证',
  gsp: 'GSP证书',
  purchase_authorisation: '采购委托书',
  purchaser_id: '采购人身份证',
};

export type CompanyType = 'pharmacy' | 'chain' | 'clinic' | 'hospital' | 'company' | '';

/** Required licences per kind of buyer (GSP only where a province still issues it: never required here). */
export function requiredLicences(companyType: CompanyType): LicenceType[] {
  switch (companyType) {
    case 'clinic':
    case 'hospital':
      return ['medical_institution_licence', 'purchase_authorisation', 'purchaser_id'];
    case 'company':
      return ['business_licence', 'purchase_authorisation', 'purchaser_id'];
    default:
      return ['business_licence', 'drug_business_licence', 'purchase_authorisation', 'purchaser_id'];
  }
}

export type LicenceState = { type: LicenceType; status: 'pending' | 'approved' | 'rejected'; validTo: string | null };

/** A licence counts when approved and not expired on `today` (YYYY-MM-DD; no end date = long-term). */
export const isLicenceValid = (licence: LicenceState, today: string): boolean =>
  licence.status === 'approved' && (licence.validTo === null || licence.validTo >= today);

export function isQualified(companyType: CompanyType, licences: LicenceState[], today: string): boolean {
  return requiredLicences(companyType).every((type) =>
    licences.some((l) => l.type === type && isLicenceValid(l, today)),
  );
}

export const DRUG_CLASSES = ['ordinary', 'chinese_patent', 'herbal_pieces', 'device', 'health'] as const;
export type DrugClass = (typeof DRUG_CLASSES)[number];

/**
 * 经营范围: a drug licence or a medical institution licence allows drugs; anyone qualified may buy devices and
 * health products. A reviewer's `limit` (the classes written on the licence) narrows that, never widens it.
 */
export function businessScope(
  companyType: CompanyType,
  licences: LicenceState[],
  today: string,
  limit?: readonly string[] | null,
): DrugClass[] {
  if (!isQualified(companyType, licences, today)) return [];
  const holds = (type: LicenceType) => licences.some((l) => l.type === type && isLicenceValid(l, today));
  const allowed: DrugClass[] =
    holds('drug_business_licence') || holds('medical_institution_licence') ? [...DRUG_CLASSES] : ['device', 'health'];
  return limit ? allowed.filter((drugClass) => limit.includes(drugClass)) : allowed;
}

/** Days until a licence ends (negative once expired), for the 30-day reminder. */
export function daysLeft(validTo: string, today: string): number {
  return Math.round((Date.parse(`${validTo}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
