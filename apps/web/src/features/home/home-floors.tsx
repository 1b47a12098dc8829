import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { StoreFloor } from '@store/shared/api/floors';
import { CardRows } from '../../components/goods/card-rows.tsx';
import { GoodsCard, GoodsGrid } from '../../components/goods/goods-card.tsx';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { useHomeFloors } from './use-home-data.ts';
import '../../components/plain-button/plain-button.css';

/**
 * A phone shows a floor's first goods, one card a row, and the rest on a tap: three floors of eight were
 * 24 cards to lay out and hydrate before the home page answered a phone (the floor's 更多 still leads on).
 */
const PHONE_FLOOR_GOODS = 4;

/** A store path goes through the router; an http(s) address (the console allows both) is an ordinary link. */
function FloorLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return to.startsWith('/') ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Floor({ floor }: { floor: StoreFloor }) {
  const phone = useIsPhone();
  const [all, setAll] = useState(false);
  const goods = phone && !all ? floor.goods.slice(0, PHONE_FLOOR_GOODS) : floor.goods;
  return (
    <section className="home-floor home-floors__floor" data-testid="home-floor" data-floor-id={floor.id}>
      <header className="floor-title">
        <h2>{floor.title}</h2>
        {floor.subtitle ? <span>{floor.subtitle}</span> : null}
        {floor.link ? <FloorLink to={floor.link}>更多 &gt;</FloorLink> : null}
      </header>
      {floor.image ? (
        floor.link ? (
          <FloorLink to={floor.link} className="home-floors__banner">
            <img src={floor.image} alt={floor.title} loading="lazy" />
          </FloorLink>
        ) : (
          <div className="home-floors__banner">
            <img src={floor.image} alt={floor.title} loading="lazy" />
          </div>
        )
      ) : null}
      <GoodsGrid>
        <CardRows items={goods} card={(g) => <GoodsCard key={g.id} goods={g} />} />
      </GoodsGrid>
      {goods.length < floor.goods.length ? (
        <div className="home-floors__all">
          <button type="button" className="plain-btn plain-btn--large" onClick={() => setAll(true)}>
            查看全部 {floor.goods.length} 件
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** 首页楼层: the themed rows staff keep in the console (内容 → 首页楼层), in their order. */
export function HomeFloors() {
  const { data } = useHomeFloors();
  if (!data?.length) return null;
  return (
    <div className="home-floors" data-testid="home-floors">
      {data.map((floor) => (
        <Floor key={floor.id} floor={floor} />
      ))}
    </div>
  );
}
