import { Link } from 'react-router';
import { useSiteConfig } from '../../api/use-site-config.ts';
import { paths } from '../../routing/paths.ts';

export function SiteLogo() {
  const site = useSiteConfig();
  return (
    <Link to={paths.home} className="site-logo" aria-label={site.site_title}>
      <img src="/icons/icon.svg" alt="" width={44} height={44} />
      <span className="site-logo__text">
        <strong>{site.site_title}</strong>
        <small>正品保障 · 厂家直供 · 全程可追溯</small>
      </span>
    </Link>
  );
}
