import { InputNumber } from 'antd';
import type { GoodsItem } from '@store/shared/api/goods';
import { importQuantity } from '@store/shared/rules/purchase-list';
import { quantityRules } from '@store/shared/rules/ladder-price';

const rulesOf = (g: GoodsItem) =>
  quantityRules({
    middlePackage: g.middle_package,
    isFreeShipping: g.is_free_shipping === 1,
    freeShippingNumber: g.free_shipping_number,
  });

/** The least a goods can be ordered by now, or 0 when it cannot be bought. */
export const minimumOrder = (g: GoodsItem): number => (g.is_buy === 1 ? importQuantity(g, 0).number : 0);

/**
 * A quantity stepping by the medium package; whatever is typed is rounded up to a whole package, at
 * least the minimum order and at most the packages in stock (the server checks the same again).
 */
export function QuantityInput({
  goods,
  value,
  onChange,
  disabled,
}: {
  goods: GoodsItem;
  value: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}) {
  const { min, step } = rulesOf(goods);
  const settle = (raw: number) => onChange(importQuantity(goods, raw).number);
  return (
    <InputNumber
      size="small"
      min={min}
      step={step}
      precision={0}
      value={value || null}
      disabled={disabled || value === 0}
      style={{ width: 96 }}
      data-testid="quantity"
      onStep={(n) => settle(Number(n))}
      onBlur={(event) => settle(Number(event.target.value))}
      onPressEnter={(event) => settle(Number((event.target as HTMLInputElement).value))}
    />
  );
}
