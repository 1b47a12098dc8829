import type { Permission } from '@store/shared/api/staff';

export type MenuScreen = { path: string; label: string; permission: Permission };
export type MenuSection = { key: string; label: string; screens: MenuScreen[] };

/**
 * The side menu: one section per area of the console, each screen behind the permission it needs. A screen
 * is listed only once it exists (no placeholder pages), so a section with no screens yet is not shown; the
 * issues that build 采购商, 订单… add their screens here, under the permission their API routes declare.
 */
export const MENU: MenuSection[] = [
  { key: 'dashboard', label: '工作台', screens: [{ path: '/', label: '工作台', permission: 'dashboard.view' }] },
  {
    key: 'buyers',
    label: '采购商',
    screens: [
      { path: '/buyers', label: '采购商列表', permission: 'buyers.view' },
      { path: '/buyers/review', label: '资质审核', permission: 'buyers.review' },
    ],
  },
  {
    key: 'orders',
    label: '订单',
    screens: [
      { path: '/orders', label: '订单管理', permission: 'orders.view' },
      { path: '/orders/bulk-ship', label: '批量发货', permission: 'orders.ship' },
      { path: '/orders/points', label: '积分订单', permission: 'orders.ship' },
      { path: '/aftersales', label: '售后审核', permission: 'aftersales.review' },
      { path: '/invoices', label: '发票开具', permission: 'invoices.issue' },
    ],
  },
  {
    key: 'goods',
    label: '商品',
    screens: [
      { path: '/goods', label: '商品管理', permission: 'goods.view' },
      { path: '/goods/taxonomy', label: '分类与品牌', permission: 'goods.view' },
      { path: '/stock', label: '批次库存', permission: 'goods.view' },
    ],
  },
  {
    key: 'finance',
    label: '财务',
    screens: [{ path: '/finance/recharges', label: '充值确认', permission: 'payments.confirm' }],
  },
  {
    key: 'promotions',
    label: '营销',
    screens: [
      { path: '/promotions/coupons', label: '优惠券', permission: 'promotions.manage' },
      { path: '/promotions/recharge-offers', label: '充值优惠', permission: 'promotions.manage' },
      { path: '/promotions/cash-coupons', label: '购物金', permission: 'promotions.manage' },
      { path: '/promotions/cashback', label: '满额返', permission: 'promotions.manage' },
      { path: '/promotions/mall', label: '积分商城', permission: 'promotions.manage' },
      { path: '/promotions/ads', label: '广告位', permission: 'promotions.manage' },
      { path: '/promotions/lottery', label: '抽奖活动', permission: 'promotions.manage' },
      { path: '/promotions/activities', label: '活动', permission: 'promotions.manage' },
      { path: '/promotions/activity-taps', label: '活动点击报表', permission: 'promotions.manage' },
      { path: '/promotions/packages', label: '套餐', permission: 'promotions.manage' },
      { path: '/promotions/welfare', label: '福利专区', permission: 'promotions.manage' },
    ],
  },
  {
    key: 'content',
    label: '内容',
    screens: [
      { path: '/content/nav', label: '导航菜单', permission: 'content.manage' },
      { path: '/content/hot-words', label: '热搜词', permission: 'content.manage' },
      { path: '/content/floors', label: '首页楼层', permission: 'content.manage' },
      { path: '/content/help', label: '帮助中心', permission: 'content.manage' },
      { path: '/content/news', label: '资讯', permission: 'content.manage' },
    ],
  },
  { key: 'staff', label: '员工与角色', screens: [{ path: '/staff', label: '员工与角色', permission: 'staff.manage' }] },
  { key: 'audit', label: '操作日志', screens: [{ path: '/audit', label: '操作日志', permission: 'audit.view' }] },
];

/** The sections and screens this staff member may open, in menu order; sections left empty are dropped. */
export function visibleMenu(permissions: readonly Permission[], menu: MenuSection[] = MENU): MenuSection[] {
  const granted = new Set(permissions);
  return menu
    .map((section) => ({ ...section, screens: section.screens.filter((screen) => granted.has(screen.permission)) }))
    .filter((section) => section.screens.length > 0);
}
