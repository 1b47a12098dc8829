import { Table, Tag } from 'antd';
import type { CartItem } from '@store/shared/api/cart';
import { LINE_TYPE_TEXT, LineType } from '@store/shared/orders';
import { fenToYuan, formatYuan, yuanToFen } from '@store/shared/rules/money';
import { GoodsImage } from '../../components/goods/goods-image.tsx';

/** The ordered lines at the server's unit price; the subtotal is that price times the quantity, in fen. */
export function OrderLines({ lines }: { lines: CartItem[] }) {
  return (
    <section className="checkout-section" data-testid="checkout-lines">
      <h3 className="checkout-section__title">商品清单</h3>
      <Table<CartItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={lines}
        columns={[
          {
            title: '商品',
            render: (_, line) => (
              <div className="order-line__goods">
                <GoodsImage src={line.goods.goods_image[0]} alt={line.goods.name} className="order-line__image" />
                <div>
                  <div className="order-line__name">
                    {line.type === LineType.FLASH_SALE && <Tag color="red">{LINE_TYPE_TEXT[LineType.FLASH_SALE]}</Tag>}
                    {line.type === LineType.COMBINATION && (
                      <Tag color="orange">{LINE_TYPE_TEXT[LineType.COMBINATION]}</Tag>
                    )}
                    {line.goods.name}
                  </div>
                  <div className="order-line__meta">
                    {line.goods.ypgg}　{line.goods.sccj}
                  </div>
                  {/* A phone has no 单价 and 数量 columns: the terms sit under the name (checkout-phone.css). */}
                  <div className="order-line__phone-terms">
                    {formatYuan(line.price)} × {line.number}
                    {line.goods.bzdw}
                  </div>
                </div>
              </div>
            ),
          },
          { title: '单价', width: 120, responsive: ['md'], render: (_, line) => formatYuan(line.price) },
          { title: '数量', width: 100, responsive: ['md'], render: (_, line) => `${line.number}${line.goods.bzdw}` },
          {
            title: '小计',
            width: 130,
            align: 'right',
            render: (_, line) => (
              <span className="order-line__subtotal">{formatYuan(fenToYuan(yuanToFen(line.price) * line.number))}</span>
            ),
          },
        ]}
      />
    </section>
  );
}
