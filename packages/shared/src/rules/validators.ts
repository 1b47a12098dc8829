/** Spec §5 phone and e-mail helpers, shared by forms and the server. */

/** Mainland mobile: 11 digits, 1 then 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Landline with area code (3–4 digits starting 0), optional hyphen, then 7–8 digits; optional extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/;
/** E-mail: letters, digits, underscore or hyphen (dots allowed between them) @ domain. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isLandline = (value: string): boolean => LANDLINE_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
/** A contact phone may be either a mobile or a landline. */
export const isPhone = (value: string): boolean => isMobile(value) || isLandline(value);
