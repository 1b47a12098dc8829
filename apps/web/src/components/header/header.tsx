import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Limits } from '@store/shared/codes';
import type { RouteHandle } from '../../routing/route-handle.ts';
import { useCartTotal } from '../../api/use-cart-total.ts';
import { useSiteConfig } from '../../api/use-site-config.ts';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { NavBar } from './nav-bar.tsx';
import { useCommonFollowingZoneFlags } from './use-zone-common.ts';
import { SearchBox } from './search-box.tsx';
import { SiteLogo } from './site-logo.tsx';
import { TopBar } from './top-bar.tsx';
import { paths } from '../../routing/paths.ts';
import './header.css';
import './header-phone.css';
import { CountBadge } from '../count-badge/count-badge.tsx';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { afterPaint } from '../../lib/after-paint.ts';
import { Glyph } from '../glyphs.tsx';

/** The search bar sticks to the top once the page is scrolled this far (spec §9). */
function useStickySearch(): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY >= Limits.STICKY_SEARCH_SCROLL_PX);
    // A page opened already scrolled (a reload): checked once it has painted, not while it hydrates.
    const cancel = afterPaint(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return fixed;
}

/** Spec §4: base info is (re)loaded on entering every page except member centre, login and bind WeChat. */
function useUserOnEveryPage(enabled: boolean) {
  const { pathname } = useLocation();
  const query = useUserBase(enabled);
  const first = useRef(true);
  const { refetch } = query;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // cancelRefetch false: a load already under way is reused, not cancelled and restarted.
    if (enabled) void refetch({ cancelRefetch: false });
  }, [pathname, enabled, refetch]);
  return isLoggedIn(query.data) ? query.data : null;
}

export function Header({ handle }: { handle: RouteHandle }) {
  const { flags } = handle;
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const user = useUserOnEveryPage(flags.loadUser);
  const common = useCommonFollowingZoneFlags(pathname, user);
  const cartTotal = useCartTotal(Boolean(user)).data ?? 0;
  // Not on a phone: its header scrolls away with the page, and hiding the search types and hot words at
  // the threshold shrank the header, which scroll anchoring answered by scrolling back above the threshold
  // (the header flickered between its two heights, and nothing under it held still long enough to tap).
  const phone = useIsPhone();
  const fixed = useStickySearch() && flags.search && !phone;
  const hotLine = user?.common_config.hot_line || site.hot_line;

  return (
    <header className="site-header">
      <TopBar user={user} serverTimestamp={common?.timestamp} />
      <div className={`header-main-slot${fixed ? ' is-fixed' : ''}`}>
        <div className="header-main">
          <div className="container header-main__inner">
            <SiteLogo heading={pathname === paths.home} />
            {flags.search ? <SearchBox hotWords={common?.rnss ?? []} /> : <div className="header-main__spacer" />}
            <Link to={paths.cart} className="header-cart">
              <CountBadge count={cartTotal} max={Limits.CART_BADGE_MAX} className="cart-badge">
                <Glyph name="cart" className="header-cart__icon" />
              </CountBadge>
              <span>我的购物车</span>
            </Link>
            <div className="header-contact">
              {user && (
                <div>
                  <Glyph name="user" /> 客户经理：{user.admin.name} <b>{user.admin.phone}</b>
                </div>
              )}
              {hotLine && (
                <div>
                  <Glyph name="phone" /> 投诉热线：<b>{hotLine}</b>
                </div>
              )}
            </div>
          </div>
        </div>
      </div>
      {flags.nav && <NavBar common={common} user={user} menuOpen={flags.categoryMenu} brand={flags.brand} />}
    </header>
  );
}
