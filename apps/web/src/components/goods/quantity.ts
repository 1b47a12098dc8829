import { quantityRules } from '@store/shared/rules/ladder-price';
import type { GoodsItem } from '@store/shared/api/goods';

export type QuantityLimits = { min: number; step: number; max: number };

/**
 * What the buyer may order: steps of the medium package, at least one step (or the free-shipping
 * number for free-shipping goods, spec §5), at most the whole steps in stock. max < min: cannot buy now.
 */
export function quantityLimits(
  goods: Pick<GoodsItem, 'middle_package' | 'is_free_shipping' | 'free_shipping_number' | 'number'>,
): QuantityLimits {
  const { min, step } = quantityRules({
    middlePackage: goods.middle_package,
    isFreeShipping: goods.is_free_shipping === 1,
    freeShippingNumber: goods.free_shipping_number,
  });
  return { min, step, max: Math.floor(Math.max(0, goods.number) / step) * step };
}

/** A typed quantity made orderable: rounded up to a whole step, then kept within min and max. */
export function normaliseQuantity(value: number | null | undefined, limits: QuantityLimits): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return limits.min;
  const stepped = Math.ceil(Math.max(value, 1) / limits.step) * limits.step;
  const upper = Math.max(limits.min, limits.max);
  return Math.min(Math.max(stepped, limits.min), upper);
}
