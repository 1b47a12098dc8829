import { MedicineBoxOutlined } from '@ant-design/icons';

/** Goods pictures are square (the server draws them 400 × 400): the page reserves their box before they load. */
const SIDE = 400;

/**
 * The first goods picture, or a neutral box when the goods has none. `eager` for pictures on screen when the
 * page opens (fetched at once, not when they scroll into view); `priority` for the page's largest as well.
 */
export function GoodsImage({
  src,
  alt,
  className = '',
  eager = false,
  priority = false,
}: {
  src?: string;
  alt: string;
  className?: string;
  eager?: boolean;
  /** The page's largest picture (a detail page's): also fetched ahead of other pictures. */
  priority?: boolean;
}) {
  if (!src) {
    return (
      <span className={`goods-image goods-image--empty ${className}`}>
        <MedicineBoxOutlined />
      </span>
    );
  }
  return (
    <img
      className={`goods-image ${className}`}
      src={src}
      alt={alt}
      width={SIDE}
      height={SIDE}
      {...(priority ? { fetchPriority: 'high' as const } : eager ? {} : { loading: 'lazy' as const })}
    />
  );
}
