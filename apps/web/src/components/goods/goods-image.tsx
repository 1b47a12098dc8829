import { useLaterPicturesReleased } from '../../lib/later-pictures.ts';
import { srcSetOf, UPLOADED } from './image-sources.ts';
import { Glyph } from '../glyphs.tsx';

/** Goods pictures are square (the server draws them 400 × 400): the page reserves their box before they load. */
const SIDE = 400;

/**
 * The first goods picture, or a neutral box when the goods has none. `eager` for pictures on screen when the
 * page opens (fetched at once, not when they scroll into view); `priority` for the page's largest as well.
 * Any other picture gets its address once the page is usable and idle (lib/later-pictures.ts), lazily; without
 * JavaScript the <noscript> copy shows instead.
 */
export function GoodsImage({
  src,
  alt,
  className = '',
  eager = false,
  priority = false,
  sizes = '(max-width: 640px) 45vw, 220px',
}: {
  src?: string;
  alt: string;
  className?: string;
  eager?: boolean;
  /** The page's largest picture (a detail page's): also fetched ahead of other pictures. */
  priority?: boolean;
  /** How wide the picture shows (the `sizes` attribute): a card's by default. */
  sizes?: string;
}) {
  const released = useLaterPicturesReleased();
  if (!src) {
    return (
      <span className={`goods-image goods-image--empty ${className}`}>
        <Glyph name="medicineBox" />
      </span>
    );
  }
  // One element before and after the release, so the picture does not remount.
  const later = !priority && !eager && !released;
  const picture = (held: boolean) => (
    <img
      className={`goods-image ${held ? 'goods-image--later ' : ''}${className}`}
      {...(!held && { src, ...(UPLOADED.test(src) && { srcSet: srcSetOf(src), sizes }) })}
      alt={alt}
      width={SIDE}
      height={SIDE}
      {...(priority ? { fetchPriority: 'high' as const } : eager ? {} : { loading: 'lazy' as const })}
    />
  );
  return (
    <>
      {picture(later)}
      {later && <noscript>{picture(false)}</noscript>}
    </>
  );
}
