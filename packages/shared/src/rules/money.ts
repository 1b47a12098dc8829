/**
 * Money is integer fen inside the system; yuan with 2 decimals only at the API edge.
 * Spec §9: the money helper rounds to 2 decimals by default; prices are rounded down to 2 decimals.
 */

export type Fen = number;

/** Fen → yuan for the API edge. Exact, since fen is an integer. */
export function fenToYuan(fen: Fen): number {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer, got ${fen}`);
  return fen / 100;
}

/**
 * Yuan (as sent by a client or typed in a form) → fen, rounding down to the fen.
 * Works on the decimal string so 0.29 does not become 28 fen through binary floating point.
 */
export function yuanToFen(yuan: number | string): Fen {
  const text = typeof yuan === 'number' ? toPlainDecimal(yuan) : yuan.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`not a yuan amount: ${yuan}`);
  const [, sign, whole, fraction = ''] = match;
  const fen = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  // Rounding down means towards -infinity for negatives (a refund never grows).
  const truncatedAway = /[1-9]/.test(fraction.slice(2));
  return sign ? -(fen + (truncatedAway ? 1 : 0)) : fen;
}

/** Round a yuan number to `digits` decimals, half away from zero (the money helper's default). */
export function roundYuan(yuan: number, digits = 2): number {
  const [mantissa, exponent = '0'] = toPlainDecimal(Math.abs(yuan)).split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + digits}`);
  const rounded = Number(`${Math.round(shifted)}e-${digits}`);
  return yuan < 0 ? -rounded : rounded;
}

/** A price shown to a buyer: rounded down to 2 decimals. */
export function floorPrice(yuan: number): number {
  return fenToYuan(yuanToFen(yuan));
}

/** '¥12.50' — always two decimals. */
export function formatYuan(yuan: number): string {
  return `¥${floorPrice(yuan).toFixed(2)}`;
}

function toPlainDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  // toPrecision(15) drops float noise (0.1 + 0.2 → 0.3) before digits are read.
  return String(Number(value.toPrecision(15)));
}
