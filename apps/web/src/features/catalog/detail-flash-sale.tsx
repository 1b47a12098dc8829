import { useState } from 'react';
import type { GoodsDetail } from '@store/shared/api/goods';
import { formatYuan } from '@store/shared/rules/money';
import { toMillis } from '@store/shared/rules/time';
import { Countdown } from '../../components/countdown.tsx';
import { Glyph } from '../../components/glyphs.tsx';

type Sale = NonNullable<GoodsDetail['flash_sale']>;

/** Whether the sale runs now on the server's clock (the answer's `now`), else it is still to start. */
export const flashRunning = (sale: Sale) => toMillis(sale.now) >= toMillis(sale.start_time);

/**
 * The flash-sale strip on a detail page: the sale price against the base price, the countdown on the
 * server's clock (to the end, or to the start), the per-buyer limit and the units left.
 */
export function DetailFlashSale({
  sale,
  basePrice,
  unit,
  onExpire,
}: {
  sale: Sale;
  basePrice: number | null;
  unit: string;
  onExpire: () => void;
}) {
  // Server time minus this browser's, fixed when the answer arrived: the sale ends on the server's clock.
  const [offsetMs] = useState(() => toMillis(sale.now) - Date.now());
  const running = flashRunning(sale);
  return (
    <div className="detail-flash" data-testid="detail-flash-sale">
      <span className="detail-flash__title">
        <Glyph name="thunderboltFilled" /> 限时秒杀
      </span>
      {sale.price !== null && <b className="detail-flash__price">{formatYuan(sale.price)}</b>}
      {sale.price !== null && basePrice !== null && <s>{formatYuan(basePrice)}</s>}
      <span className="detail-flash__clock">
        {running ? '距结束' : '距开始'}
        <Countdown end={running ? sale.end_time : sale.start_time} offsetMs={offsetMs} onExpire={onExpire} />
      </span>
      <span className="detail-flash__terms">
        {sale.per_buyer_limit > 0 && `每人限购${sale.per_buyer_limit}${unit} · `}
        {sale.stock > 0 ? `剩余${sale.stock}${unit}` : '已抢光'}
      </span>
    </div>
  );
}
