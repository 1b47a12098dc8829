import { useState, type ReactNode } from 'react';
import { Card, Empty, Table } from 'antd';
import { formatTime } from '@store/shared/rules/store-time';

type Waiting = { id: number; company: string; username: string; submitted_at: number };

type Props<Row extends Waiting> = {
  rows: Row[];
  loading: boolean;
  /** `data-testid` on each row, the e2e specs' handle. */
  rowTestId: string;
  /** What the queue holds, e.g. 证照: 没有待审核的证照, 请选择左侧的证照. */
  noun: string;
  /** The column between 采购商 and 提交时间 that says what changed. */
  what: { title: string; dataIndex: keyof Row & string };
  /** The review panel of the row picked; `onDone` goes back to the oldest waiting. */
  panel: (row: Row, onDone: () => void) => ReactNode;
};

/**
 * A 资质审核 queue: what buyers submitted, oldest first, beside the review panel of the one picked (the
 * oldest until another is picked). The licence queue and the 资质变更 queue differ only in their rows and panel.
 */
export function ReviewQueue<Row extends Waiting>({ rows, loading, rowTestId, noun, what, panel }: Props<Row>) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = rows.find((row) => row.id === selectedId) ?? rows[0];
  return (
    <div className="review-page__body">
      <Card title={`待审核（${rows.length}）`} className="review-page__queue">
        <Table<Row>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: <Empty description={`没有待审核的${noun}`} /> }}
          rowClassName={(row) => (row.id === selected?.id ? 'is-selected' : '')}
          onRow={(row) => ({ onClick: () => setSelectedId(row.id), 'data-testid': rowTestId })}
          columns={[
            { title: '采购商', dataIndex: 'company', render: (company: string, row) => company || row.username },
            { title: what.title, dataIndex: what.dataIndex },
            { title: '提交时间', dataIndex: 'submitted_at', render: (at: number) => formatTime(at) },
          ]}
        />
      </Card>
      <Card title="审核" className="review-page__detail">
        {selected ? panel(selected, () => setSelectedId(null)) : <Empty description={`请选择左侧的${noun}`} />}
      </Card>
    </div>
  );
}
