import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { useSiteConfig } from '../api/use-site-config.ts';
import { Header } from '../components/header/header.tsx';
import { LoginHeader } from '../components/header/login-header.tsx';
import { Footer } from '../components/footer/footer.tsx';
import { RightSidebar } from '../components/sidebar/right-sidebar.tsx';
import { PhoneTabBar } from '../components/phone-tab-bar/phone-tab-bar.tsx';
import { useIsPhone } from '../lib/use-is-phone.ts';
import { useRouteHandle } from '../routing/route-handle.ts';
import { CornerAd, TopAd } from '../components/ad-slots/ad-slots.tsx';
import { lazyAntd } from '../lib/antd-scope/lazy-antd.ts';
import { Spinner } from '../components/spinner/spinner.tsx';

/** The detail page has its own bottom bar on a phone (cart and add to cart) in the tab bar's place. */
const OWN_BOTTOM_BAR = new Set(['list_info']);

// Only cart pages show the steps: antd's Steps stays out of the other pages' download.
// The lottery popup loads only for pages with the sidebar (store pages on a computer).
const LotteryPopup = lazyAntd(() =>
  import('../components/lottery-popup/lottery-popup.tsx').then((m) => ({ default: m.LotteryPopup })),
);
const CartSteps = lazyAntd(() => import('../components/cart-steps.tsx').then((m) => ({ default: m.CartSteps })));

export function AppLayout() {
  const handle = useRouteHandle();
  const { flags } = handle;
  const site = useSiteConfig();
  const phone = useIsPhone();

  useEffect(() => {
    document.title = handle.title ? `${handle.title} - ${site.site_title}` : site.site_title;
  }, [handle.title, site.site_title]);

  return (
    <div className={`app app--${handle.name || 'none'}`}>
      {/* A 1200×60 strip is 20 px tall on a phone, its words unreadable: desktop only, like the corner ad. */}
      {flags.header && !phone && <TopAd />}
      {flags.header && <Header handle={handle} />}
      {flags.loginHeader && <LoginHeader title={handle.title} />}
      <main className="app-main">
        {flags.cartStep > 0 && (
          <Suspense fallback={null}>
            <CartSteps current={flags.cartStep} />
          </Suspense>
        )}
        <Outlet />
      </main>
      {/* Below every page: on a rendered page it hydrates after it, in a task of its own (a boundary that never suspends). */}
      {flags.footer && (
        <Suspense fallback={null}>
          <Footer style={flags.footerStyle} />
        </Suspense>
      )}
      {flags.sidebar && !phone && <RightSidebar routeName={handle.name} />}
      {/* Over the page in a phone's small screen it would hide the goods: desktop only. */}
      {flags.header && !phone && <CornerAd />}
      {/* Not over the cart and checkout steps: it would cover their 去结算 / 提交订单 bar. */}
      {flags.sidebar && !phone && flags.cartStep === 0 && (
        <Suspense fallback={null}>
          <LotteryPopup />
        </Suspense>
      )}
      {phone && flags.header && !OWN_BOTTOM_BAR.has(handle.name) && <PhoneTabBar />}
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first route's code downloads. */
export function ShellFallback() {
  return (
    <div className="shell-fallback">
      <Spinner large />
    </div>
  );
}

/** A page that fails to load (often an old tab after a deploy: its chunks are gone) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    // Plain markup: the error page must not depend on a chunk that may itself have failed to load.
    <div className="route-error" role="alert">
      <h1>页面加载失败</h1>
      <p>网络异常或页面已更新，请刷新页面后重试</p>
      <button type="button" onClick={() => window.location.reload()}>
        刷新页面
      </button>
    </div>
  );
}
