import { useState } from 'react';
import { App, Button, Card, Input, InputNumber, Popconfirm, Space, Table, Typography } from 'antd';
import type { AdminHotWord } from '@store/shared/api/site-nav';
import { useHotWords, useSiteNavChange } from './use-site-nav.ts';
import './site-nav.css';

/**
 * 内容 → 热搜词 (content.manage): the words under the store's search box, in order; added, renamed, reordered
 * and deleted in place.
 */
export function HotWordsPage() {
  const { message } = App.useApp();
  const words = useHotWords();
  const change = useSiteNavChange('hot_words');
  const [name, setName] = useState('');
  const [edits, setEdits] = useState<Record<number, { name: string; sort: number }>>({});
  const done = (text: string, after?: () => void) => ({
    onSuccess: () => {
      void message.success(text);
      after?.();
    },
    onError: (e: Error) => void message.error(e.message),
  });
  const edit = (r: AdminHotWord) => edits[r.id] ?? { name: r.name, sort: r.sort };
  const setEdit = (r: AdminHotWord, next: Partial<{ name: string; sort: number }>) =>
    setEdits({ ...edits, [r.id]: { ...edit(r), ...next } });

  return (
    <div className="site-nav-admin">
      <Typography.Title level={3}>热搜词</Typography.Title>
      <Card>
        <Space className="site-nav-admin__bar">
          <Input
            aria-label="新热搜词"
            placeholder="新热搜词"
            maxLength={20}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button
            type="primary"
            disabled={!name.trim()}
            onClick={() =>
              change.mutate(
                { kind: 'save', body: { name: name.trim(), sort: (words.data?.length ?? 0) * 10 } },
                done('热搜词已添加', () => setName('')),
              )
            }
          >
            添加
          </Button>
        </Space>
        <Table<AdminHotWord>
          rowKey="id"
          loading={words.isFetching}
          dataSource={words.data ?? []}
          pagination={false}
          onRow={() => ({ 'data-testid': 'hot-word-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: '热搜词',
              key: 'name',
              render: (_, r) => (
                <Input
                  aria-label={`热搜词 ${r.name}`}
                  maxLength={20}
                  value={edit(r).name}
                  onChange={(e) => setEdit(r, { name: e.target.value })}
                />
              ),
            },
            {
              title: '排序',
              key: 'sort',
              width: 140,
              render: (_, r) => (
                <InputNumber
                  aria-label={`排序 ${r.name}`}
                  min={0}
                  max={9999}
                  precision={0}
                  value={edit(r).sort}
                  onChange={(v) => setEdit(r, { sort: v ?? 0 })}
                />
              ),
            },
            {
              title: '操作',
              key: 'actions',
              width: 160,
              render: (_, r) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    disabled={!edits[r.id]}
                    onClick={() =>
                      change.mutate(
                        { kind: 'save', id: r.id, body: edit(r) },
                        done('热搜词已保存', () => {
                          const { [r.id]: _saved, ...rest } = edits;
                          setEdits(rest);
                        }),
                      )
                    }
                  >
                    保存
                  </Button>
                  <Popconfirm
                    title={`删除「${r.name}」？`}
                    onConfirm={() => change.mutate({ kind: 'delete', id: r.id }, done('热搜词已删除'))}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
