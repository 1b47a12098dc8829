import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
// antd's own 404 picture (its Result, MIT), drawn once into a file: an <img> costs a page nothing until shown.
import notFoundPicture from './goods-not-found.svg';
import '../../components/plain-button/plain-button.css';
import './detail-states.css';

/**
 * What a goods page shows before its goods arrive: a title bar and twelve lines, shimmering, as antd's
 * `<Skeleton active paragraph={{ rows: 12 }} />` drew it (the page now loads without antd).
 */
export function DetailSkeleton() {
  return (
    <div className="detail-skeleton" role="status" aria-label="加载中">
      <div className="detail-skeleton__title" />
      <ul className="detail-skeleton__lines">
        {Array.from({ length: 12 }, (_, index) => (
          <li key={index} />
        ))}
      </ul>
    </div>
  );
}

/** A goods that does not exist or is off the shelves: antd's 404 Result in plain markup, with a way back. */
export function GoodsNotFound() {
  return (
    <div className="goods-not-found">
      <img className="goods-not-found__picture" src={notFoundPicture} alt="" width={252} height={294} />
      <h1 className="goods-not-found__title">商品不存在或已下架</h1>
      <p className="goods-not-found__extra">
        <Link className="plain-btn plain-btn--primary" to={paths.goodsList}>
          查看其他商品
        </Link>
      </p>
    </div>
  );
}
