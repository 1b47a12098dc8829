import { Table, type TableColumnsType } from 'antd';
import { BatchAddBar, useBatchAdd } from './batch-add.tsx';
import { Link } from 'react-router';
import type { GoodsItem } from '@store/shared/api/goods';
import { GoodsTags } from '../tags.tsx';
import { goodsHref } from './goods-card.tsx';
import { GoodsImage } from './goods-image.tsx';
import { AddToCartBox } from './add-to-cart-box.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { GoodsPrice } from './goods-price.tsx';
import { PrescriptionBadge } from './prescription-badge.tsx';
import './goods.css';
import './goods-phone.css';

function columns(
  showImage: boolean,
  emphasiseExpiry: boolean,
  buy: (goods: GoodsItem) => React.ReactNode,
): TableColumnsType<GoodsItem> {
  const all: TableColumnsType<GoodsItem> = [
    {
      key: 'image',
      title: '图片',
      width: 72,
      render: (_, g) => (
        <Link to={goodsHref(g.id)} className="goods-table__image">
          <GoodsImage src={g.goods_image[0]} alt={g.name} />
        </Link>
      ),
    },
    {
      key: 'name',
      title: '商品名称',
      render: (_, g) => (
        <div className="goods-table__name">
          <Link to={goodsHref(g.id)}>
            <PrescriptionBadge value={g.prescription_class} />
            {g.name}
          </Link>
          <GoodsTags tags={g.tags} />
        </div>
      ),
    },
    { key: 'ypgg', title: '规格', dataIndex: 'ypgg', width: 110, ellipsis: true },
    { key: 'sccj', title: '生产厂家', dataIndex: 'sccj', width: 140, ellipsis: true },
    { key: 'approval', title: '批准文号', dataIndex: 'approval_number', width: 120, render: (v: string) => v || '—' },
    {
      key: 'expiry',
      title: '有效期至',
      dataIndex: 'expiry_date',
      width: 96,
      render: (v: string | null) => <span className={emphasiseExpiry ? 'goods-table__expiry' : ''}>{v ?? '—'}</span>,
    },
    {
      key: 'package',
      title: '中/大包装',
      width: 90,
      render: (_, g) => `${g.middle_package}/${g.large_package}${g.bzdw}`,
    },
    {
      key: 'stock',
      title: '库存',
      dataIndex: 'number',
      width: 70,
      render: (v: number) => (v > 0 ? v : <span className="goods-table__out">缺货</span>),
    },
    {
      key: 'price',
      title: '价格',
      width: 96,
      align: 'right',
      render: (_, g) => <GoodsPrice value={g.base_price} tip={g.price_tip} />,
    },
    {
      key: 'buy',
      title: '采购数量',
      width: 150,
      render: (_, g) => buy(g),
    },
    {
      key: 'favorite',
      title: '收藏',
      width: 56,
      align: 'center',
      render: (_, g) => <FavoriteButton goodsId={g.id} />,
    },
  ];
  return showImage ? all : all.filter((c) => c.key !== 'image');
}

/** The table and no-image views of a listing: one dense row per goods, the columns a pharmacy buyer compares,
 * a quantity box on every row (Tab moves between them, Enter adds the row) and a batch add of the ticked rows. */
export function GoodsTable({
  items,
  showImage,
  emphasiseExpiry = false,
  loading,
}: {
  items: GoodsItem[];
  showImage: boolean;
  emphasiseExpiry?: boolean;
  loading?: boolean;
}) {
  const batch = useBatchAdd(items);
  const buy = (g: GoodsItem) => (
    <AddToCartBox
      goods={g}
      layout="row"
      quantity={batch.quantities[g.id]}
      onQuantityChange={(n) => batch.setQuantity(g.id, n)}
      refusal={batch.refusals[g.id]}
    />
  );
  return (
    <div
      className={`goods-table${showImage ? '' : ' goods-table--compact'}`}
      data-testid={showImage ? 'goods-table' : 'goods-table-no-image'}
    >
      <BatchAddBar batch={batch} />
      <Table<GoodsItem>
        rowKey="id"
        size="small"
        columns={columns(showImage, emphasiseExpiry, buy)}
        dataSource={items}
        pagination={false}
        loading={loading}
        rowSelection={{
          selectedRowKeys: batch.selected,
          onChange: (keys) => batch.setSelected(keys as number[]),
          getCheckboxProps: (g) => ({ disabled: !batch.canBuy(g), 'aria-label': `选择 ${g.name}` }),
        }}
        onRow={() => ({ 'data-testid': 'goods-row' }) as React.HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
