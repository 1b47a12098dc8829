import { useState, type MouseEvent } from 'react';
import { Empty, Result } from 'antd';
import type { ActivityGoods, ActivityPage } from '@store/shared/api/activities';
import { Msg } from '@store/shared/codes';
import { formatYuan } from '@store/shared/rules/money';
import { formatTime } from '@store/shared/rules/store-time';
import { useActivityTap } from '../../api/use-activity-tap.ts';
import { Countdown } from '../../components/countdown.tsx';
import { AddToCartBox } from '../../components/goods/add-to-cart-box.tsx';
import { GoodsCard, GoodsGrid } from '../../components/goods/goods-card.tsx';
import { GoodsPrice } from '../../components/goods/goods-price.tsx';
import './activities.css';

/** The activity price in place of the ordinary one, the ordinary one struck through beside it. */
function ActivityPrice({ goods }: { goods: ActivityGoods }) {
  if (goods.activity_price === null) return <GoodsPrice value={goods.base_price} tip={goods.price_tip} />;
  return (
    <>
      <GoodsPrice value={goods.activity_price} tip={goods.price_tip} />
      {goods.base_price !== null && <s className="activity__was">{formatYuan(goods.base_price)}</s>}
    </>
  );
}

type Props = {
  activity: ActivityPage;
  /** Where the page is shown, for the taps report ('yjh', 'hdzx'). */
  position: string;
  /** Called when the countdown reaches the start or the end: the page asks the server again. */
  onTurn: () => void;
};

/**
 * One activity: banner, name, a countdown on the server's clock (to the start while it has not started, to
 * the end while it runs), the rules and its goods with steppers and add to cart. Before the start the goods
 * wait behind the spec's '活动暂未开始'.
 */
export function ActivityView({ activity, position, onTurn }: Props) {
  const { mutate: tap } = useActivityTap();
  // Server time minus this browser's, taken when the page first showed, so the countdown runs on the server's clock.
  const [offsetMs] = useState(() => activity.now * 1000 - Date.now());
  const started = activity.state === 'running';
  // A click on a goods (its link, stepper or 加入购物车) counts as a click on the activity.
  const onGoodsClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button'))
      tap({ activity_id: activity.id, position: `${position}_goods` });
  };
  return (
    <section className="activity" data-testid="activity" data-activity-id={activity.id}>
      {activity.banner && (
        <img className="activity__banner" src={activity.banner} alt={activity.name} width={1200} height={400} />
      )}
      <div className="activity__head">
        <h1 data-testid="activity-name">{activity.name}</h1>
        <span className="activity__time">
          {formatTime(activity.starts_at)} 至 {formatTime(activity.ends_at)}
        </span>
        <span className="activity__countdown" data-testid="activity-countdown">
          {started ? '距活动结束' : '距活动开始'}
          <Countdown end={started ? activity.ends_at : activity.starts_at} offsetMs={offsetMs} onExpire={onTurn} />
        </span>
      </div>
      {activity.rules && (
        <div className="activity__rules" data-testid="activity-rules">
          <h2>活动规则</h2>
          <p>{activity.rules}</p>
        </div>
      )}
      {!started ? (
        <Result
          status="info"
          title={Msg.ACTIVITY_NOT_STARTED}
          subTitle={`活动将于 ${formatTime(activity.starts_at)} 开始`}
        />
      ) : !activity.goods.length ? (
        <Empty className="activity__empty" description="活动商品准备中" />
      ) : (
        <div onClickCapture={onGoodsClick}>
          <GoodsGrid>
            {activity.goods.map((goods) => (
              <GoodsCard
                key={goods.id}
                goods={goods}
                price={<ActivityPrice goods={goods} />}
                purchase={<AddToCartBox goods={goods} special={goods.activity_price} />}
                footer={goods.activity_price !== null && <span className="activity__badge">活动价</span>}
              />
            ))}
          </GoodsGrid>
        </div>
      )}
    </section>
  );
}
