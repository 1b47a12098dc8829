import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, List } from 'antd';
import type { AdminArticleCategory } from '@store/shared/api/articles';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { ArticlesTable } from './articles-table.tsx';
import { useCategories, useSaveCategory } from './use-content.ts';
import './content.css';
import { FormModal } from '../../components/form-modal.tsx';

/** 内容 → 帮助中心: the help groups (新建, 改名, 排序) and their articles. */
export function HelpContentPage() {
  const groups = (useCategories().data ?? []).filter((c) => c.kind === 'help');
  const [selected, setSelected] = useState<number | undefined>();
  const [editing, setEditing] = useState<AdminArticleCategory | 'new' | undefined>();
  return (
    <div className="content-page">
      <Card
        title="帮助分类"
        className="content-page__groups"
        extra={
          <Button size="small" onClick={() => setEditing('new')}>
            新建分类
          </Button>
        }
      >
        <List<{ key: string; group?: AdminArticleCategory }>
          rowKey="key"
          dataSource={[{ key: 'all' }, ...groups.map((group) => ({ key: String(group.id), group }))]}
          renderItem={({ group }) => (
            <List.Item
              className={group?.id === selected ? 'is-active' : undefined}
              onClick={() => setSelected(group?.id)}
              actions={
                group
                  ? [
                      <Button key="edit" type="link" size="small" onClick={() => setEditing(group)}>
                        编辑
                      </Button>,
                    ]
                  : []
              }
            >
              <span>{group ? `${group.name}（${group.articles}）` : '全部文章'}</span>
            </List.Item>
          )}
        />
      </Card>
      <Card title="帮助文章" className="content-page__articles">
        <ArticlesTable key={selected ?? 'all'} kind="help" categoryId={selected} />
      </Card>
      <CategoryModal target={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}

/** 内容 → 资讯: industry and company news with covers. */
export function NewsContentPage() {
  return (
    <Card title="资讯（行业资讯 / 公司新闻）">
      <ArticlesTable kind="news" />
    </Card>
  );
}

function CategoryModal({ target, onClose }: { target: AdminArticleCategory | 'new' | undefined; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; sort: number }>();
  const save = useSaveCategory();
  const editing = target && target !== 'new' ? target : undefined;
  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ name: editing.name, sort: editing.sort });
  }, [target, editing, form]);
  return (
    <FormModal
      title={editing ? `编辑分类：${editing.name}` : '新建帮助分类'}
      form={form}
      saving={save.isPending}
      onFinish={(values) =>
        save.mutate(
          { id: editing?.id, body: { name: values.name ?? '', sort: values.sort ?? 0 } },
          {
            onSuccess: () => {
              void message.success('已保存分类');
              onClose();
            },
            onError: (error) => {
              if (!showFieldErrors(form, error, ['name', 'sort'])) void message.error(error.message);
            },
          },
        )
      }
      onClose={onClose}
      open={target !== undefined}
      name="article-category"
      initialValues={{ sort: 0 }}
    >
      <Form.Item name="name" label="分类名称">
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="数字小的在前；页脚显示前几个分类">
        <InputNumber min={0} max={9999} />
      </Form.Item>
    </FormModal>
  );
}
