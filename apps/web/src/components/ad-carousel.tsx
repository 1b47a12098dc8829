import { useEffect, useRef, type CSSProperties, type MouseEvent, type RefObject } from 'react';
import { Carousel } from 'antd';
import { Link } from 'react-router';
import type { Ad } from '@store/shared/api/promotions';
import { paths } from '../routing/paths.ts';
import { useActivityTap } from '../api/use-activity-tap.ts';
import './ad-carousel.css';

/** Where an ad leads: its goods, an in-site path, or another site. */
export function adTarget(ad: Pick<Ad, 'url' | 'goods_id'>): { to: string; external: boolean } | null {
  if (ad.goods_id) return { to: paths.goods(ad.goods_id), external: false };
  if (!ad.url) return null;
  return { to: ad.url, external: /^[a-z]+:\/\//i.test(ad.url) };
}

/**
 * A banner slot without a fixed height is the home page's, drawn for 1200 × 400: the image's box keeps that
 * proportion before the picture arrives, so nothing below it moves when it does (CLS).
 */
const BANNER = { width: 1200, height: 400 };

function AdSlide({ ad, height, first }: { ad: Ad; height?: number; first: boolean }) {
  // The height is a CSS variable so a phone can scale it down (ad-carousel.css).
  const style = height ? ({ '--ad-height': `${height}px` } as CSSProperties) : undefined;
  const image = (
    <img
      src={ad.image}
      alt={ad.title}
      style={style}
      {...(height ? {} : BANNER)}
      // The first banner is the page's largest picture: fetched at once; the others when they slide in.
      {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
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

/**
 * react-slick hides the slides off screen (and its clones for the endless loop) with aria-hidden only, so
 * their links stayed in the Tab order and a screen reader could land in a hidden slide (axe: aria-hidden-focus,
 * serious). Each slide it hides is made inert as well, following the slide changes as they happen.
 */
function useInertHiddenSlides(ref: RefObject<HTMLDivElement | null>, slides: number) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () => {
      for (const slide of root.querySelectorAll('.slick-slide')) {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      }
    };
    sync();
    // Only aria-hidden and added slides are watched, so setting inert here does not call sync again.
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [ref, slides]);
}

/** The banner carousel of the home page and the zone pages (antd Carousel, autoplay). No height: the images' own proportions. */
export function AdCarousel({ ads, height, testId = 'ad-carousel' }: { ads: Ad[]; height?: number; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { mutate: tap } = useActivityTap();
  // A click on a slide counts for the taps report (POST /api/activity/tap), the carousel's test id as the place.
  const onClick = (event: MouseEvent) => {
    const adId = Number((event.target as HTMLElement).closest<HTMLElement>('[data-ad-id]')?.dataset.adId);
    if (adId) tap({ ad_id: adId, position: testId });
  };
  // The carousel mounts only once there are ads: watch again when their number changes.
  useInertHiddenSlides(ref, ads.length);
  if (!ads.length) return null;
  return (
    <div className="ad-carousel" data-testid={testId} ref={ref} onClickCapture={onClick}>
      <Carousel autoplay autoplaySpeed={4000} dots={ads.length > 1} arrows={ads.length > 1}>
        {ads.map((ad, index) => (
          <div key={ad.id} data-ad-id={ad.id}>
            <AdSlide ad={ad} height={height} first={index === 0} />
          </div>
        ))}
      </Carousel>
    </div>
  );
}
