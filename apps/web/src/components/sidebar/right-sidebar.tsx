import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Limits } from '@store/shared/codes';
import { useCartTotal } from '../../api/use-cart-total.ts';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import './sidebar.css';
import { CountBadge } from '../count-badge/count-badge.tsx';
import { lazyAntd } from '../../lib/antd-scope/lazy-antd.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { Glyph } from '../glyphs.tsx';

// The panels load on first opening: most visitors never open the sidebar.
const CartFlyout = lazyAntd(() => import('./cart-flyout.tsx').then((m) => ({ default: m.CartFlyout })));
const AccountPanel = lazyAntd(() => import('./sidebar-panels.tsx').then((m) => ({ default: m.AccountPanel })));
const MessagesPanel = lazyAntd(() => import('./sidebar-panels.tsx').then((m) => ({ default: m.MessagesPanel })));
const ServicePanel = lazyAntd(() => import('./sidebar-panels.tsx').then((m) => ({ default: m.ServicePanel })));
const WechatPanel = lazyAntd(() => import('./sidebar-panels.tsx').then((m) => ({ default: m.WechatPanel })));

type Panel = 'account' | 'cart' | 'messages' | 'service' | 'wechat';

const TITLES: Record<Panel, string> = {
  account: '我的账户',
  cart: '购物车',
  messages: '我的消息',
  service: '在线客服',
  wechat: '微信公众号',
};

/** Spec §4: never expands on cart step 1 — the cart is already the page. */
const NO_EXPAND_ROUTES = new Set(['cart_step1']);

export function RightSidebar({ routeName }: { routeName: string }) {
  // Reads what the header loaded; the sidebar never asks for the user itself.
  const user = useUserBase(false).data;
  const buyer = isLoggedIn(user) ? user : null;
  const cartTotal = useCartTotal(Boolean(buyer)).data ?? 0;
  const [panel, setPanel] = useState<Panel | null>(null);
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const canExpand = !NO_EXPAND_ROUTES.has(routeName);

  const collapse = () => {
    clearTimeout(timer.current);
    setExpanded(false);
    setPanel(null);
  };

  // Arriving on a page where the sidebar may not expand closes it.
  const [wasExpandable, setWasExpandable] = useState(canExpand);
  if (wasExpandable !== canExpand) {
    setWasExpandable(canExpand);
    if (!canExpand) {
      setExpanded(false);
      setPanel(null);
    }
  }
  useEffect(() => {
    const pending = timer;
    if (!canExpand) clearTimeout(pending.current);
    return () => clearTimeout(pending.current);
  }, [canExpand]);

  const toggle = (next: Panel) => {
    if (!canExpand) return;
    if (expanded && panel === next) return collapse();
    setPanel(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setExpanded(true), Limits.SIDEBAR_EXPAND_DELAY_MS);
  };

  const width = expanded ? Limits.SIDEBAR_EXPANDED_WIDTH : Limits.SIDEBAR_COLLAPSED_WIDTH;

  const tab = (key: Panel, icon: ReactNode, label: string, extra?: ReactNode) => (
    <button
      type="button"
      className={`right-sidebar__tab${panel === key && expanded ? ' is-active' : ''}`}
      title={label}
      data-testid={`sidebar-tab-${key}`}
      onClick={() => toggle(key)}
    >
      {icon}
      {extra}
    </button>
  );

  return (
    <aside className={`right-sidebar${expanded ? ' is-expanded' : ''}`} style={{ width }} data-testid="right-sidebar">
      {expanded && panel && (
        <section className="right-sidebar__panel" aria-label={TITLES[panel]}>
          <header className="right-sidebar__panel-title">
            <span>{TITLES[panel]}</span>
            <button type="button" className="link-button" aria-label="关闭" onClick={collapse}>
              <Glyph name="close" />
            </button>
          </header>
          <div className="right-sidebar__panel-body">
            <Suspense fallback={<Spinner className="cart-flyout__loading" />}>
              {panel === 'account' && <AccountPanel user={buyer} />}
              {panel === 'cart' && <CartFlyout loggedIn={Boolean(buyer)} />}
              {panel === 'messages' && <MessagesPanel user={buyer} />}
              {panel === 'service' && <ServicePanel user={buyer} />}
              {panel === 'wechat' && <WechatPanel />}
            </Suspense>
          </div>
        </section>
      )}
      <nav className="right-sidebar__tabs">
        {tab('account', <Glyph name="user" />, '我的账户')}
        {tab(
          'cart',
          <Glyph name="cart" />,
          '购物车',
          <>
            <span className="right-sidebar__cart-text">购物车</span>
            <span className="right-sidebar__count">{Math.min(cartTotal, Limits.CART_BADGE_MAX)}</span>
          </>,
        )}
        {tab(
          'messages',
          <CountBadge count={buyer?.message_count ?? 0} max={Limits.CART_BADGE_MAX}>
            <Glyph name="bell" />
          </CountBadge>,
          '我的消息',
        )}
        {tab('service', <Glyph name="customerService" />, '在线客服')}
        {tab('wechat', <Glyph name="wechat" />, '微信公众号')}
        <button
          type="button"
          className="right-sidebar__tab right-sidebar__top"
          title="返回顶部"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Glyph name="verticalAlignTop" />
        </button>
      </nav>
    </aside>
  );
}
