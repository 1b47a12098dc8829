import { Link } from 'react-router';
import { useSiteConfig } from '../../api/use-site-config.ts';
import { paths } from '../../routing/paths.ts';

/** The store's logo and name; on the home page the page's heading (its <h1>, for readers and search engines). */
export function SiteLogo({ heading = false }: { heading?: boolean }) {
  const site = useSiteConfig();
  const logo = (
    <Link to={paths.home} className="site-logo" aria-label={site.site_title}>
      <img src="/icons/icon.svg" alt="" width={44} height={44} />
      <span className="site-logo__text">
        <strong>{site.site_title}</strong>
        <small>正品保障 · 厂家直供 · 全程可追溯</small>
      </span>
    </Link>
  );
  return heading ? <h1 className="site-logo-heading">{logo}</h1> : logo;
}
