import { useState } from 'react';
import { App, Button, Image, Select, Space, Tag, Upload } from 'antd';
import { HELP_ROUTES, type AdminArticleRow, type ContentKind } from '@store/shared/api/articles';
import { ArticleDrawer } from './article-drawer.tsx';
import { useArticles, useCategories, useCover, usePublish } from './use-content.ts';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';

/** Where buyers read an article in the store (opened from the console to check it). */
function storeLinkOf(row: AdminArticleRow): string {
  if (row.kind === 'news') return `/news/info/${row.id}/${row.category_name === '公司新闻' ? 'company' : 'hy'}`;
  const route = row.route_key && HELP_ROUTES[row.route_key as keyof typeof HELP_ROUTES];
  return route || `/help/xrzn/hyzc?id=${row.id}`;
}

/**
 * Help articles or news: filter by category, state and title; 新建 and 编辑 in the drawer, 发布/撤回,
 * 上传封面 (news), and a link to the page in the store.
 */
export function ArticlesTable({ kind, categoryId }: { kind: ContentKind; categoryId?: number | undefined }) {
  const { message } = App.useApp();
  const categories = (useCategories().data ?? []).filter((c) => c.kind === kind);
  const [filters, setFilters] = useState<{
    category?: number;
    state?: 'published' | 'draft';
    keyword?: string;
    page: number;
  }>({
    page: 1,
  });
  const category = categoryId ?? filters.category;
  const list = useArticles({
    kind,
    category_id: category,
    state: filters.state,
    keyword: filters.keyword,
    page: filters.page,
  });
  const publish = usePublish();
  const cover = useCover();
  const [editing, setEditing] = useState<number | 'new' | undefined>();
  const set = (patch: Partial<typeof filters>) => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));

  return (
    <>
      <ListToolbar
        className="articles-table__filters"
        search={{
          placeholder: '标题',
          ariaLabel: '按标题搜索',
          enterButton: false,
          onSearch: (value) => set({ keyword: value || undefined }),
        }}
        create={{ label: kind === 'news' ? '新建资讯' : '新建文章', onClick: () => setEditing('new') }}
      >
        {categoryId === undefined && (
          <Select<number>
            allowClear
            placeholder="全部分类"
            className="articles-table__select"
            value={filters.category}
            onChange={(value) => set({ category: value })}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
        )}
        <Select<'published' | 'draft'>
          allowClear
          placeholder="全部状态"
          className="articles-table__select"
          value={filters.state}
          onChange={(value) => set({ state: value })}
          options={[
            { value: 'published', label: '已发布' },
            { value: 'draft', label: '草稿' },
          ]}
        />
      </ListToolbar>
      <ServerTable<AdminArticleRow>
        list={list}
        page={filters.page}
        onPage={(page) => set({ page })}
        size="middle"
        columns={[
          ...(kind === 'news'
            ? [
                {
                  title: '封面',
                  dataIndex: 'cover',
                  render: (src: string, row: AdminArticleRow) => (
                    <Image src={src || `/images/articles/${row.id}.svg`} alt={row.title} width={96} height={54} />
                  ),
                },
              ]
            : []),
          { title: '标题', dataIndex: 'title' },
          { title: '分类', dataIndex: 'category_name' },
          ...(kind === 'help'
            ? [{ title: '对应页面', dataIndex: 'route_key', render: (key: string | null) => key ?? '—' }]
            : []),
          { title: '发布时间', dataIndex: 'published_at' },
          { title: '更新', dataIndex: 'updated_at', render: (at: string, row) => `${at}（第 ${row.version} 版）` },
          {
            title: '状态',
            dataIndex: 'is_published',
            render: (published: boolean) => (published ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => setEditing(row.id)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  loading={publish.isPending && publish.variables?.id === row.id}
                  onClick={() =>
                    publish
                      .mutateAsync({ id: row.id, published: !row.is_published })
                      .then(() => void message.success(row.is_published ? '已撤回为草稿' : '已发布'))
                      .catch((error: Error) => void message.error(error.message))
                  }
                >
                  {row.is_published ? '撤回' : '发布'}
                </Button>
                {kind === 'news' && (
                  <Upload
                    accept="image/jpeg,image/png,image/webp"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      cover
                        .mutateAsync({ id: row.id, file })
                        .then(() => void message.success('封面已上传'))
                        .catch((error: Error) => void message.error(error.message));
                      return false;
                    }}
                  >
                    <Button type="link" size="small">
                      上传封面
                    </Button>
                  </Upload>
                )}
                {row.is_published && (
                  <Button type="link" size="small" href={storeLinkOf(row)} target="_blank" rel="noopener noreferrer">
                    商城查看
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ArticleDrawer kind={kind} target={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
