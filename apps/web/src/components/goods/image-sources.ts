import { GOODS_IMAGE_WIDTHS } from '@store/shared/constants';
import type { ImagePreload } from '@store/shared/ssr';

/** A photo staff uploaded (the server scales it and serves AVIF/WebP); drawn SVG pictures scale by themselves. */
export const UPLOADED = /^\/images\/goods\/\d+\/[0-9a-f]{24}\.(jpg|png|webp)$/;

/** A small picture (a thumbnail, a cart line's) at the smallest width the server keeps. */
export const thumbnailOf = (src: string) => (UPLOADED.test(src) ? `${src}?w=${GOODS_IMAGE_WIDTHS[0]}` : src);

/** The browser picks the smallest width that fills the box at the screen's pixel density. */
export const srcSetOf = (src: string) => GOODS_IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');

/** How wide a goods page's large picture shows (its `sizes`). */
export const DETAIL_IMAGE_SIZES = '(max-width: 640px) 100vw, 400px';

/** The <head>'s preload of a picture, asking for exactly what its <img> will (same srcset and sizes). */
export const imagePreloadOf = (src: string, sizes: string): ImagePreload =>
  UPLOADED.test(src) ? { href: src, srcSet: srcSetOf(src), sizes } : { href: src };
