import { Button, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { PickSuggestion } from '@store/shared/api/stock';
import './batch-picks.css';

export type BatchPick = { batch_id: number | null; quantity: number | null };

/**
 * One shipped line's batches (order shipping and 积分订单's ship dialog): a row per batch taken, chosen among
 * the unexpired batches nearest expiry first; the quantities must add up to what the line ships.
 */
export function BatchPicks({
  suggestion,
  rows,
  onChange,
}: {
  suggestion: Pick<PickSuggestion, 'number' | 'short' | 'batches'>;
  rows: BatchPick[];
  onChange: (rows: BatchPick[]) => void;
}) {
  const sum = rows.reduce((total, row) => total + (row.quantity ?? 0), 0);
  const update = (index: number, patch: Partial<BatchPick>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className="batch-picks">
      {suggestion.short > 0 && (
        <Typography.Text type="danger">未过期批次还差 {suggestion.short}，请先入库或盘点</Typography.Text>
      )}
      {rows.map((row, index) => (
        <div key={index} className="batch-picks__pick" data-testid="ship-pick">
          <Select<number>
            value={row.batch_id ?? undefined}
            placeholder="选择批次"
            className="batch-picks__batch"
            aria-label="批次"
            onChange={(batch_id) => update(index, { batch_id })}
            options={suggestion.batches.map((b) => ({
              value: b.id,
              label: `${b.batch_number} · 至 ${b.expiry_date} · 余 ${b.quantity}${b.state === 'near_expiry' ? ' · 近效期' : ''}`,
            }))}
          />
          <InputNumber
            min={1}
            precision={0}
            value={row.quantity}
            aria-label="数量"
            className="batch-picks__quantity"
            onChange={(quantity) => update(index, { quantity })}
          />
          {rows.length > 1 && (
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label="移除该批次"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            />
          )}
        </div>
      ))}
      <div className="batch-picks__foot">
        <Button
          type="link"
          size="small"
          icon={<PlusOutlined />}
          onClick={() => onChange([...rows, { batch_id: null, quantity: null }])}
        >
          拆分到另一批次
        </Button>
        <Typography.Text type={sum === suggestion.number ? 'secondary' : 'danger'}>
          合计 {sum} / 应发 {suggestion.number}
        </Typography.Text>
      </div>
    </div>
  );
}
