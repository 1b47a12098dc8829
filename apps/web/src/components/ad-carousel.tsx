import type { CSSProperties } from 'react';
import { Carousel } from 'antd';
import { Link } from 'react-router';
import type { Ad } from '@store/shared/api/promotions';
import { paths } from '../routing/paths.ts';
import './ad-carousel.css';

/** Where an ad leads: its goods, an in-site path, or another site. */
export function adTarget(ad: Pick<Ad, 'url' | 'goods_id'>): { to: string; external: boolean } | null {
  if (ad.goods_id) return { to: paths.goods(ad.goods_id), external: false };
  if (!ad.url) return null;
  return { to: ad.url, external: /^[a-z]+:\/\//i.test(ad.url) };
}

function AdSlide({ ad, height }: { ad: Ad; height?: number }) {
  // The height is a CSS variable so a phone can scale it down (ad-carousel.css).
  const style = height ? ({ '--ad-height': `${height}px` } as CSSProperties) : undefined;
  const image = <img src={ad.image} alt={ad.title} style={style} />;
  const target = adTarget(ad);
  if (!target) return <div className="ad-carousel__slide">{image}</div>;
  if (target.external) {
    return (
      <a className="ad-carousel__slide" href={target.to} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <Link className="ad-carousel__slide" to={target.to}>
      {image}
    </Link>
  );
}

/** The banner carousel of the home page and the zone pages (antd Carousel, autoplay). No height: the images' own proportions. */
export function AdCarousel({ ads, height, testId = 'ad-carousel' }: { ads: Ad[]; height?: number; testId?: string }) {
  if (!ads.length) return null;
  return (
    <div className="ad-carousel" data-testid={testId}>
      <Carousel autoplay autoplaySpeed={4000} dots={ads.length > 1} arrows={ads.length > 1}>
        {ads.map((ad) => (
          <div key={ad.id}>
            <AdSlide ad={ad} height={height} />
          </div>
        ))}
      </Carousel>
    </div>
  );
}
