import type { GoodsItem } from '@store/shared/api/goods';
import { useArrivalNotice } from '../../api/use-arrival-notice.ts';
import { Spinner } from '../spinner/spinner.tsx';
import '../plain-button/plain-button.css';
import { Glyph } from '../glyphs.tsx';

type Props = {
  goods: Pick<GoodsItem, 'id' | 'name' | 'arrival_notice'>;
  size?: 'small' | 'large';
};

/**
 * Where an out-of-stock goods would have its add button: 到货提醒 subscribes, 已订阅到货提醒 cancels.
 * The state comes from the goods (`arrival_notice`), which is asked again after the click. A plain button
 * (components/plain-button): it stands in listings, where antd's Button cost every card.
 */
export function ArrivalNoticeButton({ goods, size = 'small' }: Props) {
  const notice = useArrivalNotice();
  const subscribed = goods.arrival_notice === 1;
  const label = subscribed ? '已订阅到货提醒' : '到货提醒';
  const icon = notice.isPending ? (
    <Spinner className="plain-btn__spinner" />
  ) : subscribed ? (
    <Glyph name="bellFilled" />
  ) : (
    <Glyph name="bell" />
  );
  return (
    <button
      type="button"
      className={`plain-btn plain-btn--${size}${subscribed ? '' : ' plain-btn--ghost'}`}
      aria-busy={notice.isPending}
      data-testid="arrival-notice"
      data-subscribed={subscribed ? 1 : 0}
      aria-label={`${goods.name} ${label}`}
      title={subscribed ? '已订阅，点击取消到货提醒' : '缺货，到货后通知我'}
      onClick={() => !notice.isPending && notice.mutate({ goodsId: goods.id, subscribe: !subscribed })}
    >
      {icon}
      <span>{label}</span>
    </button>
  );
}
