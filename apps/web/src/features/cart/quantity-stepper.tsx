import { useRef, useState } from 'react';
import { Button, InputNumber, Space, type GetRef } from 'antd';

/** Rounds a typed quantity up to a whole step, never under the minimum. */
export const snapQuantity = (value: number, min: number, step: number) => Math.max(min, Math.ceil(value / step) * step);

/** − / input / + in medium-package steps; a typed value is sent once, when the box loses focus (Enter blurs it). */
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
  const box = useRef<GetRef<typeof InputNumber>>(null);
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
        ref={box}
        aria-label="数量"
        controls={false}
        precision={0}
        min={1}
        value={draft}
        disabled={disabled}
        style={{ width: 72 }}
        onChange={(v) => setDraft(v)}
        onBlur={() => draft && commit(draft)}
        // Enter leaves the box rather than committing by itself: committing on both Enter and the blur that follows
        // (a refusal's dialog takes the focus) sent the quantity twice, and showed 库存不足 twice.
        onPressEnter={() => box.current?.blur()}
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
