import { useState } from 'react';
import { Button, InputNumber, Space } from 'antd';

/** Rounds a typed quantity up to a whole step, never under the minimum. */
export const snapQuantity = (value: number, min: number, step: number) => Math.max(min, Math.ceil(value / step) * step);

/** − / input / + in medium-package steps; a typed value is sent on blur or Enter. */
export function QuantityStepper({
  value,
  min,
  step,
  max,
  disabled,
  onChange,
}: {
  value: number;
  min: number;
  step: number;
  max?: number;
  disabled?: boolean;
  /** Sends the quantity; a rejection (the server refused it, e.g. 库存不足) puts the box back. */
  onChange: (next: number) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<number | null>(value);
  // A new quantity from the server (or another tab) replaces what the box shows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = (next: number) => {
    const snapped = snapQuantity(next, min, step);
    setDraft(snapped);
    // Refused: the line keeps its quantity, so the box shows that again rather than the refused number.
    if (snapped !== value) onChange(snapped).catch(() => setDraft(value));
  };
  return (
    <Space.Compact className="cart-stepper">
      <Button aria-label="减少" disabled={disabled || value <= min} onClick={() => commit(value - step)}>
        −
      </Button>
      <InputNumber
        aria-label="数量"
        controls={false}
        precision={0}
        min={1}
        value={draft}
        disabled={disabled}
        style={{ width: 72 }}
        onChange={(v) => setDraft(v)}
        onBlur={() => draft && commit(draft)}
        onPressEnter={() => draft && commit(draft)}
      />
      <Button
        aria-label="增加"
        disabled={disabled || (max !== undefined && value + step > max)}
        onClick={() => commit(value + step)}
      >
        +
      </Button>
    </Space.Compact>
  );
}
