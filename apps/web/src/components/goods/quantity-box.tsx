import { useState, type KeyboardEvent } from 'react';
import { Glyph } from '../glyphs.tsx';
import { normaliseQuantity, type QuantityLimits } from './quantity.ts';
import './quantity-box.css';

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
 * A purchase quantity within its limits: − and + (and the arrow keys) step by the medium package, and whatever
 * is typed is made orderable (a whole step, at least the minimum, at most the stock) on Enter or when the box is
 * left. Plain markup rather than antd's InputNumber: a list shows twenty of these, and InputNumber's code,
 * ~28 kB of generated styles and twenty instances to hydrate were a phone's slowest part of a list page.
 */
export function QuantityBox({ limits, value, onChange, label, disabled, size = 'middle', onKeyDown, ...rest }: Props) {
  const upper = Math.max(limits.min, limits.max);
  // What the buyer is typing, until it is settled; null: the box shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const settle = (raw: number) => {
    setDraft(null);
    onChange(normaliseQuantity(raw, limits));
  };
  const step = (direction: 1 | -1) =>
    settle((draft === null ? value : Number(draft) || value) + direction * limits.step);

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter') {
      settle(Number(event.currentTarget.value));
    }
    onKeyDown?.(event);
  };

  return (
    <span className={`quantity-box quantity-box--${size}${disabled ? ' is-disabled' : ''}`}>
      <button
        type="button"
        className="quantity-box__step"
        tabIndex={-1}
        aria-label="减少"
        disabled={disabled || value <= limits.min}
        onClick={() => step(-1)}
      >
        <Glyph name="minus" />
      </button>
      <input
        className="quantity-box__input"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-valuemin={limits.min}
        aria-valuemax={upper}
        aria-valuenow={value}
        data-testid={rest['data-testid']}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        // Only what was typed since the last settle: leaving the box after Enter (a refusal's dialog takes the
        // focus) must not send the same quantity again and stack a second dialog.
        onBlur={(event) => draft !== null && settle(Number(event.target.value))}
        onKeyDown={keyDown}
      />
      <button
        type="button"
        className="quantity-box__step"
        tabIndex={-1}
        aria-label="增加"
        disabled={disabled || value >= upper}
        onClick={() => step(1)}
      >
        <Glyph name="plus" />
      </button>
    </span>
  );
}
