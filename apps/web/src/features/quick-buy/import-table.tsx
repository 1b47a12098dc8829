import { Select, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { GoodsItem } from '@store/shared/api/goods';
import type { ImportRow, ImportStatus } from '@store/shared/api/quick-buy';
import { importQuantity } from '@store/shared/rules/purchase-list';
import { goodsHref } from '../../components/goods/goods-card.tsx';
import { GoodsPrice } from '../../components/goods/goods-price.tsx';
import { QuantityInput } from './quantity-input.tsx';

const STATUS: Record<ImportStatus, { text: string; color: string }> = {
  matched: { text: '已匹配', color: 'success' },
  ambiguous: { text: '待选择', color: 'warning' },
  not_found: { text: '未找到', color: 'default' },
  not_buyable: { text: '不可购买', color: 'error' },
};

/** What the buyer settled for one row: the goods (matched or chosen among candidates) and the quantity. */
export type Draft = { goods: GoodsItem | null; number: number; note: string; chosen: boolean };

export const draftOf = (row: ImportRow): Draft => ({
  goods: row.goods,
  number: row.number,
  note: row.note,
  chosen: false,
});

/** A candidate picked for an ambiguous row: its quantity follows its own package and stock. */
function pick(row: ImportRow, goods: GoodsItem): Draft {
  if (goods.is_buy === 0) return { goods, number: 0, note: goods.price_tip || '商品暂不可购买', chosen: true };
  return { goods, ...importQuantity(goods, row.requested), chosen: true };
}

type Props = {
  rows: ImportRow[];
  drafts: Record<number, Draft>;
  selected: number[];
  onSelect: (lines: number[]) => void;
  onChange: (line: number, draft: Draft) => void;
};

/** The imported rows: what the list said, what it matched (or the candidates to choose from), price and quantity. */
export function ImportTable({ rows, drafts, selected, onSelect, onChange }: Props) {
  return (
    <Table<ImportRow>
      rowKey="line"
      size="small"
      dataSource={rows}
      pagination={false}
      scroll={{ y: 560 }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys as number[]),
        getCheckboxProps: (r) => ({ disabled: !drafts[r.line]?.goods || !drafts[r.line]?.number }),
      }}
      onRow={(r) => ({ 'data-testid': 'import-row', 'data-status': r.status }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: '行', dataIndex: 'line', width: 50 },
        {
          title: '采购单内容',
          width: 220,
          render: (_, r) => (
            <div className="kjcg-goods">
              <span>{r.name || r.approval_number}</span>
              <small>
                {[r.approval_number && r.name ? r.approval_number : '', r.sccj, r.ypgg].filter(Boolean).join(' ｜ ')}
              </small>
            </div>
          ),
        },
        { title: '数量', dataIndex: 'requested', width: 60, render: (n: number) => n || '—' },
        {
          title: '状态',
          width: 80,
          render: (_, r) => (
            <Tag color={drafts[r.line]?.chosen ? 'success' : STATUS[r.status].color}>
              {drafts[r.line]?.chosen ? '已选择' : STATUS[r.status].text}
            </Tag>
          ),
        },
        {
          title: '匹配商品',
          render: (_, r) => <MatchCell row={r} draft={drafts[r.line]} onPick={(g) => onChange(r.line, pick(r, g))} />,
        },
        {
          title: '价格',
          width: 90,
          align: 'right',
          render: (_, r) => {
            const goods = drafts[r.line]?.goods;
            return goods ? <GoodsPrice value={goods.base_price} tip={goods.price_tip} /> : '—';
          },
        },
        {
          title: '采购数量',
          width: 120,
          render: (_, r) => {
            const d = drafts[r.line];
            return d?.goods && d.number > 0 ? (
              <QuantityInput
                goods={d.goods}
                value={d.number}
                onChange={(n) => onChange(r.line, { ...d, number: n, note: '' })}
              />
            ) : (
              '—'
            );
          },
        },
        { title: '说明', width: 170, render: (_, r) => <span className="kjcg-note">{drafts[r.line]?.note}</span> },
      ]}
    />
  );
}

function MatchCell({ row, draft, onPick }: { row: ImportRow; draft?: Draft; onPick: (g: GoodsItem) => void }) {
  if (row.candidates.length > 0) {
    return (
      <Select<number>
        size="small"
        style={{ width: '100%' }}
        placeholder={row.status === 'ambiguous' ? '请选择商品' : '选择相近商品'}
        value={draft?.chosen ? draft.goods?.id : undefined}
        onChange={(id) => onPick(row.candidates.find((c) => c.id === id)!)}
        data-testid="import-candidates"
        options={row.candidates.map((c) => ({
          value: c.id,
          label: `${c.name} ${c.ypgg} ${c.sccj}${c.is_buy ? '' : '（不可购买）'}`,
        }))}
      />
    );
  }
  if (!draft?.goods) return <span className="kjcg-muted">—</span>;
  return (
    <div className="kjcg-goods">
      <Link to={goodsHref(draft.goods.id)}>{draft.goods.name}</Link>
      <small>
        {draft.goods.ypgg} ｜ {draft.goods.sccj}
      </small>
    </div>
  );
}
