import { Table, Typography } from 'antd';
import { changedKeys, keyLabel, valueText, type Change } from './audit-words.ts';

/** What an audit row changed: one line per key that differs, before beside after. */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = changedKeys(before, after);
  if (changes.length === 0) {
    // Not two objects (or nothing differs): the raw record is still worth seeing.
    return <pre className="audit-page__json">{JSON.stringify({ before, after }, null, 2)}</pre>;
  }
  return (
    <Table<Change>
      className="audit-page__diff"
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={changes}
      columns={[
        { title: '字段', dataIndex: 'key', width: 160, render: (key: string) => keyLabel(key) },
        {
          title: '操作前',
          dataIndex: 'before',
          render: (value: unknown) => <Typography.Text type="secondary">{valueText(value)}</Typography.Text>,
        },
        { title: '操作后', dataIndex: 'after', render: (value: unknown) => <strong>{valueText(value)}</strong> },
      ]}
    />
  );
}
