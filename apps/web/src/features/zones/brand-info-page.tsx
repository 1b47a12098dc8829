import { useEffect } from 'react';
import { Crumbs } from '../../components/crumbs/crumbs.tsx';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { Link, useParams, useSearchParams } from 'react-router';
import type { brandFocus } from '@store/shared/api/promotions';
import { api } from '../../api/client.ts';
import { AdCarousel } from '../../components/ad-carousel.tsx';
import { GoodsListing } from '../../components/goods/goods-listing.tsx';
import { paths } from '../../routing/paths.ts';
import './zones.css';

type BrandFocus = z.infer<typeof brandFocus>;

function useBrandFocus(id: number) {
  return useQuery({
    queryKey: ['focus', 'brand', id],
    queryFn: ({ signal }) => api.get<BrandFocus>(`/api/focus/brand/${id}`, { signal }),
    enabled: id > 0,
  });
}

/** /ppzq/info/{id}/{page?}: one brand's hall — its banner, introduction and goods. */
export function BrandInfoPage() {
  const params = useParams();
  const id = Number(params.id) || 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const { data } = useBrandFocus(id);

  // A page in the path (/ppzq/info/3/2) starts the listing on that page; from then on the query holds it.
  useEffect(() => {
    const pathPage = Number(params.page);
    if (pathPage > 1 && !searchParams.has('page')) {
      setSearchParams(
        (q) => {
          q.set('page', String(pathPage));
          return q;
        },
        { replace: true },
      );
    }
  }, [params.page, searchParams, setSearchParams]);

  const name = data?.brand.name ?? '品牌详情';
  return (
    <div className="container zone-page zone-page--ppzq" data-testid="zone-page" data-zone="ppzq">
      <Crumbs
        className="zone-page__crumbs"
        items={[
          { title: <Link to={paths.home}>首页</Link> },
          { title: <Link to={paths.brands}>品牌专区</Link> },
          { title: name },
        ]}
      />
      <AdCarousel ads={data?.ads ?? []} height={240} testId="zone-banner" />
      <div className="brand-hall" data-testid="brand-hall">
        <div className="brand-hall__logo">
          {data?.brand.logo ? <img src={data.brand.logo} alt={name} /> : name.slice(0, 2)}
        </div>
        <div>
          <h1 data-testid="zone-title">{name}</h1>
          <p>{data?.brand.description || `${name}品牌官方授权，正品保障，厂家直供。`}</p>
          {data && <small>在售商品 {data.goods_count} 个</small>}
        </div>
      </div>
      {id > 0 && <GoodsListing fixed={{ brand_id: id }} />}
    </div>
  );
}
