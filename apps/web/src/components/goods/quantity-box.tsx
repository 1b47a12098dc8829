import type { KeyboardEvent } from 'react';
import { InputNumber } from 'antd';
import { normaliseQuantity, type QuantityLimits } from './quantity.ts';

type Props = {
  limits: QuantityLimits;
  value: number;
  onChange: (quantity: number) => void;
  /** What the box is for, for screen readers ('采购数量', or with the goods' name in a list). */
  label: string;
  disabled?: boolean;
  size?: 'small' | 'middle';
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  'data-testid'?: string;
};

/**
 * A purchase quantity within its limits: the arrows step by the medium package, and whatever is typed is
 * made orderable (a whole step, at least the minimum, at most the stock) on Enter or when the box is left.
 */
export function QuantityBox({ limits, value, onChange, label, disabled, size, onKeyDown, ...rest }: Props) {
  const settle = (raw: number) => onChange(normaliseQuantity(raw, limits));
  return (
    <InputNumber
      size={size}
      aria-label={label}
      data-testid={rest['data-testid']}
      min={limits.min}
      max={Math.max(limits.min, limits.max)}
      step={limits.step}
      precision={0}
      value={value}
      disabled={disabled}
      onStep={(n) => settle(Number(n))}
      onBlur={(event) => settle(Number(event.target.value))}
      onPressEnter={(event) => settle(Number((event.target as HTMLInputElement).value))}
      onKeyDown={onKeyDown}
    />
  );
}
