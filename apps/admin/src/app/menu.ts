import { matchPath } from 'react-router';
import {
  CONSOLE_SCREEN_CALLS,
  mayOpen,
  type AdminRouteAccess,
  type ConsoleScreen,
} from '@store/shared/api/console-screens';

export type MenuScreen = { path: ConsoleScreen; label: string };
export type MenuSection = { key: string; label: string; screens: MenuScreen[] };

/**
 * The side menu: one section per area of the console. A screen is listed only once it exists (no placeholder
 * pages). What a screen needs is not written here: it is the permission the server declares for the call the
 * screen makes (CONSOLE_SCREEN_CALLS in @store/shared/api/console-screens, read through GET
 * /api/admin/auth/access), so the menu and the server cannot disagree.
 */
export const MENU: MenuSection[] = [
  { key: 'dashboard', label: '工作台', screens: [{ path: '/', label: '工作台' }] },
  {
    key: 'buyers',
    label: '采购商',
    screens: [
      { path: '/buyers', label: '采购商列表' },
      { path: '/buyers/review', label: '资质审核' },
    ],
  },
  {
    key: 'orders',
    label: '订单',
    screens: [
      { path: '/orders', label: '订单管理' },
      { path: '/orders/bulk-ship', label: '批量发货' },
      { path: '/orders/points', label: '积分订单' },
      { path: '/aftersales', label: '售后审核' },
      { path: '/invoices', label: '发票开具' },
    ],
  },
  {
    key: 'goods',
    label: '商品',
    screens: [
      { path: '/goods', label: '商品管理' },
      { path: '/goods/taxonomy', label: '分类与品牌' },
      { path: '/stock', label: '批次库存' },
    ],
  },
  {
    key: 'finance',
    label: '财务',
    screens: [{ path: '/finance/recharges', label: '充值确认' }],
  },
  {
    key: 'promotions',
    label: '营销',
    screens: [
      { path: '/promotions/coupons', label: '优惠券' },
      { path: '/promotions/recharge-offers', label: '充值优惠' },
      { path: '/promotions/cash-coupons', label: '购物金' },
      { path: '/promotions/cashback', label: '满额返' },
      { path: '/promotions/mall', label: '积分商城' },
      { path: '/promotions/ads', label: '广告位' },
      { path: '/promotions/lottery', label: '抽奖活动' },
      { path: '/promotions/activities', label: '活动' },
      { path: '/promotions/activity-taps', label: '活动点击报表' },
      { path: '/promotions/packages', label: '套餐' },
      { path: '/promotions/welfare', label: '福利专区' },
    ],
  },
  {
    key: 'content',
    label: '内容',
    screens: [
      { path: '/content/nav', label: '导航菜单' },
      { path: '/content/hot-words', label: '热搜词' },
      { path: '/content/floors', label: '首页楼层' },
      { path: '/content/help', label: '帮助中心' },
      { path: '/content/news', label: '资讯' },
    ],
  },
  { key: 'staff', label: '员工与角色', screens: [{ path: '/staff', label: '员工与角色' }] },
  { key: 'audit', label: '操作日志', screens: [{ path: '/audit', label: '操作日志' }] },
];

/** The sections and screens this staff member may open, in menu order; sections left empty are dropped. */
export function visibleMenu(
  permissions: readonly string[],
  access: AdminRouteAccess,
  menu: MenuSection[] = MENU,
): MenuSection[] {
  return menu
    .map((section) => ({
      ...section,
      screens: section.screens.filter((screen) => mayOpen(screen.path, access, permissions)),
    }))
    .filter((section) => section.screens.length > 0);
}

/** Screens with a fixed path first: /buyers/review is the review queue, not the buyer whose id is "review". */
const SCREENS = (Object.keys(CONSOLE_SCREEN_CALLS) as ConsoleScreen[]).sort(
  (a, b) => Number(a.includes(':')) - Number(b.includes(':')),
);

/** The console screen at this path (below /admin), or undefined for a path that is no screen (页面不存在). */
export function screenAt(pathname: string): ConsoleScreen | undefined {
  return SCREENS.find((screen) => matchPath(screen, pathname));
}
