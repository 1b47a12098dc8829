import { Empty, Pagination, Skeleton } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { NEWS_KINDS, type NewsKind } from '@store/shared/api/articles';
import { formatDate } from '@store/shared/rules/store-time';
import { useRouteHandle } from '../../routing/route-handle.ts';
import { paths } from '../../routing/paths.ts';
import { RichText } from '../../components/rich-text/rich-text.tsx';
import { NEWS_PAGE_SIZE, useNewsDetail, useNewsPage } from './use-news.ts';
import './news.css';

const KINDS = Object.keys(NEWS_KINDS) as NewsKind[];
const kindPath = (kind: NewsKind) => `/news/${kind}`;

function NewsTabs({ active }: { active: NewsKind }) {
  return (
    <nav className="news-tabs" aria-label="资讯分类">
      {KINDS.map((kind) => (
        <Link key={kind} to={kindPath(kind)} className={kind === active ? 'is-active' : undefined}>
          {NEWS_KINDS[kind]}
        </Link>
      ))}
    </nav>
  );
}

/** /news/hy and /news/company: the kind's published news, newest first, with covers and pages (?page=). */
export function NewsListPage() {
  const { name } = useRouteHandle();
  const kind: NewsKind = name === 'news_company' ? 'company' : 'hy';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending } = useNewsPage(kind, page);
  return (
    <div className="container news-page" data-testid="news-list">
      <NewsTabs active={kind} />
      {isPending ? (
        <Skeleton active />
      ) : !data?.data.length ? (
        <Empty description="暂无资讯" />
      ) : (
        <>
          <ul className="news-list">
            {data.data.map((item) => (
              <li key={item.id}>
                <Link to={paths.news(item.id, item.type)} className="news-list__cover">
                  <img src={item.cover} alt="" loading="lazy" />
                </Link>
                <div>
                  <h3>
                    <Link to={paths.news(item.id, item.type)}>{item.title}</Link>
                  </h3>
                  <p>{item.summary}</p>
                  <time>{formatDate(item.published_at)}</time>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            className="news-pagination"
            current={data.page}
            pageSize={NEWS_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </>
      )}
    </div>
  );
}

/** /news/info/{id}/{type}: one news item with links to the previous and next of its kind. */
export function NewsDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const { data, isError, isPending } = useNewsDetail(Number.isInteger(id) ? id : 0);
  const kind: NewsKind = data?.type ?? (params.type === 'company' ? 'company' : 'hy');
  return (
    <div className="container news-page" data-testid="news-detail">
      <NewsTabs active={kind} />
      {isError || !(id > 0) ? (
        <Empty description="资讯不存在或未发布" />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <article className="news-article">
          <header>
            <h1>{data.title}</h1>
            <span>
              {data.category} · {formatDate(data.published_at)}
            </span>
          </header>
          <RichText html={data.content} />
          <footer className="news-neighbours">
            <p>
              上一篇：
              {data.prev ? (
                <Link to={paths.news(data.prev.id, data.type)}>{data.prev.title}</Link>
              ) : (
                <span>没有了</span>
              )}
            </p>
            <p>
              下一篇：
              {data.next ? (
                <Link to={paths.news(data.next.id, data.type)}>{data.next.title}</Link>
              ) : (
                <span>没有了</span>
              )}
            </p>
            <Link to={kindPath(data.type)}>返回{NEWS_KINDS[data.type]}</Link>
          </footer>
        </article>
      )}
    </div>
  );
}
