import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StoreFloor } from '@store/shared/api/floors';
import { CardRows } from '../../components/goods/card-rows.tsx';
import { GoodsCard, GoodsGrid } from '../../components/goods/goods-card.tsx';
import { useHomeFloors } from './use-home-data.ts';

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
        <CardRows items={floor.goods} card={(g) => <GoodsCard key={g.id} goods={g} />} />
      </GoodsGrid>
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
