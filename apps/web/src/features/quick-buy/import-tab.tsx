import { useState } from 'react';
import { Alert, App, Button, Select, Space, Table, Tag, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { GoodsItem } from '@store/shared/api/goods';
import {
  PURCHASE_LIST_LIMITS,
  PURCHASE_LIST_MAX_BYTES,
  PURCHASE_LIST_MAX_ROWS,
  type ImportResult,
  type ImportRow,
  type ImportStatus,
} from '@store/shared/api/quick-buy';
import { importQuantity } from '@store/shared/rules/purchase-list';
import { useAddLinesToCart } from '../../api/use-add-lines-to-cart.ts';
import { goodsHref } from '../../components/goods/goods-card.tsx';
import { GoodsPrice } from '../../components/goods/goods-price.tsx';
import { QuantityInput } from './quantity-input.tsx';
import { TEMPLATE_URL, useImportPurchaseList } from './use-quick-buy.ts';

const STATUS: Record<ImportStatus, { text: string; color: string }> = {
  matched: { text: '已匹配', color: 'success' },
  ambiguous: { text: '待选择', color: 'warning' },
  not_found: { text: '未找到', color: 'default' },
  not_buyable: { text: '不可购买', color: 'error' },
};

/** What the buyer settled for one row: the goods (matched or chosen among candidates) and the quantity. */
type Draft = { goods: GoodsItem | null; number: number; note: string; chosen: boolean };

const draftOf = (row: ImportRow): Draft => ({ goods: row.goods, number: row.number, note: row.note, chosen: false });

/** A candidate picked for an ambiguous row: its quantity follows its own package and stock. */
function pick(row: ImportRow, goods: GoodsItem): Draft {
  if (goods.is_buy === 0) return { goods, number: 0, note: goods.price_tip || '商品暂不可购买', chosen: true };
  return { goods, ...importQuantity(goods, row.requested), chosen: true };
}

/** 导入采购单: upload the pharmacy's own list, check what it matched, fix what it did not, add to cart once. */
export function ImportTab() {
  const { message } = App.useApp();
  const importList = useImportPurchaseList();
  const addLines = useAddLinesToCart();
  const [result, setResult] = useState<ImportResult>();
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [selected, setSelected] = useState<number[]>([]);

  const onFile = (file: File) => {
    if (file.size > PURCHASE_LIST_MAX_BYTES) return void message.error('文件不能超过 2MB');
    importList.mutate(file, {
      onSuccess: (data) => {
        setResult(data);
        setDrafts(Object.fromEntries(data.rows.map((r) => [r.line, draftOf(r)])));
        setSelected(data.rows.filter((r) => r.status === 'matched' && r.number > 0).map((r) => r.line));
      },
    });
  };
  const update = (line: number, draft: Draft) => {
    setDrafts((d) => ({ ...d, [line]: draft }));
    setSelected((s) => (draft.number > 0 ? [...new Set([...s, line])] : s.filter((l) => l !== line)));
  };
  const addToCart = () => {
    const lines = selected
      .flatMap((line) => {
        const draft = drafts[line];
        return draft?.goods && draft.number > 0 ? [{ goods: draft.goods, number: draft.number }] : [];
      })
      .map((d) => ({ goods_id: d.goods.id, number: d.number, price: d.goods.base_price }));
    if (lines.length === 0) return void message.warning('请先勾选要加入购物车的商品');
    addLines.mutate(lines, { onSuccess: () => setSelected([]) });
  };
  const rows = result?.rows ?? [];

  return (
    <div className="kjcg-tab">
      <div className="kjcg-toolbar">
        <Space>
          <Upload
            accept=".csv,.xlsx,text/csv"
            showUploadList={false}
            beforeUpload={(file) => {
              onFile(file);
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={importList.isPending} data-testid="import-upload">
              上传采购单
            </Button>
          </Upload>
          <a href={TEMPLATE_URL} download="采购单模板.csv">
            <DownloadOutlined /> 下载模板（CSV）
          </a>
        </Space>
        {result && (
          <Space>
            <span data-testid="import-summary">
              共 {result.total} 行，已匹配 {result.matched} 行，已选 {selected.length} 行
            </span>
            <Button
              type="primary"
              disabled={!selected.length}
              loading={addLines.isPending}
              onClick={addToCart}
              data-testid="import-add"
            >
              加入购物车
            </Button>
          </Space>
        )}
      </div>
      {!result && (
        <Alert
          type="info"
          showIcon
          message="从贵店的进销存系统导出采购单后上传，系统逐行匹配商品，确认后一次加入购物车。"
          description={`支持 CSV（UTF-8 或 GBK）与 Excel .xlsx，最大 2MB、${PURCHASE_LIST_MAX_ROWS} 行商品、${PURCHASE_LIST_LIMITS.columns} 列，每个单元格不超过 ${PURCHASE_LIST_LIMITS.cellLength} 字。表头需有“批准文号”或“商品名称（通用名/品名）”，以及“数量（采购数量）”；可加“生产厂家（厂家/生产企业）”“规格（包装规格）”帮助匹配。数量按中包装向上取整。`}
        />
      )}
      {result && (
        <Table<ImportRow>
          rowKey="line"
          size="small"
          dataSource={rows}
          pagination={false}
          scroll={{ y: 560 }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as number[]),
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
                    {[r.approval_number && r.name ? r.approval_number : '', r.sccj, r.ypgg]
                      .filter(Boolean)
                      .join(' ｜ ')}
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
              render: (_, r) => <MatchCell row={r} draft={drafts[r.line]} onPick={(g) => update(r.line, pick(r, g))} />,
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
                    onChange={(n) => update(r.line, { ...d, number: n, note: '' })}
                  />
                ) : (
                  '—'
                );
              },
            },
            { title: '说明', width: 170, render: (_, r) => <span className="kjcg-note">{drafts[r.line]?.note}</span> },
          ]}
        />
      )}
    </div>
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
