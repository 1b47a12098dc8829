import { useEffect, useState, type CSSProperties, type MouseEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { Link } from 'react-router';
import type { Ad } from '@store/shared/api/promotions';
import { paths } from '../routing/paths.ts';
import { Glyph } from './glyphs.tsx';
import { useActivityTap } from '../api/use-activity-tap.ts';
import { usePainted } from '../lib/after-paint.ts';
import { useLaterPicturesReleased } from '../lib/later-pictures.ts';
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

function AdSlide({ ad, height, first, pictured }: { ad: Ad; height?: number; first: boolean; pictured: boolean }) {
  // The height is a CSS variable so a phone can scale it down (ad-carousel.css).
  const style = height ? ({ '--ad-height': `${height}px` } as CSSProperties) : undefined;
  const image = (
    <img
      src={pictured ? ad.image : undefined}
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
 * The banner carousel of the home page and the zone pages: Embla (a few kB, plain markup) instead of antd's
 * Carousel, whose react-slick cloned the slides and measured the page while it hydrated, the largest script
 * task of a phone's home page. Plays every 4 s and pauses while pointed at or focused, loops, swipes on a
 * phone. Slides out of view are inert, so Tab and screen readers never land in a hidden slide. No height: the
 * images' own proportions.
 */
export function AdCarousel({ ads, height, testId = 'ad-carousel' }: { ads: Ad[]; height?: number; testId?: string }) {
  const several = ads.length > 1;
  // Embla measures the slides when it starts: after the first paint, so a hydrating page is not laid out for it.
  const painted = usePainted();
  // The banners out of view get their pictures with the goods pictures below the first screen, once the page is
  // usable and idle (lib/later-pictures.ts). Lazy loading did not hold them back: they sit beside the viewport,
  // within the browser's look-ahead, and six pictures shared a phone's slow line with the page's scripts.
  const allPictured = useLaterPicturesReleased();
  const [viewport, embla] = useEmblaCarousel({ loop: several, active: several && painted }, [
    Autoplay({ delay: 4000, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
  ]);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => void embla.off('select', onSelect).off('reInit', onSelect);
  }, [embla]);
  const { mutate: tap } = useActivityTap();
  // A click on a slide counts for the taps report (POST /api/activity/tap), the carousel's test id as the place.
  const onClick = (event: MouseEvent) => {
    const adId = Number((event.target as HTMLElement).closest<HTMLElement>('[data-ad-id]')?.dataset.adId);
    if (adId) tap({ ad_id: adId, position: testId });
  };
  const go = (index: number) => {
    embla?.scrollTo(index);
    embla?.plugins().autoplay?.reset();
  };
  if (!ads.length) return null;
  return (
    <section className="ad-carousel" data-testid={testId} aria-roledescription="carousel" aria-label="广告">
      <div className="ad-carousel__viewport" ref={viewport} onClickCapture={onClick}>
        <div className="ad-carousel__track">
          {ads.map((ad, index) => (
            <div
              key={ad.id}
              className="ad-carousel__item"
              data-ad-id={ad.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${ads.length}`}
              inert={index !== current}
            >
              <AdSlide ad={ad} height={height} first={index === 0} pictured={index === 0 || allPictured} />
            </div>
          ))}
        </div>
      </div>
      {several && (
        <>
          <button
            type="button"
            className="ad-carousel__arrow ad-carousel__arrow--prev"
            aria-label="上一张"
            onClick={() => go((current - 1 + ads.length) % ads.length)}
          >
            <Glyph name="left" />
          </button>
          <button
            type="button"
            className="ad-carousel__arrow ad-carousel__arrow--next"
            aria-label="下一张"
            onClick={() => go((current + 1) % ads.length)}
          >
            <Glyph name="right" />
          </button>
          <div className="ad-carousel__dots">
            {ads.map((ad, index) => (
              <button
                key={ad.id}
                type="button"
                className="ad-carousel__dot"
                aria-label={`第 ${index + 1} 张：${ad.title}`}
                aria-current={index === current}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
