import { Link } from 'react-router';
import { Button } from 'antd';
import { ThunderboltFilled } from '@ant-design/icons';
import { toMillis } from '@store/shared/rules/time';
import { LineType } from '@store/shared/orders';
import { formatYuan } from '@store/shared/rules/money';
import { useAddToCart } from '../../api/use-add-to-cart.ts';
import { Countdown } from '../../components/countdown.tsx';
import { GoodsImage } from '../../components/goods/goods-image.tsx';
import { GoodsPrice } from '../../components/goods/goods-price.tsx';
import { useSpike, type Spike } from './use-home-data.ts';
import { paths } from '../../routing/paths.ts';

type Phase = 'upcoming' | 'running' | 'ended';

/** Which part of the sale the server's clock is in. */
export function spikePhase(spike: Pick<Spike, 'start_time' | 'end_time'>, nowMs: number): Phase {
  if (nowMs < toMillis(spike.start_time)) return 'upcoming';
  return nowMs < toMillis(spike.end_time) ? 'running' : 'ended';
}

/** 立即抢购: one unit as a flash-sale line (the server checks the window, the per-buyer limit and flash stock). */
function GrabButton({ goods }: { goods: Spike['list'][number] }) {
  const addToCart = useAddToCart();
  return (
    <Button
      type="primary"
      danger
      size="small"
      block
      loading={addToCart.isPending}
      data-testid="spike-grab"
      onClick={() =>
        addToCart.mutate({
          goods_id: goods.id,
          price: goods.spike_price!,
          number: 1,
          type: LineType.FLASH_SALE,
          ck_id: goods.spike_id,
        })
      }
    >
      立即抢购
    </Button>
  );
}

function SpikeItem({ goods, running }: { goods: Spike['list'][number]; running: boolean }) {
  const sold = goods.spike_stock <= 0;
  return (
    <li data-testid="spike-goods">
      <Link to={paths.goods(goods.id)}>
        <span className="flash-sale__image">
          <GoodsImage src={goods.goods_image[0]} alt={goods.name} />
        </span>
        <strong title={goods.name}>{goods.name}</strong>
        <small title={goods.ypgg}>{goods.ypgg}</small>
        <span className="flash-sale__price">
          <GoodsPrice value={goods.spike_price} tip={goods.price_tip} />
          {goods.spike_price !== null && goods.base_price !== null && <s>{formatYuan(goods.base_price)}</s>}
        </span>
        <small className="flash-sale__limit">
          {sold ? '已抢光' : `剩余${goods.spike_stock}${goods.bzdw} · 限购${goods.per_buyer_limit}${goods.bzdw}`}
        </small>
      </Link>
      {running && !sold && goods.spike_price !== null && <GrabButton goods={goods} />}
    </li>
  );
}

/** 限时秒杀: the sale's goods and a countdown on the server's clock (to the start, then to the end). */
export function FlashSale() {
  const { data, refetch } = useSpike();
  if (!data || data.list.length === 0) return null;
  // The phase as the server answered it; the countdown's expiry asks again, which moves it on.
  const { offsetMs } = data;
  const phase = spikePhase(data, toMillis(data.now));
  if (phase === 'ended') return null;
  return (
    <section className="flash-sale" data-testid="flash-sale">
      <header className="flash-sale__head">
        <h2>
          <ThunderboltFilled /> 限时秒杀
        </h2>
        <span className="flash-sale__phase">{phase === 'running' ? '距结束' : '距开始'}</span>
        <Countdown
          end={phase === 'running' ? data.end_time : data.start_time}
          offsetMs={offsetMs}
          onExpire={() => void refetch()}
        />
      </header>
      <ul className="flash-sale__list">
        {data.list.slice(0, 5).map((goods) => (
          <SpikeItem key={goods.spike_id} goods={goods} running={phase === 'running'} />
        ))}
      </ul>
    </section>
  );
}
