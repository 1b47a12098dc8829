import { Breadcrumb, Button, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { PrescriptionBadge } from '../../components/goods/prescription-badge.tsx';
import { DetailAttributes, DetailFacts } from './detail-attributes.tsx';
import { DetailGallery } from './detail-gallery.tsx';
import { DetailPurchase } from './detail-purchase.tsx';
import { useGoodsDetail } from './use-goods-detail.ts';
import { paths } from '../../routing/paths.ts';
import './catalog.css';

/** Product detail (/list/info/{id}): pictures, price and ladder, the facts a pharmacy checks, buy and favourite. */
export function GoodsDetailPage() {
  const id = Number(useParams().id);
  const { data: goods, isLoading, isError } = useGoodsDetail(id);

  if (isLoading) {
    return (
      <div className="container goods-detail">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  }
  if (isError || !goods) {
    return (
      <div className="container goods-detail">
        <Result
          status="404"
          title="商品不存在或已下架"
          extra={
            <Link to={paths.goodsList}>
              <Button type="primary">查看其他商品</Button>
            </Link>
          }
        />
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
      <Breadcrumb className="goods-detail__crumbs" aria-label="当前位置" items={crumbs} />
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
            {goods.approval_number && <span>批准文号：{goods.approval_number}</span>}
          </p>
          <DetailPurchase key={goods.id} goods={goods} facts={<DetailFacts goods={goods} />} />
        </div>
      </div>
      <section className="goods-detail__section">
        <h2>商品信息</h2>
        <DetailAttributes goods={goods} />
        <p className="goods-detail__notice">
          本品为
          {goods.prescription_class.startsWith('OTC')
            ? '非处方药'
            : goods.prescription_class
              ? '处方药，须凭医师处方销售、购买和使用'
              : '医药商品'}
          。 图片仅供参考，请以实物为准；效期、批号以实际发货为准。本站仅向具备资质的药品经营、医疗机构客户销售。
        </p>
      </section>
    </div>
  );
}
