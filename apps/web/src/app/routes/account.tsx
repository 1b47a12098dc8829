/** Registration and password, the member centre and the account pages. */
import { to, withQuery, LOGIN_STYLE, type Lazy, type RouteDef } from './route-def.ts';

const pages = {
  registerStep1: () =>
    import('../../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterStep1Page })),
  registerStep2: () =>
    import('../../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterStep2Page })),
  registerStep3: () =>
    import('../../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterStep3Page })),
  registerDdStep1: () =>
    import('../../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterDdStep1Page })),
  registerDdStep2: () =>
    import('../../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterDdStep2Page })),
  registerDdStep3: () =>
    import('../../features/register/register-pages.tsx').then((m) => ({ Component: m.RegisterDdStep3Page })),
  registerWechat: () =>
    import('../../features/register/register-wechat-page.tsx').then((m) => ({ Component: m.RegisterWechatPage })),
  forgetStep1: () => import('../../features/register/forget-pages.tsx').then((m) => ({ Component: m.ForgetStep1Page })),
  forgetStep2: () => import('../../features/register/forget-pages.tsx').then((m) => ({ Component: m.ForgetStep2Page })),
  forgetStep3: () => import('../../features/register/forget-pages.tsx').then((m) => ({ Component: m.ForgetStep3Page })),
  orders: () => import('../../features/orders/order-list-page.tsx').then((m) => ({ Component: m.OrderListPage })),
  orderDetail: () =>
    import('../../features/orders/order-detail-page.tsx').then((m) => ({ Component: m.OrderDetailPage })),
  orderReturn: () =>
    import('../../features/orders/after-sales-page.tsx').then((m) => ({ Component: m.ReturnInfoPage })),
  orderAfterSales: () =>
    import('../../features/orders/after-sales-page.tsx').then((m) => ({ Component: m.AfterSalesInfoPage })),
  invoices: () => import('../../features/orders/invoices-page.tsx').then((m) => ({ Component: m.InvoicesPage })),
  wallet: () => import('../../features/wallet/wallet-page.tsx').then((m) => ({ Component: m.WalletPage })),
  balance: () => import('../../features/wallet/balance-page.tsx').then((m) => ({ Component: m.BalancePage })),
  vouchers: () => import('../../features/wallet/voucher-page.tsx').then((m) => ({ Component: m.VoucherPage })),
  myCoupons: () => import('../../features/coupons/my-coupons-page.tsx').then((m) => ({ Component: m.MyCouponsPage })),
  memberCentre: () =>
    import('../../features/account/member-centre-page.tsx').then((m) => ({ Component: m.MemberCentrePage })),
  basicInfo: () => import('../../features/account/basic-page.tsx').then((m) => ({ Component: m.BasicInfoPage })),
  qualifications: () =>
    import('../../features/account/qualifications-page.tsx').then((m) => ({ Component: m.QualificationPage })),
  stores: () => import('../../features/account/stores-page.tsx').then((m) => ({ Component: m.StoresPage })),
  bindWechat: () =>
    import('../../features/account/bind-wechat-page.tsx').then((m) => ({ Component: m.BindWechatPage })),
  addresses: () => import('../../features/account/addresses-page.tsx').then((m) => ({ Component: m.AddressesPage })),
  invoiceProfiles: () =>
    import('../../features/account/invoice-profiles-page.tsx').then((m) => ({ Component: m.InvoiceProfilesPage })),
  messages: () => import('../../features/account/messages-page.tsx').then((m) => ({ Component: m.MessagesPage })),
  contract: () => import('../../features/account/contract-page.tsx').then((m) => ({ Component: m.ContractPage })),
  feedback: () => import('../../features/account/feedback-pages.tsx').then((m) => ({ Component: m.FeedbackPage })),
  purchaseRequests: () =>
    import('../../features/account/purchase-requests-pages.tsx').then((m) => ({ Component: m.PurchaseRequestsPage })),
  purchaseRequestAdd: () =>
    import('../../features/account/purchase-requests-pages.tsx').then((m) => ({ Component: m.PurchaseRequestAddPage })),
  purchaseRequestInfo: () =>
    import('../../features/account/purchase-requests-pages.tsx').then((m) => ({
      Component: m.PurchaseRequestInfoPage,
    })),
  favorites: () => import('../../features/favorites/star-page.tsx').then((m) => ({ Component: m.StarPage })),
  quickBuy: () => import('../../features/quick-buy/quick-buy-page.tsx').then((m) => ({ Component: m.QuickBuyPage })),
} satisfies Record<string, Lazy>;

export const ACCOUNT_ROUTES: RouteDef[] = [
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

  // Member centre and account pages
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
  { path: '/wdqb_yhq', alias: ['/yhq'], name: 'wdqb_yhq', title: '我的优惠券', page: pages.myCoupons },
  { path: '/wdqb_xjq', alias: ['/xjq'], name: 'wdqb_xjq', title: '我的现金券', page: pages.vouchers },
  { path: '/order', name: 'order', title: '我的订单', page: pages.orders },
  { path: '/order/info/:id', name: 'order_info', title: '订单详情', page: pages.orderDetail },
  { path: '/order/returnInfo/:id', name: 'order_return_info', title: '退货详情', page: pages.orderReturn },
  { path: '/order/afterSalesInfo/:id', name: 'order_after_sales_info', title: '售后详情', page: pages.orderAfterSales },
  { path: '/order/wl/:id', redirect: ({ params }) => `/order/info/${params.id}` },
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
];
