import { useState } from 'react';
import { Button, Popconfirm, Space, Tree, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { BrandRow } from '@store/shared/api/admin-taxonomy';
import { NameModal } from './name-modal.tsx';
import { listDrop } from './tree-drop.ts';
import { useTaxonomyChange } from './use-taxonomy.ts';

type Editing = { mode: 'add' } | { mode: 'rename'; id: number; name: string } | null;

/** The brands in the store's order (品牌专区): one level, dragged into order; removed only without goods. */
export function BrandList({ rows, canEdit }: { rows: BrandRow[]; canEdit: boolean }) {
  const change = useTaxonomyChange();
  const [editing, setEditing] = useState<Editing>(null);
  const save = (name: string) => {
    const done = { onSuccess: () => setEditing(null) };
    if (editing?.mode === 'add') change.mutate({ kind: 'brand.create', name }, done);
    else if (editing?.mode === 'rename') change.mutate({ kind: 'brand.rename', id: editing.id, name }, done);
  };
  return (
    <>
      {canEdit && (
        <Space className="taxonomy-tree__bar">
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
            添加品牌
          </Button>
          <Typography.Text type="secondary">拖动品牌调整在品牌专区中的顺序</Typography.Text>
        </Space>
      )}
      <Tree
        className="taxonomy-tree"
        blockNode
        draggable={canEdit && { icon: false }}
        allowDrop={({ dropPosition }) => dropPosition !== 0}
        treeData={rows.map((b) => ({ key: b.id, title: b.name }))}
        titleRender={(node) => {
          const brand = rows.find((b) => b.id === node.key)!;
          return (
            <span className="taxonomy-tree__title">
              <span>{brand.name}</span>
              <span className="taxonomy-tree__count">{brand.goods_count} 个商品</span>
              {canEdit && (
                <Space size={0} onClick={(event) => event.stopPropagation()}>
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`重命名${brand.name}`}
                    onClick={() => setEditing({ mode: 'rename', id: brand.id, name: brand.name })}
                  />
                  <Popconfirm
                    title={`删除品牌“${brand.name}”？`}
                    description="只能删除没有商品的品牌"
                    onConfirm={() => change.mutate({ kind: 'brand.delete', id: brand.id })}
                  >
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`删除${brand.name}`}
                    />
                  </Popconfirm>
                </Space>
              )}
            </span>
          );
        }}
        onDrop={(info) => {
          const index = listDrop(
            rows.map((b) => b.id),
            Number(info.dragNode.key),
            Number(info.node.key),
            info.dropPosition > rows.findIndex((b) => b.id === info.node.key),
          );
          change.mutate({ kind: 'brand.move', id: Number(info.dragNode.key), index });
        }}
      />
      <NameModal
        title={editing?.mode === 'rename' ? '重命名品牌' : '添加品牌'}
        initial={editing?.mode === 'rename' ? editing.name : ''}
        open={editing !== null}
        saving={change.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
