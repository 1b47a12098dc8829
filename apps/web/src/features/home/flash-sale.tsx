import { Link } from 'react-router';
import { toMillis } from '@store/shared/rules/time';
import { formatYuan } from '@store/shared/rules/money';
import { Countdown } from '../../components/countdown.tsx';
import { AddToCartBox } from '../../components/goods/add-to-cart-box.tsx';
import { GoodsImage } from '../../components/goods/goods-image.tsx';
import { GoodsPrice } from '../../components/goods/goods-price.tsx';
import { useSpike, type Spike } from './use-home-data.ts';
import { paths } from '../../routing/paths.ts';
import { Glyph } from '../../components/glyphs.tsx';

type Phase = 'upcoming' | 'running' | 'ended';

/** Which part of the sale the server's clock is in. */
export function spikePhase(spike: Pick<Spike, 'start_time' | 'end_time'>, nowMs: number): Phase {
  if (nowMs < toMillis(spike.start_time)) return 'upcoming';
  return nowMs < toMillis(spike.end_time) ? 'running' : 'ended';
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
          <GoodsPrice value={goods.spike_price} tip={goods.price_tip} insideLink />
          {goods.spike_price !== null && goods.base_price !== null && <s>{formatYuan(goods.base_price)}</s>}
        </span>
        <small className="flash-sale__limit">
          {sold ? '已抢光' : `剩余${goods.spike_stock}${goods.bzdw} · 限购${goods.per_buyer_limit}${goods.bzdw}`}
        </small>
      </Link>
      {running && !sold && goods.spike_price !== null && (
        <AddToCartBox
          goods={goods}
          flash={{
            saleId: goods.spike_id,
            price: goods.spike_price,
            limit: goods.per_buyer_limit,
            stock: goods.spike_stock,
          }}
        />
      )}
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
          <Glyph name="thunderboltFilled" /> 限时秒杀
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
