import { MedicineBoxOutlined } from '@ant-design/icons';
import { GOODS_IMAGE_WIDTHS } from '@store/shared/constants';
import { useLaterPicturesReleased } from '../../lib/later-pictures.ts';

/** Goods pictures are square (the server draws them 400 × 400): the page reserves their box before they load. */
const SIDE = 400;

/** A photo staff uploaded (the server scales it and serves AVIF/WebP); drawn SVG pictures scale by themselves. */
const UPLOADED = /^\/images\/goods\/\d+\/[0-9a-f]{24}\.(jpg|png|webp)$/;

/** A small picture (a thumbnail, a cart line's) at the smallest width the server keeps. */
export const thumbnailOf = (src: string) => (UPLOADED.test(src) ? `${src}?w=${GOODS_IMAGE_WIDTHS[0]}` : src);

/** The browser picks the smallest width that fills the box at the screen's pixel density. */
const srcSetOf = (src: string) => GOODS_IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');

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
        <MedicineBoxOutlined />
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
