/** Goods, search, the zones and promotions: most of them rendered on the server too (`ssr`). */
import { BARE, type Lazy, type RouteDef } from './route-def.ts';

const pages = {
  list: () => import('../../features/catalog/list-page.tsx').then((m) => ({ Component: m.ListPage })),
  goodsDetail: () =>
    import('../../features/catalog/goods-detail-page.tsx').then((m) => ({ Component: m.GoodsDetailPage })),
  search: () => import('../../features/search/search-page.tsx').then((m) => ({ Component: m.SearchPage })),
  zone: () => import('../../features/zones/zone-page.tsx').then((m) => ({ Component: m.ZonePage })),
  zhzq: () => import('../../features/combos/zhzq-page.tsx').then((m) => ({ Component: m.ZhzqPage })),
  yxRule: () =>
    import('../../features/zones/free-shipping-rule-page.tsx').then((m) => ({ Component: m.FreeShippingRulePage })),
  brandIndex: () => import('../../features/zones/brand-index-page.tsx').then((m) => ({ Component: m.BrandIndexPage })),
  brandInfo: () => import('../../features/zones/brand-info-page.tsx').then((m) => ({ Component: m.BrandInfoPage })),
  activity: () => import('../../features/activities/activity-page.tsx').then((m) => ({ Component: m.ActivityPage })),
  activityCentre: () =>
    import('../../features/activities/activity-centre-page.tsx').then((m) => ({ Component: m.ActivityCentrePage })),
  dailySpecial: () =>
    import('../../features/zones/daily-special-page.tsx').then((m) => ({ Component: m.DailySpecialPage })),
  cashback: () => import('../../features/cashback/cashback-page.tsx').then((m) => ({ Component: m.CashbackPage })),
  couponCentre: () => import('../../features/coupons/centre-page.tsx').then((m) => ({ Component: m.CouponCentrePage })),
} satisfies Record<string, Lazy>;

/**
 * A table view's page with its table (antd), which its server-rendered HTML shows: the page then hydrates
 * whole. Not on a phone, which shows cards in every view (its breakpoint: lib/use-is-phone.ts).
 */
const withTable =
  (page: Lazy): Lazy =>
  async () => {
    const phone = typeof window !== 'undefined' && window.matchMedia('(max-width: 767.98px)').matches;
    const table = phone ? null : import('../../components/goods/goods-table-lazy.tsx').then((m) => m.loadGoodsTable());
    const [loaded] = await Promise.all([page(), table]);
    return loaded;
  };

export const CATALOGUE_ROUTES: RouteDef[] = [
  // Goods and search
  { path: '/list/other/:id/:name?', name: 'list_other', title: '药品列表', page: pages.list, ssr: true, antd: false },
  {
    path: '/list',
    children: [
      { index: true, name: 'list_index', title: '商品列表', page: pages.list, ssr: true, antd: false },
      { path: 'table', name: 'list_table', title: '商品列表', page: withTable(pages.list), ssr: true, antd: false },
      {
        path: 'no_image',
        name: 'list_no_image',
        title: '商品列表',
        page: withTable(pages.list),
        ssr: true,
        antd: false,
      },
      { path: 'info/:id', name: 'list_info', title: '商品详情', page: pages.goodsDetail, ssr: true, antd: false },
    ],
  },
  {
    path: '/search',
    children: [
      { index: true, name: 'search_index', title: '搜索结果', page: pages.search, ssr: true, antd: false },
      { path: 'table', name: 'search_table', title: '搜索结果', page: withTable(pages.search), ssr: true, antd: false },
    ],
  },

  // Zones and promotions
  {
    path: '/yx',
    children: [
      { index: true, name: 'yx_index', title: '包邮专区', page: pages.zone, ssr: true, antd: false },
      { path: 'table', name: 'yx_table', title: '包邮专区', page: withTable(pages.zone), ssr: true, antd: false },
      { path: 'rule', name: 'yx_rule', title: '优选规则', flags: BARE, page: pages.yxRule },
    ],
  },
  { path: '/yjh/:id?', name: 'yjh', title: '活动专区', page: pages.activity },
  { path: '/Hdzx/:ids/:id?', name: 'hdzx', title: '活动中心', page: pages.activityCentre },
  { path: '/kxzq', name: 'kxzq_list', title: '控销专区', page: pages.zone, ssr: true, antd: false },
  { path: '/kxzq2', name: 'kxzq2', title: '控销专区', page: pages.zone, ssr: true, antd: false },
  { path: '/kxzq/new', name: 'kxzq_index', title: '控销专区', page: pages.zone, ssr: true, antd: false },
  { path: '/kxzq/goods/:url/:ads?', name: 'kxzq_goods', title: '控销专区', page: pages.zone, ssr: true, antd: false },
  { path: '/qxzq', name: 'qxzq', title: '器械专区', page: pages.zone, ssr: true, antd: false },
  { path: '/zyyp', name: 'zyyp', title: '中药专区', page: pages.zone, ssr: true, antd: false },
  { path: '/jxqzc', name: 'jxqzc', title: '近效期专区', page: pages.zone, ssr: true, antd: false },
  { path: '/jmzq', name: 'jmzq', title: '加盟专区', page: pages.zone, ssr: true, antd: false },
  {
    path: '/ppzq_index/:page?',
    alias: ['/ppzq/:page?'],
    name: 'ppzq_index',
    title: '品牌专区',
    page: pages.brandIndex,
    ssr: true,
    flags: { brand: true },
  },
  {
    path: '/ppzq/info/:id/:page?',
    name: 'ppzq_info',
    title: '品牌详情',
    page: pages.brandInfo,
    ssr: true,
    flags: { brand: true },
  },
  { path: '/hb', name: 'hb', title: '满额返现', page: pages.cashback },
  { path: '/welfare', name: 'welfare', title: '全场94折', page: pages.zone, ssr: true, antd: false },
  { path: '/mrtj', name: 'mrtj', title: '每日特价', page: pages.dailySpecial, ssr: true },
  { path: '/lqzx', name: 'lqzx', title: '领券中心', page: pages.couponCentre },
  { path: '/zhzq', name: 'zhzq', title: '组合购', page: pages.zhzq },
];
