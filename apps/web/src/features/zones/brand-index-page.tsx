import { Empty, Pagination } from 'antd';
import { Crumbs } from '../../components/crumbs/crumbs.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { useCommon } from '../../api/use-common.ts';
import { usePositionAds } from '../../api/use-position-ads.ts';
import { AdCarousel } from '../../components/ad-carousel.tsx';
import { paths } from '../../routing/paths.ts';
import './zones.css';

const PAGE_SIZE = 20;

/** /ppzq_index/{page?} (alias /ppzq/{page?}): the brand wall, a page of brands at a time. */
export function BrandIndexPage() {
  const page = Math.max(1, Number(useParams().page) || 1);
  const navigate = useNavigate();
  const brands = useCommon().data?.brand ?? [];
  const ads = usePositionAds('ppzq').data ?? [];
  const shown = brands.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <div className="container zone-page zone-page--ppzq" data-testid="zone-page" data-zone="ppzq">
      <Crumbs
        className="zone-page__crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '品牌专区' }]}
      />
      <AdCarousel ads={ads} height={240} testId="zone-banner" />
      <div className="zone-page__title">
        <h1 data-testid="zone-title">品牌专区</h1>
        <span>知名药企 正品直供</span>
      </div>
      {shown.length === 0 ? (
        <Empty className="zone-page__empty" description="暂无品牌" />
      ) : (
        <ul className="brand-index" data-testid="brand-index">
          {shown.map((brand) => (
            <li key={brand.id}>
              <Link to={paths.brand(brand.id)}>
                {brand.logo ? (
                  <img src={brand.logo} alt={brand.name} />
                ) : (
                  <span className="brand-index__logo">{brand.name.slice(0, 2)}</span>
                )}
                <strong>{brand.name}</strong>
                <small>进入品牌馆 &gt;</small>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {brands.length > PAGE_SIZE && (
        <Pagination
          className="zone-page__pagination"
          current={page}
          pageSize={PAGE_SIZE}
          total={brands.length}
          onChange={(p) => navigate(paths.brandsPage(p))}
        />
      )}
    </div>
  );
}
