import { LADDER_PRICE_TYPE_UP_TO } from '../codes/index.ts';

/** A tier in fen: `number` is the quantity boundary, `priceFen` the unit price. */
export type Tier = { number: number; priceFen: number };

/**
 * The unit price for a quantity (spec §5).
 * - Type 1 ('up to'): the first tier whose `number` ≥ quantity; above the last tier, the last tier's price.
 * - Otherwise ('from'): the last tier whose `number` ≤ quantity; below the first tier, the base price.
 * No tiers: the base price.
 */
export function ladderUnitPriceFen(basePriceFen: number, tiers: Tier[], type: number, quantity: number): number {
  const index = activeTierIndex(tiers, type, quantity);
  return sortTiers(tiers)[index]?.priceFen ?? basePriceFen;
}

/** Index (in ascending order of `number`) of the tier that applies, or -1 when the base price applies. */
export function activeTierIndex(tiers: Tier[], type: number, quantity: number): number {
  if (tiers.length === 0) return -1;
  const sorted = sortTiers(tiers);
  if (type === LADDER_PRICE_TYPE_UP_TO) {
    const index = sorted.findIndex((tier) => quantity <= tier.number);
    return index === -1 ? sorted.length - 1 : index;
  }
  let active = -1;
  sorted.forEach((tier, index) => {
    if (quantity >= tier.number) active = index;
  });
  return active;
}

export const sortTiers = (tiers: Tier[]): Tier[] => [...tiers].sort((a, b) => a.number - b.number);

/**
 * Quantity rules of a goods: the step is the medium package; free-shipping goods need at least
 * free_shipping_number (spec §5), rounded up to a whole step.
 */
export function quantityRules(goods: { middlePackage: number; isFreeShipping: boolean; freeShippingNumber: number }): {
  min: number;
  step: number;
} {
  const step = Math.max(1, goods.middlePackage);
  const floor = goods.isFreeShipping ? Math.max(step, goods.freeShippingNumber) : step;
  return { min: Math.ceil(floor / step) * step, step };
}

/** Whether a quantity is allowed: at least the minimum and a whole number of steps. */
export const isValidQuantity = (rules: { min: number; step: number }, quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= rules.min && quantity % rules.step === 0;
