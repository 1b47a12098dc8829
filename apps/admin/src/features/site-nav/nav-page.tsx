import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Form,
  Image,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { Limits } from '@store/shared/codes';
import type { AdminNavItem } from '@store/shared/api/site-nav';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useNavItems, useSiteNavChange } from './use-site-nav.ts';
import './site-nav.css';
import { FormModal } from '../../components/form-modal.tsx';

type Node = AdminNavItem & { children?: Node[] };
type Values = {
  name: string;
  url?: string;
  image?: string;
  is_open: boolean;
  parent_id?: number | null;
  sort?: number;
};
const FIELDS = ['name', 'url', 'image', 'parent_id', 'sort'] as const;

/** Flat rows → the tree the store shows (top items in order, their children under them). */
const treeOf = (rows: AdminNavItem[]): Node[] =>
  rows
    .filter((r) => r.parent_id === null)
    .map((top) => {
      const children = rows.filter((r) => r.parent_id === top.id);
      return children.length ? { ...top, children } : top;
    });

/**
 * 内容 → 导航菜单 (content.manage): the store's top navigation, at most nine top items, each with optional
 * children and an image; 新增, 添加子菜单, 编辑, 删除. The header shows a change on its next load.
 */
export function NavPage() {
  const { message } = App.useApp();
  const list = useNavItems();
  const change = useSiteNavChange('nav_items');
  const [editing, setEditing] = useState<{ row: AdminNavItem | null; parentId: number | null } | null>(null);
  const rows = list.data ?? [];
  const tops = rows.filter((r) => r.parent_id === null);

  return (
    <div className="site-nav-admin">
      <Typography.Title level={3}>导航菜单</Typography.Title>
      <Card>
        <Space className="site-nav-admin__bar">
          <Button
            type="primary"
            disabled={tops.length >= Limits.TOP_NAV_MAX}
            onClick={() => setEditing({ row: null, parentId: null })}
          >
            新增顶部导航
          </Button>
          <span className="site-nav-admin__sub">
            顶部导航 {tops.length} / {Limits.TOP_NAV_MAX} 项；子菜单显示在顶部导航的下拉中，可配图片。
          </span>
        </Space>
        <Table<Node>
          rowKey="id"
          loading={list.isFetching}
          dataSource={treeOf(rows)}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
          onRow={() => ({ 'data-testid': 'nav-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: '名称', dataIndex: 'name', render: (v: string, r) => (r.parent_id === null ? <b>{v}</b> : v) },
            { title: '链接', dataIndex: 'url' },
            {
              title: '图片',
              dataIndex: 'image',
              render: (v: string) => (v ? <Image src={v} width={48} alt="导航图片" /> : '—'),
            },
            { title: '打开方式', dataIndex: 'is_open', render: (v: number) => (v ? <Tag>新窗口</Tag> : '当前页') },
            { title: '排序', dataIndex: 'sort', align: 'right' },
            {
              title: '操作',
              key: 'actions',
              render: (_, r) => (
                <Space size={0}>
                  {r.parent_id === null && (
                    <Button type="link" size="small" onClick={() => setEditing({ row: null, parentId: r.id })}>
                      添加子菜单
                    </Button>
                  )}
                  <Button type="link" size="small" onClick={() => setEditing({ row: r, parentId: r.parent_id })}>
                    编辑
                  </Button>
                  <Popconfirm
                    title={`删除「${r.name}」？`}
                    onConfirm={() =>
                      change.mutate(
                        { kind: 'delete', id: r.id },
                        {
                          onSuccess: () => void message.success('导航已删除'),
                          onError: (e) => void message.error(e.message),
                        },
                      )
                    }
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
      {editing && <NavForm {...editing} tops={tops} onClose={() => setEditing(null)} />}
    </div>
  );
}

function NavForm({
  row,
  parentId,
  tops,
  onClose,
}: {
  row: AdminNavItem | null;
  parentId: number | null;
  tops: AdminNavItem[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useSiteNavChange('nav_items');
  const image = Form.useWatch('image', form);
  const submit = (v: Values) =>
    change.mutate(
      {
        kind: 'save',
        id: row?.id,
        body: {
          name: v.name,
          url: v.url ?? '',
          image: v.image ?? '',
          is_open: v.is_open,
          parent_id: v.parent_id ?? '',
          sort: v.sort ?? 0,
        },
      },
      {
        onSuccess: () => {
          void message.success(row ? '导航已保存' : '导航已添加');
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, FIELDS) && error.message) void message.error(error.message);
        },
      },
    );
  return (
    <FormModal
      title={row ? `编辑导航 · ${row.name}` : parentId ? '添加子菜单' : '新增顶部导航'}
      form={form}
      saving={change.isPending}
      onFinish={submit}
      onClose={onClose}
      name="nav-item"
      initialValues={
        row
          ? { ...row, is_open: row.is_open === 1, parent_id: row.parent_id }
          : { is_open: false, parent_id: parentId, sort: 0, url: '/' }
      }
    >
      <Form.Item name="name" label="导航名称" rules={[{ required: true, whitespace: true, message: '请填写导航名称' }]}>
        <Input maxLength={20} showCount />
      </Form.Item>
      <Form.Item
        name="url"
        label="链接"
        extra="站内路径如 /zhzq，或 http(s):// 开头的完整地址；留空则提示「活动未开始」"
      >
        <Input />
      </Form.Item>
      <Form.Item name="parent_id" label="上级导航">
        <Select
          allowClear
          placeholder="无（顶部导航）"
          options={tops.filter((t) => t.id !== row?.id).map((t) => ({ value: t.id, label: t.name }))}
        />
      </Form.Item>
      <Form.Item name="image" label="图片地址" extra="填写后导航以图片代替文字显示（可不填）">
        <Input placeholder="/uploads/... 或 https://..." />
      </Form.Item>
      {image && /^(\/|https?:\/\/)/.test(image) && <Image src={image} width={96} alt="导航图片预览" />}
      <Form.Item name="is_open" label="新窗口打开" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort" label="排序（小的在前）">
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
