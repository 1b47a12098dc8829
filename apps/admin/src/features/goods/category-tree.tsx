import { useState } from 'react';
import { Button, Popconfirm, Space, Tree, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_CATEGORY_DEPTH, type CategoryRow, type CategoryTree } from '@store/shared/api/admin-taxonomy';
import { NameModal } from './name-modal.tsx';
import { categoryDrop } from './tree-drop.ts';
import { nest, useTaxonomyChange, type TreeNode } from './use-taxonomy.ts';

type Editing = { mode: 'add'; parentId?: number } | { mode: 'rename'; id: number; name: string } | null;

/** One category tree: drag to reorder or move under another category; add, rename, remove when empty. */
export function CategoryTreeEditor({
  rows,
  tree,
  canEdit,
}: {
  rows: CategoryRow[];
  tree: CategoryTree;
  canEdit: boolean;
}) {
  const change = useTaxonomyChange();
  const [editing, setEditing] = useState<Editing>(null);
  const depthOf = (id: number): number => {
    const row = rows.find((r) => r.id === id);
    return row?.parent_id ? 1 + depthOf(row.parent_id) : 1;
  };
  const title = (node: TreeNode) => (
    <span className="taxonomy-tree__title">
      <span>{node.title}</span>
      <span className="taxonomy-tree__count">{node.count} 个商品</span>
      {canEdit && (
        <Space size={0} onClick={(event) => event.stopPropagation()}>
          {depthOf(node.value) < MAX_CATEGORY_DEPTH && (
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              aria-label={`在${node.title}下添加`}
              onClick={() => setEditing({ mode: 'add', parentId: node.value })}
            />
          )}
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={`重命名${node.title}`}
            onClick={() => setEditing({ mode: 'rename', id: node.value, name: node.title })}
          />
          <Popconfirm
            title={`删除分类“${node.title}”？`}
            description="只能删除没有子分类和商品的分类"
            onConfirm={() => change.mutate({ kind: 'category.delete', id: node.value })}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`删除${node.title}`} />
          </Popconfirm>
        </Space>
      )}
    </span>
  );
  const save = (name: string) => {
    if (!editing) return;
    const done = { onSuccess: () => setEditing(null) };
    if (editing.mode === 'add')
      change.mutate({ kind: 'category.create', tree, parent_id: editing.parentId, name }, done);
    else change.mutate({ kind: 'category.rename', id: editing.id, name }, done);
  };

  return (
    <>
      {canEdit && (
        <Space className="taxonomy-tree__bar">
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
            添加一级分类
          </Button>
          <Typography.Text type="secondary">
            拖动分类可调整顺序或移到其他分类下（最多 {MAX_CATEGORY_DEPTH} 级）
          </Typography.Text>
        </Space>
      )}
      <Tree<TreeNode>
        className="taxonomy-tree"
        blockNode
        draggable={canEdit && { icon: false }}
        treeData={nest(rows, tree)}
        titleRender={title}
        onDrop={(info) => {
          const pos = info.node.pos.split('-');
          const drop = {
            dragged: Number(info.dragNode.key),
            target: Number(info.node.key),
            into: !info.dropToGap,
            below: info.dropPosition - Number(pos[pos.length - 1]) > 0,
          };
          change.mutate({ kind: 'category.move', id: drop.dragged, ...categoryDrop(rows, tree, drop) });
        }}
      />
      <NameModal
        title={editing?.mode === 'rename' ? '重命名分类' : '添加分类'}
        initial={editing?.mode === 'rename' ? editing.name : ''}
        open={editing !== null}
        saving={change.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
