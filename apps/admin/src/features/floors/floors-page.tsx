import { useState } from 'react';
import { App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { AdminFloor } from '@store/shared/api/floors';
import { FloorForm } from './floor-form.tsx';
import { useFloorChange, useFloors } from './use-floors.ts';
import './floors.css';

/**
 * 内容 → 首页楼层 (content.manage): the themed rows of goods on the store's home page, in their order; 新建 /
 * 编辑 (goods picked and ordered by hand), 显示 / 隐藏. Every change is audited on the server.
 */
export function FloorsPage() {
  const { message } = App.useApp();
  const list = useFloors();
  const change = useFloorChange();
  const [editing, setEditing] = useState<AdminFloor | null | undefined>(undefined);
  const setOn = (row: AdminFloor, isOn: boolean) =>
    change.mutate(
      { kind: 'status', id: row.id, isOn },
      {
        onSuccess: () => void message.success(isOn ? '楼层已显示' : '楼层已隐藏'),
        onError: (e) => void message.error(e.message),
      },
    );

  return (
    <div className="floors-admin">
      <Typography.Title level={3}>首页楼层</Typography.Title>
      <Card>
        <Space wrap className="floors-admin__filters">
          <Button type="primary" onClick={() => setEditing(null)}>
            新建楼层
          </Button>
          <span className="floors-admin__sub">首页按排序从小到大显示；商品已下架的不在前台显示。</span>
        </Space>
        <Table<AdminFloor>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          pagination={false}
          onRow={() => ({ 'data-testid': 'floor-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: '排序', dataIndex: 'sort', width: 70, align: 'right' },
            {
              title: '楼层',
              key: 'title',
              width: 260,
              render: (_, r) => (
                <>
                  <b>{r.title}</b>
                  {r.subtitle && <div className="floors-admin__sub">{r.subtitle}</div>}
                  {r.link && <div className="floors-admin__sub">更多 → {r.link}</div>}
                </>
              ),
            },
            {
              title: '商品',
              key: 'goods',
              render: (_, r) =>
                r.goods.map((g, i) => (
                  <div key={g.id} className="floors-admin__sub">
                    {i + 1}. {g.name} {g.ypgg}
                    {g.is_listed === 0 && <Tag>已下架</Tag>}
                  </div>
                )),
            },
            {
              title: '状态',
              key: 'is_on',
              width: 90,
              render: (_, r) => (r.is_on ? <Tag color="green">显示中</Tag> : <Tag>已隐藏</Tag>),
            },
            {
              title: '操作',
              key: 'actions',
              width: 140,
              render: (_, r) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing(r)}>
                    编辑
                  </Button>
                  <Button type="link" size="small" onClick={() => setOn(r, r.is_on !== 1)}>
                    {r.is_on ? '隐藏' : '显示'}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing !== undefined && <FloorForm row={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
