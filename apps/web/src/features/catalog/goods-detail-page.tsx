import { Crumbs } from '../../components/crumbs/crumbs.tsx';
import { Link, useParams } from 'react-router';
import { PrescriptionBadge } from '../../components/goods/prescription-badge.tsx';
import { DetailFacts } from './detail-attributes.tsx';
import { DetailGallery } from './detail-gallery.tsx';
import { DetailSkeleton, GoodsNotFound } from './detail-states.tsx';
import { DetailPurchase } from './detail-purchase.tsx';
import { DetailTabs } from './detail-tabs.tsx';
import { useGoodsDetail } from './use-goods-detail.ts';
import { paths } from '../../routing/paths.ts';
import './catalog.css';
import './catalog-phone.css';

/**
 * Product detail (/list/info/{id}): pictures, price and ladder, the facts a pharmacy checks, buy and favourite.
 * Its code brings no antd (route `antd: false`, app/page-imports.test.ts): only the batch reports' table, in the
 * third tab, loads antd when opened.
 */
export function GoodsDetailPage() {
  const id = Number(useParams().id);
  const { data: goods, isLoading, isError } = useGoodsDetail(id);

  if (isLoading) {
    return (
      <div className="container goods-detail">
        <DetailSkeleton />
      </div>
    );
  }
  if (isError || !goods) {
    return (
      <div className="container goods-detail">
        <GoodsNotFound />
      </div>
    );
  }

  const crumbs = [
    { title: <Link to={paths.home}>首页</Link> },
    { title: <Link to={paths.goodsList}>全部商品</Link> },
    ...goods.category_path.map((c) => ({ title: <Link to={paths.categoryGoods(c.id)}>{c.name}</Link> })),
    { title: goods.name },
  ];

  return (
    <div className="container goods-detail" data-testid="goods-detail">
      <Crumbs className="goods-detail__crumbs" items={crumbs} />
      <div className="goods-detail__main">
        <DetailGallery images={goods.goods_image} name={goods.name} />
        <div className="goods-detail__info">
          <h1 className="goods-detail__name" data-testid="detail-name">
            <PrescriptionBadge value={goods.prescription_class} />
            {goods.name}
            <span className="goods-detail__spec">{goods.ypgg}</span>
          </h1>
          <p className="goods-detail__sub">
            {goods.sccj}
            {goods.approval_number && (
              <span data-testid="detail-approval-number">批准文号：{goods.approval_number}</span>
            )}
          </p>
          <DetailPurchase key={goods.id} goods={goods} facts={<DetailFacts goods={goods} />} />
        </div>
      </div>
      <DetailTabs goods={goods} />
    </div>
  );
}
