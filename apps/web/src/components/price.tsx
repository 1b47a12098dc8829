import { formatYuan } from '@store/shared/rules/money';

/** A buyer-facing price (rounded down to the fen), or why it is hidden (price_tip, e.g. '登录可见'). */
export function Price({
  value,
  tip,
  size = 'normal',
}: {
  value: number | null;
  tip?: string;
  size?: 'normal' | 'large';
}) {
  if (value === null) return <span className="price price--hidden">{tip || '登录可见'}</span>;
  return <span className={`price price--${size}`}>{formatYuan(value)}</span>;
}
