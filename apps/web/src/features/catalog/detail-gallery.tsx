import { useState } from 'react';
import { GoodsImage } from '../../components/goods/goods-image.tsx';
import { DETAIL_IMAGE_SIZES, thumbnailOf } from '../../components/goods/image-sources.ts';

/** The goods pictures: a large one and a row of thumbnails; hovering or clicking a thumbnail shows it large. */
export function DetailGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[Math.min(current, images.length - 1)];
  return (
    <div className="detail-gallery" data-testid="detail-gallery">
      <div className="detail-gallery__main">
        <GoodsImage src={shown} alt={name} priority sizes={DETAIL_IMAGE_SIZES} />
      </div>
      {images.length > 1 && (
        <ul className="detail-gallery__thumbs">
          {images.map((src, index) => (
            <li key={src} className={index === current ? 'is-active' : ''}>
              <button
                type="button"
                onMouseEnter={() => setCurrent(index)}
                onClick={() => setCurrent(index)}
                aria-label={`第${index + 1}张图片`}
              >
                <img src={thumbnailOf(src)} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
