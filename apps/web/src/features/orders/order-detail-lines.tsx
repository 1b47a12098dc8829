import { Table } from 'antd';
import { Link } from 'react-router';
import type { OrderLine } from '@store/shared/api/orders';
import { LINE_TYPE_TEXT, LineType } from '@store/shared/orders';
import { formatYuan } from '@store/shared/rules/money';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { paths } from '../../routing/paths.ts';

function LineName({ line }: { line: OrderLine }) {
  return (
    <Link to={paths.goods(line.goods_id)}>
      {line.type === LineType.GIFT ? `【${LINE_TYPE_TEXT[LineType.GIFT]}】` : ''}
      {line.name}
    </Link>
  );
}

/**
 * An order's goods: a table on a wide screen; on a phone one block per line (name across the screen, then
 * maker and spec, batch and expiry, price × quantity and 小计), since nine columns in 390 px left each name
 * one character a line and 小计 off the screen.
 */
export function OrderDetailLines({ lines }: { lines: OrderLine[] }) {
  const phone = useIsPhone();
  if (phone)
    return (
      <ul className="order-detail-lines">
        {lines.map((l) => (
          <li key={l.id} className="order-detail-line">
            <div className="order-detail-line__name">
              <LineName line={l} />
            </div>
            <div className="order-detail-line__meta">
              {l.sccj} · {l.ypgg}
            </div>
            <div className="order-detail-line__meta">
              批号 {l.batch_number || '—'} · 有效期至 {l.expiry_date ?? '—'}
            </div>
            <div className="order-detail-line__figures">
              <span>
                {formatYuan(l.price)} × {l.number}
                {l.bzdw}
              </span>
              {l.returned_number > 0 && <span>已退 {l.returned_number}</span>}
              <span className="order-detail-line__amount">
                小计 <b>{formatYuan(l.amount)}</b>
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <Table<OrderLine>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={[
        { title: '商品名称', render: (_, l) => <LineName line={l} /> },
        { title: '生产厂家', dataIndex: 'sccj' },
        { title: '规格', dataIndex: 'ypgg' },
        { title: '批号', dataIndex: 'batch_number', render: (v: string) => v || '—' },
        { title: '有效期至', dataIndex: 'expiry_date', render: (v: string | null) => v ?? '—' },
        { title: '单价', dataIndex: 'price', render: (v: number) => formatYuan(v) },
        { title: '数量', render: (_, l) => `${l.number}${l.bzdw}` },
        { title: '小计', dataIndex: 'amount', render: (v: number) => formatYuan(v) },
        { title: '已退', dataIndex: 'returned_number', render: (n: number) => n || '' },
      ]}
    />
  );
}
