import { Link } from 'react-router';
import { useSiteConfig } from '../../api/use-site-config.ts';
import { SiteLogo } from './site-logo.tsx';
import { paths } from '../../routing/paths.ts';
import './header.css';
import './header-phone.css';

/** The slim header of login and multi-store registration: logo, page name, back to the store. */
export function LoginHeader({ title }: { title: string }) {
  const site = useSiteConfig();
  return (
    <header className="login-header">
      <div className="container login-header__inner">
        <SiteLogo />
        <span className="login-header__title">{title}</span>
        <span className="login-header__aside">
          {site.hot_line && <span>客服热线：{site.hot_line}</span>}
          <Link to={paths.home}>返回商城首页</Link>
        </span>
      </div>
    </header>
  );
}
