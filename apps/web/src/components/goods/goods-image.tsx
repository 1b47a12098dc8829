import { MedicineBoxOutlined } from '@ant-design/icons';

/** The first goods picture, or a neutral box when the goods has none. */
export function GoodsImage({ src, alt, className = '' }: { src?: string; alt: string; className?: string }) {
  if (!src) {
    return (
      <span className={`goods-image goods-image--empty ${className}`}>
        <MedicineBoxOutlined />
      </span>
    );
  }
  return <img className={`goods-image ${className}`} src={src} alt={alt} loading="lazy" />;
}
