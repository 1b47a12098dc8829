import { useState } from 'react';
import { Alert, Button, Space, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  PURCHASE_LIST_LIMITS,
  PURCHASE_LIST_MAX_BYTES,
  PURCHASE_LIST_MAX_ROWS,
  type ImportResult,
} from '@store/shared/api/quick-buy';
import { useAddLinesToCart } from '../../api/use-add-lines-to-cart.ts';
import { draftOf, ImportTable, type Draft } from './import-table.tsx';
import { TEMPLATE_URL, useImportPurchaseList } from './use-quick-buy.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

/** 导入采购单: upload the pharmacy's own list, check what it matched, fix what it did not, add to cart once. */
export function ImportTab() {
  const { message } = useFeedback();
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
        <ImportTable rows={rows} drafts={drafts} selected={selected} onSelect={setSelected} onChange={update} />
      )}
    </div>
  );
}
