import type { ReactNode } from 'react';
import { Breadcrumb, Card, Result, Spin, Tabs, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AdminGoodsDetail } from '@store/shared/api/admin-goods';
import { useStaffMe } from '../../api/use-staff.ts';
import { GoodsForm } from './goods-form.tsx';
import { GoodsImages } from './goods-images.tsx';
import { PriceLog } from './price-log.tsx';
import { useGoods } from './use-goods.ts';
import './goods.css';

/**
 * The tabs of a saved goods. Another area of the console adds its own tab here (批次库存 by stock batch):
 * an entry with its key, label and content; the open tab is kept in the address (?tab=).
 */
export type GoodsTab = { key: string; label: string; render: (goods: AdminGoodsDetail, canEdit: boolean) => ReactNode };
export const GOODS_TABS: GoodsTab[] = [
  { key: 'info', label: '商品信息', render: (goods, canEdit) => <GoodsForm goods={goods} readOnly={!canEdit} /> },
  { key: 'images', label: '商品图片', render: (goods, canEdit) => <GoodsImages goods={goods} readOnly={!canEdit} /> },
  { key: 'prices', label: '调价记录', render: (goods) => <PriceLog goodsId={goods.id} /> },
];

/** /goods/new and /goods/:id: the goods form, and for a saved goods its other tabs. */
export function GoodsEditPage() {
  const { id: param } = useParams();
  const id = param === undefined || param === 'new' ? undefined : Number(param);
  const { data: me } = useStaffMe();
  const canEdit = me?.permissions.includes('goods.edit') ?? false;
  const goods = useGoods(id);
  const [params, setParams] = useSearchParams();
  const title = id === undefined ? '新增商品' : (goods.data?.name ?? '商品');

  let body: ReactNode;
  if (id === undefined) body = <GoodsForm readOnly={!canEdit} />;
  else if (goods.isError) body = <Result status="404" title={goods.error.message} />;
  else if (!goods.data) body = <Spin />;
  else
    body = (
      <Tabs
        activeKey={params.get('tab') ?? GOODS_TABS[0]!.key}
        onChange={(tab) => setParams(tab === GOODS_TABS[0]!.key ? {} : { tab }, { replace: true })}
        items={GOODS_TABS.map((tab) => ({ key: tab.key, label: tab.label, children: tab.render(goods.data, canEdit) }))}
      />
    );
  return (
    <div className="goods-edit">
      <Breadcrumb items={[{ title: <Link to="/goods">商品管理</Link> }, { title }]} />
      <Typography.Title level={3}>{title}</Typography.Title>
      <Card>{body}</Card>
    </div>
  );
}
