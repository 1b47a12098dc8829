import { useEffect, useState } from 'react';
import { App, Button, DatePicker, Drawer, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { HELP_ROUTES, type AdminArticle, type ContentKind } from '@store/shared/api/articles';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { RichEditor } from './rich-editor.tsx';
import { useArticle, useCategories, usePreview, useSaveArticle } from './use-content.ts';

type Values = {
  category_id: number;
  title: string;
  summary?: string;
  route_key?: string;
  sort?: number;
  published_at?: Dayjs;
  is_published: boolean;
  content?: string;
};
const FIELDS = [
  'category_id',
  'title',
  'summary',
  'route_key',
  'sort',
  'published_at',
  'is_published',
  'content',
  'cover',
] as const;
const TIME = 'YYYY-MM-DD HH:mm';
const ROUTE_OPTIONS = Object.entries(HELP_ROUTES).map(([key, path]) => ({ value: key, label: `${key}（${path}）` }));

/**
 * 新建 / 编辑 a help article or a news item: category, title, the store route it answers (help), summary
 * (news), order, publish time and state, and the body in the rich-text editor. 预览 shows the body as the
 * server will store it (sanitised); the server checks every field, its 422 shows under the field.
 */
export function ArticleDrawer({
  kind,
  target,
  onClose,
}: {
  kind: ContentKind;
  target: number | 'new' | undefined;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const id = typeof target === 'number' ? target : undefined;
  const article = useArticle(id);
  const categories = (useCategories().data ?? []).filter((c) => c.kind === kind);
  const save = useSaveArticle();
  const previewer = usePreview();
  const [preview, setPreview] = useState<{ title: string; html: string } | undefined>();

  useEffect(() => {
    if (target === undefined) return;
    form.resetFields();
    const loaded: AdminArticle | undefined = article.data;
    if (target !== 'new' && loaded)
      form.setFieldsValue({
        category_id: loaded.category_id,
        title: loaded.title,
        summary: loaded.summary,
        route_key: loaded.route_key ?? undefined,
        sort: loaded.sort,
        published_at: dayjs(loaded.published_at),
        is_published: loaded.is_published,
        content: loaded.content,
      });
  }, [target, article.data, form]);

  const submit = (values: Values) => {
    form.setFields(FIELDS.map((name) => ({ name: name as keyof Values, errors: [] })));
    save.mutate(
      {
        id,
        body: {
          category_id: values.category_id ?? '',
          title: values.title ?? '',
          summary: values.summary ?? '',
          route_key: values.route_key ?? '',
          sort: values.sort ?? 0,
          published_at: values.published_at?.format(TIME) ?? '',
          is_published: values.is_published,
          content: values.content ?? '',
          cover: article.data?.cover ?? '',
        },
      },
      {
        onSuccess: () => {
          void message.success(id ? '已保存' : kind === 'news' ? '已新建资讯，可在列表中上传封面' : '已新建文章');
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, FIELDS)) void message.error(error.message);
        },
      },
    );
  };

  const showPreview = () =>
    previewer
      .mutateAsync(form.getFieldValue('content') ?? '')
      .then((html) => setPreview({ title: form.getFieldValue('title') ?? '', html }))
      .catch((error: Error) => void message.error(error.message));

  return (
    <Drawer
      title={id ? `编辑：${article.data?.title ?? ''}` : kind === 'news' ? '新建资讯' : '新建帮助文章'}
      open={target !== undefined}
      onClose={onClose}
      size={960}
      forceRender
      extra={
        <Space>
          <Button onClick={showPreview}>预览</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        name="article"
        layout="vertical"
        onFinish={submit}
        initialValues={{ sort: 0, is_published: false, content: '' }}
      >
        <Space align="start" wrap>
          <Form.Item name="category_id" label="分类" className="article-drawer__category">
            <Select options={categories.map((c) => ({ value: c.id, label: c.name }))} placeholder="请选择" />
          </Form.Item>
          <Form.Item name="title" label="标题" className="article-drawer__title">
            <Input maxLength={60} />
          </Form.Item>
        </Space>
        <Space align="start" wrap>
          {kind === 'help' && (
            <Form.Item name="route_key" label="对应页面" extra="帮助中心的固定页面打开这篇文章；不对应页面的留空">
              <Select allowClear options={ROUTE_OPTIONS} className="article-drawer__route" placeholder="不对应页面" />
            </Form.Item>
          )}
          <Form.Item name="sort" label="排序" extra="数字小的在前">
            <InputNumber min={0} max={9999} />
          </Form.Item>
          <Form.Item name="published_at" label="发布时间" extra="留空为保存时；晚于现在则到时才对采购商可见">
            <DatePicker showTime={{ format: 'HH:mm' }} format={TIME} />
          </Form.Item>
          <Form.Item name="is_published" label="发布" valuePropName="checked">
            <Switch checkedChildren="已发布" unCheckedChildren="草稿" />
          </Form.Item>
        </Space>
        {kind === 'news' && (
          <Form.Item name="summary" label="摘要" extra="列表中显示在标题下">
            <Input.TextArea maxLength={200} rows={2} showCount />
          </Form.Item>
        )}
        <Form.Item name="content" label="正文">
          <RichEditor />
        </Form.Item>
      </Form>
      <Modal
        title={`预览：${preview?.title ?? ''}`}
        open={preview !== undefined}
        onCancel={() => setPreview(undefined)}
        footer={null}
        width={860}
      >
        {/* The server's sanitised HTML: exactly what the store will render. */}
        <div
          className="article-preview"
          data-testid="article-preview"
          dangerouslySetInnerHTML={{ __html: preview?.html ?? '' }}
        />
      </Modal>
    </Drawer>
  );
}
