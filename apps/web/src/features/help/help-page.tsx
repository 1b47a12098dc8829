import { Empty, Skeleton } from 'antd';
import { Link, Navigate, useSearchParams } from 'react-router';
import { HELP_ROUTES, type HelpMenu } from '@store/shared/api/articles';
import { formatDate } from '@store/shared/rules/store-time';
import { useRouteHandle } from '../../routing/route-handle.ts';
import { paths } from '../../routing/paths.ts';
import { RichText } from '../../components/rich-text/rich-text.tsx';
import { ContactCard, QualificationList } from './help-extras.tsx';
import { useHelpArticle, useHelpMenu } from './use-help.ts';
import './help.css';

type MenuArticle = HelpMenu[number]['children'][number];

/** Where a menu entry goes: its own route when it answers one (/help/fwbz/yhxy), else the ?id= link the footer uses. */
export const helpLinkOf = (article: { id: number; key: string | null }) =>
  article.key && article.key in HELP_ROUTES
    ? HELP_ROUTES[article.key as keyof typeof HELP_ROUTES]
    : paths.helpArticle(article.id);

/**
 * Every help route (/help/xrzn/hyzc … /help/us/link): a left menu of the help groups and their articles
 * and the chosen article. `?id=` chooses an article as the footer links do, `?key=` by its key (the
 * registration page's 隐私政策); otherwise the route's own article (help_hyzc → 'hyzc').
 */
export function HelpPage() {
  const { name } = useRouteHandle();
  const [params] = useSearchParams();
  const menu = useHelpMenu();
  const articles: MenuArticle[] = (menu.data ?? []).flatMap((g) => g.children);
  const id = Number(params.get('id'));
  const key = params.get('key') ?? name.replace(/^help_/, '');
  const listed =
    Number.isInteger(id) && id > 0 ? articles.find((a) => a.id === id) : articles.find((a) => a.key === key);
  // Wait for the menu (it knows the versions that make the local copy usable); without it, ask the server directly.
  const target = menu.isPending
    ? null
    : listed
      ? { id: listed.id, version: listed.version }
      : id > 0
        ? { id }
        : { key };
  const article = useHelpArticle(target);

  if (article.data?.key === 'tsjy') return <Navigate to={HELP_ROUTES.tsjy} replace />;
  const shown = article.data;
  return (
    <div className="container help-page" data-testid="help-page">
      <aside className="help-menu" aria-label="帮助中心">
        <h2>帮助中心</h2>
        {(menu.data ?? []).map((group) => (
          <dl key={group.id}>
            <dt>{group.name}</dt>
            {group.children.map((item) => (
              <dd key={item.id} className={shown?.id === item.id ? 'is-active' : undefined}>
                <Link to={helpLinkOf(item)}>{item.name}</Link>
              </dd>
            ))}
          </dl>
        ))}
      </aside>
      <main className="help-article">
        {article.isError ? (
          <Empty description="文章不存在或未发布" />
        ) : !shown ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <article data-testid="help-article" data-version={shown.version}>
            <header>
              <h1>{shown.title}</h1>
              <span>
                {shown.category_name} · 更新于 {formatDate(shown.updated_at)}
              </span>
            </header>
            <RichText html={shown.content} />
            {shown.key === 'wzzz' && <QualificationList />}
            {shown.key === 'link' && <ContactCard />}
          </article>
        )}
      </main>
    </div>
  );
}
