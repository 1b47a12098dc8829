import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { Navigate, NavLink, useLocation } from 'react-router';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { paths } from '../../routing/paths.ts';
import './account-menu.css';

type MenuLink = { to: string; label: string; badge?: 'messages' };
const GROUPS: { title: string; links: MenuLink[] }[] = [
  { title: '会员中心', links: [{ to: paths.memberCentre, label: '会员中心' }] },
  {
    title: '订单中心',
    links: [
      { to: paths.orders, label: '我的订单' },
      { to: paths.invoices, label: '电子发票' },
      { to: paths.pointsOrders, label: '积分订单' },
    ],
  },
  {
    title: '我的钱包',
    links: [
      { to: paths.wallet, label: '钱包总览' },
      { to: paths.balance, label: '余额管理' },
      { to: paths.points, label: '积分管理' },
      { to: paths.coupons, label: '我的优惠券' },
      { to: paths.vouchers, label: '我的现金券' },
      { to: paths.pointsMall, label: '积分商城' },
      { to: paths.lotteryRecords, label: '抽奖记录' },
    ],
  },
  {
    title: '账户中心',
    links: [
      { to: paths.basicInfo, label: '基本信息' },
      { to: paths.qualifications, label: '资质证件' },
      { to: paths.stores, label: '多门店管理' },
      { to: paths.bindWechat, label: '绑定微信' },
      { to: paths.addresses, label: '收货地址' },
      { to: paths.invoiceProfiles, label: '发票抬头' },
      { to: paths.messages, label: '我的消息', badge: 'messages' },
    ],
  },
  {
    title: '自助服务',
    links: [
      { to: paths.quickBuy, label: '快捷采购' },
      { to: paths.favorites, label: '我的收藏' },
      { to: paths.purchaseRequests, label: '我的求购' },
      { to: paths.feedback, label: '意见反馈' },
      { to: paths.contract, label: '电子合同' },
    ],
  },
];

/** The left menu every account page shares. */
export function AccountMenu() {
  const user = useUserBase().data;
  const unread = isLoggedIn(user) ? user.message_count : 0;
  return (
    <nav className="account-menu" aria-label="账户菜单">
      {GROUPS.map((group) => (
        <div key={group.title} className="account-menu__group">
          <h3>{group.title}</h3>
          {group.links.map((link) => (
            <NavLink key={link.to} to={link.to} className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
              {link.label}
              {link.badge && <Badge count={unread} size="small" className="account-menu__badge" />}
            </NavLink>
          ))}
        </div>
      ))}
    </nav>
  );
}

/** An account page: the menu on the left, the page's own content on the right under its title. */
export function AccountShell({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const user = useUserBase();
  const here = useLocation();
  // The base info answers null only when nobody is logged in: account pages need a login.
  if (user.isFetched && !user.isFetching && user.data === null) {
    return <Navigate to={paths.loginThen(here.pathname + here.search)} replace />;
  }
  return (
    <div className="container account-shell">
      <AccountMenu />
      <section className="account-shell__main">
        <header className="account-shell__head">
          <h2>{title}</h2>
          {extra}
        </header>
        {children}
      </section>
    </div>
  );
}
