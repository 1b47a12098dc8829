import { Button } from 'antd';
import { BellFilled, BellOutlined } from '@ant-design/icons';
import type { GoodsItem } from '@store/shared/api/goods';
import { useArrivalNotice } from '../../api/use-arrival-notice.ts';

type Props = {
  goods: Pick<GoodsItem, 'id' | 'name' | 'arrival_notice'>;
  size?: 'small' | 'large';
};

/**
 * Where an out-of-stock goods would have its add button: 到货提醒 subscribes, 已订阅到货提醒 cancels.
 * The state comes from the goods (`arrival_notice`), which is asked again after the click.
 */
export function ArrivalNoticeButton({ goods, size = 'small' }: Props) {
  const notice = useArrivalNotice();
  const subscribed = goods.arrival_notice === 1;
  const label = subscribed ? '已订阅到货提醒' : '到货提醒';
  return (
    <Button
      size={size}
      type={subscribed ? 'default' : 'primary'}
      ghost={!subscribed}
      icon={subscribed ? <BellFilled /> : <BellOutlined />}
      loading={notice.isPending}
      data-testid="arrival-notice"
      data-subscribed={subscribed ? 1 : 0}
      aria-label={`${goods.name} ${label}`}
      title={subscribed ? '已订阅，点击取消到货提醒' : '缺货，到货后通知我'}
      onClick={() => notice.mutate({ goodsId: goods.id, subscribe: !subscribed })}
    >
      {label}
    </Button>
  );
}
