import { MedicineBoxOutlined } from '@ant-design/icons';

/** Goods pictures are square (the server draws them 400 × 400): the page reserves their box before they load. */
const SIDE = 400;

/**
 * The first goods picture, or a neutral box when the goods has none. `eager` for the one picture that is
 * the page's largest (a detail page's): it is fetched at once, not when it scrolls into view.
 */
export function GoodsImage({
  src,
  alt,
  className = '',
  eager = false,
}: {
  src?: string;
  alt: string;
  className?: string;
  eager?: boolean;
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
      {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}
