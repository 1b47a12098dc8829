import { Table, Tag } from 'antd';
import type { PriceChangeRow } from '@store/shared/api/admin-goods';
import { formatStoreTime } from '@store/shared/rules/store-time';
import { toMillis } from '@store/shared/rules/time';
import { yuan } from './goods-words.ts';
import { usePriceChanges } from './use-goods.ts';

const tiers = (type: number, list: { number: number; price: number }[]) =>
  list.length === 0 ? '无' : list.map((t) => `${type === 1 ? '≤' : '≥'}${t.number}：${yuan(t.price)}`).join('，');

/** 调价记录: every change of the goods' prices, newest first, by whom and from where (form or import). */
export function PriceLog({ goodsId }: { goodsId: number }) {
  const log = usePriceChanges(goodsId);
  const moved = (pair: { before: number; after: number }) =>
    pair.before === pair.after ? yuan(pair.after) : `${yuan(pair.before)} → ${yuan(pair.after)}`;
  return (
    <Table<PriceChangeRow>
      rowKey="id"
      className="price-log"
      loading={log.isFetching}
      dataSource={log.data ?? []}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: '暂无调价记录' }}
      columns={[
        {
          title: '时间',
          dataIndex: 'created_at',
          width: 170,
          render: (at: number) => formatStoreTime(toMillis(at), 'YYYY-MM-DD HH:mm:ss'),
        },
        { title: '供货价', dataIndex: 'base_price', render: moved },
        { title: '零售价', dataIndex: 'retail_price', render: moved },
        {
          title: '阶梯价',
          key: 'ladder',
          render: (_, row) => {
            const before = tiers(row.ladder_price_type.before, row.ladder_price.before);
            const after = tiers(row.ladder_price_type.after, row.ladder_price.after);
            return before === after ? after : `${before} → ${after}`;
          },
        },
        { title: '操作人', dataIndex: ['staff', 'name'], width: 100 },
        {
          title: '来源',
          dataIndex: 'source',
          width: 80,
          render: (source: string) => <Tag>{source === 'import' ? '导入' : '编辑'}</Tag>,
        },
      ]}
    />
  );
}
