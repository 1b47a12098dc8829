import { Link } from 'react-router';
import { useNews } from './use-home-data.ts';
import { paths } from '../../routing/paths.ts';
import { formatDate } from '@store/shared/rules/store-time';

/** 资讯中心: the latest eight news items, linking to /news/info/{id}/{type}. */
export function NewsList() {
  const news = useNews().data ?? [];
  if (!news.length) return null;
  return (
    <section className="home-floor home-news" data-testid="home-news">
      <header className="floor-title">
        <h2>资讯中心</h2>
        <span>行业动态 公司新闻</span>
        <Link to={paths.industryNews}>更多资讯 &gt;</Link>
      </header>
      <ul>
        {news.map((item) => (
          <li key={item.id}>
            <span className={`home-news__category home-news__category--${item.type}`}>{item.category}</span>
            <Link to={paths.news(item.id, item.type)} title={item.title}>
              {item.title}
            </Link>
            <time>{formatDate(item.created_at)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
