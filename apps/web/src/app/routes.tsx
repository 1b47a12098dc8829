/**
 * The route table of spec §2: every path, alias, redirect and named route, with its title and layout
 * flags. Each page is lazy-loaded, so a page downloads only its own code.
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getSiteConfig } from '../api/use-site-config.ts';
import { DEFAULT_FLAGS, type LayoutFlags, type RouteHandle } from '../routing/route-handle.ts';
import { resolveActivityLink } from './activity-target.ts';
import { antdRoute } from '../lib/antd-scope/lazy-antd.ts';

type Lazy = () => Promise<{ Component: React.ComponentType }>;

type PageDef = {
  path?: string;
  index?: true;
  name: string;
  title: string;
  flags?: Partial<LayoutFlags>;
  page: Lazy;
  alias?: string[];
  loader?: (args: LoaderFunctionArgs) => unknown;
  /** Rendered on the server too (catalogue pages; ADR 008). */
  ssr?: true;
};
type RedirectDef = { path?: string; index?: true; redirect: (args: LoaderFunctionArgs) => string };
type GroupDef = { path: string; children: RouteDef[] };
export type RouteDef = PageDef | RedirectDef | GroupDef;

const pages = {
  home: () => import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  login: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  notFound: () => import('../features/system/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  appInstall: () =>
    import('../features/app-install/app-install-page.tsx').then((m) => ({ Component: m.AppInstallPage })),
  qcReports: () => import('../features/qc-reports/qc-reports-page.tsx').then((m) => ({ Component: m.QcReportsPage })),
  noActivity: () => import('../features/system/no-activity-page.tsx').then((m) => ({ Component: m.NoActivityPage })),
  loading: () => import('../features/system/loading-page.tsx').then((m) => ({ Component: m.LoadingPage })),
  loadingActivity: () =>
    import('../features/system/loading-activity-page.tsx').then((m) => ({ Component: m.LoadingActivityPage })),
  list: () => import('../features/catalog/list-page.tsx').then((m) => ({ Component: m.ListPage })),
  goodsDetail: () =>
    import('../features/catalog/goods-detail-page.tsx').then((m) => ({ Component: m.GoodsDetailPage })),
  search: () => import('../features/search/search-page.tsx').then((m) => ({ Component: m.SearchPage })),
  zone: () => import('../features/zones/zone-page.tsx').then((m) => ({ Component: m.ZonePage })),
  zhzq: () => import('../features/combos/zhzq-page.tsx').then((m) => ({ Component: m.ZhzqPage })),
  yxRule: () =>
    import('../features/zones/free-shipping-rule-page.tsx').then((m) => ({ Component: m.FreeShippingRulePage })),
  brandIndex: () => import('../features/zones/brand-index-page.tsx').then((m) => ({ Component: m.BrandIndexPage })),
  brandInfo: () => import('../features/zones/brand-info-page.tsx').then((m) => ({ Component: m.BrandInfoPage })),
  activity: () => import('../features/activities/activity-page.tsx').then((m) => ({ Component: m.ActivityPage })),
  activityCentre: () =>
    import('../features/activities/activity-centre-page.tsx').then((m) => ({ Component: m.ActivityCentrePage })),
  dailySpecial: () =>
    import('../features/zones/daily-special-page.tsx').then((m) => ({ Component: m.DailySpecialPage })),
  // accounts: registration and password
  registerStep1: () =>
    import('../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterStep1Page })),
  registerStep2: () =>
    import('../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterStep2Page })),
  registerStep3: () =>
    import('../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterStep3Page })),
  registerDdStep1: () =>
    import('../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterDdStep1Page })),
  registerDdStep2: () =>
    import('../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterDdStep2Page })),
  registerDdStep3: () =>
    import('../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterDdStep3Page })),
  registerWechat: () =>
    import('../features/register/register-wechat-page.tsx').then((m) => ({ Component: m.RegisterWechatPage })),
  forgetStep1: () => import('../features/register/forget-pages.tsx').then((m) => ({ Component: m.ForgetStep1Page })),
  forgetStep2: () => import('../features/register/forget-pages.tsx').then((m) => ({ Component: m.ForgetStep2Page })),
  forgetStep3: () => import('../features/register/forget-pages.tsx').then((m) => ({ Component: m.ForgetStep3Page })),
  // accounts: member centre and account pages
  orders: () => import('../features/orders/order-list-page.tsx').then((m) => ({ Component: m.OrderListPage })),
  orderDetail: () => import('../features/orders/order-detail-page.tsx').then((m) => ({ Component: m.OrderDetailPage })),
  orderReturn: () => import('../features/orders/after-sales-page.tsx').then((m) => ({ Component: m.ReturnInfoPage })),
  orderAfterSales: () =>
    import('../features/orders/after-sales-page.tsx').then((m) => ({ Component: m.AfterSalesInfoPage })),
  invoices: () => import('../features/orders/invoices-page.tsx').then((m) => ({ Component: m.InvoicesPage })),
  wallet: () => import('../features/wallet/wallet-page.tsx').then((m) => ({ Component: m.WalletPage })),
  lotteryRecords: () =>
    import('../features/lottery/lottery-records-page.tsx').then((m) => ({ Component: m.LotteryRecordsPage })),
  balance: () => import('../features/wallet/balance-page.tsx').then((m) => ({ Component: m.BalancePage })),
  vouchers: () => import('../features/wallet/voucher-page.tsx').then((m) => ({ Component: m.VoucherPage })),
  cashback: () => import('../features/cashback/cashback-page.tsx').then((m) => ({ Component: m.CashbackPage })),
  points: () => import('../features/wallet/points-page.tsx').then((m) => ({ Component: m.PointsPage })),
  myCoupons: () => import('../features/coupons/my-coupons-page.tsx').then((m) => ({ Component: m.MyCouponsPage })),
  pointsMall: () => import('../features/points-mall/mall-page.tsx').then((m) => ({ Component: m.PointsMallPage })),
  pointsOrders: () =>
    import('../features/points-mall/points-orders-page.tsx').then((m) => ({ Component: m.PointsOrdersPage })),
  couponCentre: () => import('../features/coupons/centre-page.tsx').then((m) => ({ Component: m.CouponCentrePage })),
  memberCentre: () =>
    import('../features/account/member-centre-page.tsx').then((m) => ({ Component: m.MemberCentrePage })),
  basicInfo: () => import('../features/account/basic-page.tsx').then((m) => ({ Component: m.BasicInfoPage })),
  qualifications: () =>
    import('../features/account/qualifications-page.tsx').then((m) => ({ Component: m.QualificationPage })),
  stores: () => import('../features/account/stores-page.tsx').then((m) => ({ Component: m.StoresPage })),
  bindWechat: () => import('../features/account/bind-wechat-page.tsx').then((m) => ({ Component: m.BindWechatPage })),
  addresses: () => import('../features/account/addresses-page.tsx').then((m) => ({ Component: m.AddressesPage })),
  invoiceProfiles: () =>
    import('../features/account/invoice-profiles-page.tsx').then((m) => ({ Component: m.InvoiceProfilesPage })),
  messages: () => import('../features/account/messages-page.tsx').then((m) => ({ Component: m.MessagesPage })),
  contract: () => import('../features/account/contract-page.tsx').then((m) => ({ Component: m.ContractPage })),
  cart: () => import('../features/cart/cart-page.tsx').then((m) => ({ Component: m.CartPage })),
  feedback: () => import('../features/account/feedback-pages.tsx').then((m) => ({ Component: m.FeedbackPage })),
  complaint: () => import('../features/account/feedback-pages.tsx').then((m) => ({ Component: m.ComplaintPage })),
  purchaseRequests: () =>
    import('../features/account/purchase-requests-pages.tsx').then((m) => ({ Component: m.PurchaseRequestsPage })),
  purchaseRequestAdd: () =>
    import('../features/account/purchase-requests-pages.tsx').then((m) => ({ Component: m.PurchaseRequestAddPage })),
  purchaseRequestInfo: () =>
    import('../features/account/purchase-requests-pages.tsx').then((m) => ({ Component: m.PurchaseRequestInfoPage })),
  // checkout and payment
  checkoutConfirm: () => import('../features/checkout/confirm-page.tsx').then((m) => ({ Component: m.ConfirmPage })),
  checkoutPay: () => import('../features/checkout/pay-page.tsx').then((m) => ({ Component: m.PayPage })),
  checkoutTransfer: () => import('../features/checkout/transfer-page.tsx').then((m) => ({ Component: m.TransferPage })),
  checkoutPaid: () => import('../features/checkout/paid-page.tsx').then((m) => ({ Component: m.PaidPage })),
  // favourites and quick purchase
  favorites: () => import('../features/favorites/star-page.tsx').then((m) => ({ Component: m.StarPage })),
  quickBuy: () => import('../features/quick-buy/quick-buy-page.tsx').then((m) => ({ Component: m.QuickBuyPage })),
  // help centre and news
  help: () => import('../features/help/help-page.tsx').then((m) => ({ Component: m.HelpPage })),
  newsList: () => import('../features/news/news-pages.tsx').then((m) => ({ Component: m.NewsListPage })),
  newsDetail: () => import('../features/news/news-pages.tsx').then((m) => ({ Component: m.NewsDetailPage })),
} satisfies Record<string, Lazy>;

const to = (path: string) => () => path;
/** Redirect that keeps the query (`/help/xrzn?id=5` → `/help/xrzn/hyzc?id=5`). */
const withQuery =
  (path: string) =>
  ({ request }: LoaderFunctionArgs) =>
    path + new URL(request.url).search;

const LOGIN_STYLE: Partial<LayoutFlags> = { header: false, loginHeader: true, sidebar: false, nav: false };
const BARE: Partial<LayoutFlags> = { header: false, footer: false, sidebar: false, nav: false };

export const ROUTES: RouteDef[] = [
  // General
  { index: true, name: 'index', title: '首页', page: pages.home, flags: { categoryMenu: true }, ssr: true },
  { path: '/404', name: '404', title: '页面不存在', page: pages.notFound },
  { path: '/app', name: 'app', title: '手机APP', page: pages.appInstall },
  { path: '/zjbg', name: 'zjbg', title: '质检报告查询', page: pages.qcReports },
  { path: '/noActivity', name: 'noActivity', title: '活动不存在', page: pages.noActivity },
  { path: '/login', name: 'login', title: '用户登录', page: pages.login, flags: { ...LOGIN_STYLE, loadUser: false } },
  { path: '/loading', name: 'loading', title: '页面跳转中', page: pages.loading },
  {
    path: '/loading/activity',
    name: 'loading_activity',
    title: '活动加载中',
    page: pages.loadingActivity,
    // Decided before the page renders: the activity's page while it runs (asked of the server), another
    // page the route table has, or /noActivity; an activity not started yet stays here and says so.
    loader: async ({ request }) => {
      const next = await resolveActivityLink(new URL(request.url).search, pageRoutes);
      return next.kind === 'go' ? redirect(next.to) : next;
    },
  },
  { path: '/jfsc', name: 'jfsc', title: '积分商城', page: pages.pointsMall },
  { path: '/list/other/:id/:name?', name: 'list_other', title: '药品列表', page: pages.list, ssr: true },
  {
    path: '/activity/:url?/:url1?/:url2?',
    redirect: ({ params }) => {
      const query = new URLSearchParams();
      for (const key of ['url', 'url1', 'url2']) if (params[key]) query.set(key, params[key]!);
      return `/loading/activity${query.size ? `?${query}` : ''}`;
    },
  },
  {
    path: '/eleven_index',
    name: 'eleven_index',
    title: '主站',
    page: pages.loading,
    // A full navigation to the main site, which may be another origin.
    loader: () => {
      window.location.assign(getSiteConfig().main_site_url || '/');
      return null;
    },
  },

  // Goods, search and cart
  {
    path: '/list',
    children: [
      { index: true, name: 'list_index', title: '商品列表', page: pages.list, ssr: true },
      { path: 'table', name: 'list_table', title: '商品列表', page: pages.list, ssr: true },
      { path: 'no_image', name: 'list_no_image', title: '商品列表', page: pages.list, ssr: true },
      { path: 'info/:id', name: 'list_info', title: '商品详情', page: pages.goodsDetail, ssr: true },
    ],
  },
  {
    path: '/search',
    children: [
      { index: true, name: 'search_index', title: '搜索结果', page: pages.search, ssr: true },
      { path: 'table', name: 'search_table', title: '搜索结果', page: pages.search, ssr: true },
    ],
  },
  { path: '/cart', name: 'cart_step1', title: '我的购物车', page: pages.cart, flags: { cartStep: 1 } },
  {
    path: '/cart/step2',
    name: 'cart_step2',
    title: '确认订单',
    page: pages.checkoutConfirm,
    flags: { cartStep: 2, search: false },
  },
  {
    path: '/cart/step3/:id',
    name: 'cart_step3',
    title: '支付订单',
    page: pages.checkoutPay,
    flags: { cartStep: 3, search: false },
  },
  { path: '/cart/step4', name: 'cart_step4', title: '支付完成', page: pages.checkoutPaid, flags: { cartStep: 4 } },
  {
    path: '/cart/hm',
    name: 'cart_hm',
    title: '支付订单',
    page: pages.checkoutTransfer,
    flags: { cartStep: 3, search: false },
  },

  // Registration and password
  { path: '/register', redirect: withQuery('/register_index') },
  { path: '/register_index', redirect: withQuery('/register/step1') },
  { path: '/register/step1', name: 'register_step1', title: '注册会员', page: pages.registerStep1 },
  { path: '/register/step2', name: 'register_step2', title: '注册会员', page: pages.registerStep2 },
  { path: '/register/step3', name: 'register_step3', title: '注册会员', page: pages.registerStep3 },
  { path: '/register/wechat', name: 'register_wechat', title: '微信注册', page: pages.registerWechat },
  { path: '/register_dd', redirect: withQuery('/register/dd/step1') },
  {
    path: '/register/dd/step1',
    name: 'register_dd_step1',
    title: '多门店注册',
    flags: LOGIN_STYLE,
    page: pages.registerDdStep1,
  },
  {
    path: '/register/dd/step2',
    name: 'register_dd_step2',
    title: '多门店注册',
    flags: LOGIN_STYLE,
    page: pages.registerDdStep2,
  },
  {
    path: '/register/dd/step3',
    name: 'register_dd_step3',
    title: '多门店注册',
    flags: LOGIN_STYLE,
    page: pages.registerDdStep3,
  },
  { path: '/forget', redirect: withQuery('/forget/step1') },
  { path: '/forget/step1', name: 'forget_step1', title: '忘记密码', page: pages.forgetStep1 },
  { path: '/forget/step2', name: 'forget_step2', title: '重置密码', page: pages.forgetStep2 },
  { path: '/forget/step3', name: 'forget_step3', title: '重置成功', page: pages.forgetStep3 },

  // Account
  {
    path: '/user_hyzx',
    alias: ['/user'],
    name: 'user_hyzx',
    title: '会员中心',
    flags: { loadUser: false },
    page: pages.memberCentre,
  },
  { path: '/zhzx', redirect: to('/basic') },
  { path: '/basic', alias: ['/zhzx/basic'], name: 'basic', title: '基本信息', page: pages.basicInfo },
  { path: '/zzzj', alias: ['/zhzx/zzzj'], name: 'zzzj', title: '资质证件', page: pages.qualifications },
  { path: '/ddgl', name: 'ddgl', title: '多门店管理', page: pages.stores },
  { path: '/bdwx', name: 'bdwx', title: '绑定微信', flags: { loadUser: false }, page: pages.bindWechat },
  { path: '/addr', name: 'addr', title: '收货地址', page: pages.addresses },
  { path: '/fptt', name: 'fptt', title: '发票抬头', page: pages.invoiceProfiles },
  { path: '/wdxx', name: 'wdxx', title: '我的消息', page: pages.messages },
  { path: '/wdqb', name: 'wdqb', title: '我的钱包', page: pages.wallet },
  { path: '/wdqb_yegl', alias: ['/yegl'], name: 'wdqb_yegl', title: '余额管理', page: pages.balance },
  { path: '/wdqb_jfgl', alias: ['/jfgl'], name: 'wdqb_jfgl', title: '积分管理', page: pages.points },
  { path: '/wdqb_yhq', alias: ['/yhq'], name: 'wdqb_yhq', title: '我的优惠券', page: pages.myCoupons },
  { path: '/wdqb_xjq', alias: ['/xjq'], name: 'wdqb_xjq', title: '我的现金券', page: pages.vouchers },
  { path: '/order', name: 'order', title: '我的订单', page: pages.orders },
  { path: '/order/info/:id', name: 'order_info', title: '订单详情', page: pages.orderDetail },
  { path: '/order/returnInfo/:id', name: 'order_return_info', title: '退货详情', page: pages.orderReturn },
  { path: '/order/afterSalesInfo/:id', name: 'order_after_sales_info', title: '售后详情', page: pages.orderAfterSales },
  { path: '/order/wl/:id', redirect: ({ params }) => `/order/info/${params.id}` },
  { path: '/jfdd', name: 'jfdd', title: '积分订单', page: pages.pointsOrders },
  { path: '/cjjl', name: 'cjjl', title: '抽奖记录', page: pages.lotteryRecords },
  // The self-service parent opens on its first service, quick purchase.
  { path: '/zzfw', name: 'zzfw', title: '自助服务', page: pages.quickBuy },
  { path: '/kjcg', name: 'kjcg', title: '快捷采购', page: pages.quickBuy },
  { path: '/pzqg', name: 'pzqg', title: '品种求购', page: pages.purchaseRequests },
  { path: '/pzqg/add', name: 'pzqg_add', title: '新增求购', page: pages.purchaseRequestAdd },
  { path: '/pzqg/info', name: 'pzqg_info', title: '求购详情', page: pages.purchaseRequestInfo },
  { path: '/dzfp', name: 'dzfp', title: '电子发票', page: pages.invoices },
  { path: '/star', name: 'star', title: '我的收藏', page: pages.favorites },
  { path: '/yjfk', name: 'yjfk', title: '意见反馈', page: pages.feedback },
  { path: '/dzht', name: 'dzht', title: '电子合同', page: pages.contract },

  // Zones and promotions
  {
    path: '/yx',
    children: [
      { index: true, name: 'yx_index', title: '包邮专区', page: pages.zone, ssr: true },
      { path: 'table', name: 'yx_table', title: '包邮专区', page: pages.zone, ssr: true },
      { path: 'rule', name: 'yx_rule', title: '优选规则', flags: BARE, page: pages.yxRule },
    ],
  },
  { path: '/yjh/:id?', name: 'yjh', title: '活动专区', page: pages.activity },
  { path: '/Hdzx/:ids/:id?', name: 'hdzx', title: '活动中心', page: pages.activityCentre },
  { path: '/kxzq', name: 'kxzq_list', title: '控销专区', page: pages.zone, ssr: true },
  { path: '/kxzq2', name: 'kxzq2', title: '控销专区', page: pages.zone, ssr: true },
  { path: '/kxzq/new', name: 'kxzq_index', title: '控销专区', page: pages.zone, ssr: true },
  { path: '/kxzq/goods/:url/:ads?', name: 'kxzq_goods', title: '控销专区', page: pages.zone, ssr: true },
  { path: '/qxzq', name: 'qxzq', title: '器械专区', page: pages.zone, ssr: true },
  { path: '/zyyp', name: 'zyyp', title: '中药专区', page: pages.zone, ssr: true },
  { path: '/jxqzc', name: 'jxqzc', title: '近效期专区', page: pages.zone, ssr: true },
  { path: '/jmzq', name: 'jmzq', title: '加盟专区', page: pages.zone, ssr: true },
  {
    path: '/ppzq_index/:page?',
    alias: ['/ppzq/:page?'],
    name: 'ppzq_index',
    title: '品牌专区',
    page: pages.brandIndex,
    ssr: true,
  },
  { path: '/ppzq/info/:id/:page?', name: 'ppzq_info', title: '品牌详情', page: pages.brandInfo, ssr: true },
  { path: '/hb', name: 'hb', title: '满额返现', page: pages.cashback },
  { path: '/welfare', name: 'welfare', title: '全场94折', page: pages.zone, ssr: true },
  { path: '/mrtj', name: 'mrtj', title: '每日特价', page: pages.dailySpecial, ssr: true },
  { path: '/lqzx', name: 'lqzx', title: '领券中心', page: pages.couponCentre },
  { path: '/zhzq', name: 'zhzq', title: '组合购', page: pages.zhzq },

  // Help and news
  { path: '/help/xrzn', redirect: withQuery('/help/xrzn/hyzc') },
  { path: '/help/xrzn/hyzc', name: 'help_hyzc', title: '会员注册', page: pages.help, ssr: true },
  { path: '/help/xrzn/gwzn', name: 'help_gwzn', title: '购物指南', page: pages.help, ssr: true },
  { path: '/help/xrzn/aqgy', name: 'help_aqgy', title: '安全购药', page: pages.help, ssr: true },
  { path: '/help/pay', redirect: withQuery('/help/zfps/ddzf') },
  { path: '/help/zfps/ddzf', name: 'help_ddzf', title: '订单支付', page: pages.help, ssr: true },
  { path: '/help/zfps/hwps', name: 'help_hwps', title: '货物配送', page: pages.help, ssr: true },
  { path: '/help/zfps/ypth', name: 'help_ypth', title: '药品退换', page: pages.help, ssr: true },
  { path: '/help/fwbz', redirect: withQuery('/help/fwbz/wzzz') },
  { path: '/help/fwbz/wzzz', name: 'help_wzzz', title: '网站资质', page: pages.help, ssr: true },
  { path: '/help/fwbz/yhxy', name: 'help_yhxy', title: '用户协议', page: pages.help, ssr: true },
  { path: '/help/fwbz/zskf', name: 'help_zskf', title: '专属客服', page: pages.help, ssr: true },
  { path: '/help/us', redirect: withQuery('/help/us/tsjy') },
  { path: '/help/us/tsjy', name: 'help_tsjy', title: '投诉建议', page: pages.complaint },
  { path: '/help/us/link', name: 'help_link', title: '联系方式', page: pages.help, ssr: true },
  { path: '/news/hy', name: 'news_hy', title: '行业资讯', page: pages.newsList, ssr: true },
  { path: '/news/company', name: 'news_company', title: '公司新闻', page: pages.newsList, ssr: true },
  { path: '/news/info/:id/:type', name: 'news_info', title: '资讯详情', page: pages.newsDetail, ssr: true },

  // Anything else
  { path: '*', redirect: to('/404') },
];

function toRouteObjects(defs: RouteDef[]): RouteObject[] {
  return defs.flatMap((def): RouteObject[] => {
    if ('redirect' in def) {
      const loader = (args: LoaderFunctionArgs) => redirect(def.redirect(args));
      // Never rendered (the loader redirects first); present so the router does not warn about an empty leaf.
      const Component = () => null;
      return [def.index ? { index: true, loader, Component } : { path: def.path, loader, Component }];
    }
    if ('children' in def) return [{ path: def.path, children: toRouteObjects(def.children) }];
    const handle: RouteHandle = {
      name: def.name,
      title: def.title,
      flags: { ...DEFAULT_FLAGS, ...def.flags },
      ...(def.ssr ? { ssr: true } : {}),
    };
    const route = { handle, lazy: antdRoute(def.page), ...(def.loader ? { loader: def.loader } : {}) };
    if (def.index) return [{ index: true, ...route }];
    return [def.path, ...(def.alias ?? [])].map((path) => ({ path, ...route }));
  });
}

export const pageRoutes: RouteObject[] = toRouteObjects(ROUTES);

/** Every named route, for lookups by name (tests, redirects by name). */
export function routeNames(defs: RouteDef[] = ROUTES): string[] {
  return defs.flatMap((def) => ('children' in def ? routeNames(def.children) : 'name' in def ? [def.name] : []));
}
