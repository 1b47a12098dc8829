import { ZONES } from '@store/shared/api/goods';
import { PRESCRIPTION_CLASSES, ZONE_NAMES } from '@store/shared/api/admin-goods';
import { DRUG_CLASS_NAMES } from '@store/shared/api/qualification';
import { DRUG_CLASSES } from '@store/shared/rules/qualification';

/** Options of the goods' fixed lists, in the operator's words (shared by the filters and the form). */
export const ZONE_OPTIONS = ZONES.map((zone) => ({ value: zone, label: ZONE_NAMES[zone] }));
export const DRUG_CLASS_OPTIONS = DRUG_CLASSES.map((value) => ({ value, label: DRUG_CLASS_NAMES[value] }));
export const PRESCRIPTION_OPTIONS = PRESCRIPTION_CLASSES.map((value) => ({ value, label: value || '无' }));
export const drugClassName = (value: string) => DRUG_CLASS_NAMES[value as keyof typeof DRUG_CLASS_NAMES] ?? value;
export const yuan = (value: number) => `¥${value.toFixed(2)}`;
