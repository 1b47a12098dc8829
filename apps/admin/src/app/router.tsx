import { createBrowserRouter } from 'react-router';
import { ConsoleShell } from './shell.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * Every console path, below the /admin basename. Screens load lazily, so the login page does not carry them;
 * each screen's menu entry lives in menu.ts under the permission it needs.
 */
export const router = createBrowserRouter(
  [
    {
      path: '/login',
      lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
    },
    {
      Component: ConsoleShell,
      children: [
        {
          index: true,
          lazy: () => import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
        },
        {
          path: 'buyers',
          lazy: () => import('../features/buyers/buyers-page.tsx').then((m) => ({ Component: m.BuyersPage })),
        },
        {
          path: 'buyers/:id',
          lazy: () => import('../features/buyers/buyer-page.tsx').then((m) => ({ Component: m.BuyerPage })),
        },
        {
          path: 'buyers/review',
          lazy: () => import('../features/buyers/review-page.tsx').then((m) => ({ Component: m.ReviewPage })),
        },
        {
          path: 'orders',
          lazy: () => import('../features/orders/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })),
        },
        {
          path: 'orders/bulk-ship',
          lazy: () => import('../features/orders/bulk-ship-page.tsx').then((m) => ({ Component: m.BulkShipPage })),
        },
        {
          path: 'orders/:id',
          lazy: () =>
            import('../features/orders/order-detail-page.tsx').then((m) => ({ Component: m.OrderDetailPage })),
        },
        {
          path: 'aftersales',
          lazy: () => import('../features/orders/after-sales-page.tsx').then((m) => ({ Component: m.AfterSalesPage })),
        },
        {
          path: 'invoices',
          lazy: () => import('../features/orders/invoices-page.tsx').then((m) => ({ Component: m.InvoicesPage })),
        },
        {
          path: 'goods',
          lazy: () => import('../features/goods/goods-list-page.tsx').then((m) => ({ Component: m.GoodsListPage })),
        },
        {
          path: 'goods/taxonomy',
          lazy: () => import('../features/goods/taxonomy-page.tsx').then((m) => ({ Component: m.TaxonomyPage })),
        },
        {
          path: 'goods/:id',
          lazy: () => import('./goods-with-stock.tsx').then((m) => ({ Component: m.GoodsPageWithStock })),
        },
        {
          path: 'stock',
          lazy: () => import('../features/stock/stock-page.tsx').then((m) => ({ Component: m.StockPage })),
        },
        {
          path: 'stock/goods/:id',
          lazy: () => import('../features/stock/goods-stock-page.tsx').then((m) => ({ Component: m.GoodsStockPage })),
        },
        {
          path: 'finance/recharges',
          lazy: () => import('../features/finance/recharges-page.tsx').then((m) => ({ Component: m.RechargesPage })),
        },
        {
          path: 'promotions/recharge-offers',
          lazy: () =>
            import('../features/promotions/recharge-offers-page.tsx').then((m) => ({
              Component: m.RechargeOffersPage,
            })),
        },
        {
          path: 'promotions/cash-coupons',
          lazy: () =>
            import('../features/promotions/cash-coupons-page.tsx').then((m) => ({ Component: m.CashCouponsPage })),
        },
        {
          path: 'promotions/ads',
          lazy: () => import('../features/ads/ads-page.tsx').then((m) => ({ Component: m.AdsPage })),
        },
        {
          path: 'promotions/cashback',
          lazy: () => import('../features/cashback/cashback-page.tsx').then((m) => ({ Component: m.CashbackPage })),
        },
        {
          path: 'promotions/mall',
          lazy: () => import('../features/mall/mall-goods-page.tsx').then((m) => ({ Component: m.MallGoodsPage })),
        },
        {
          path: 'orders/points',
          lazy: () =>
            import('../features/mall/points-orders-page.tsx').then((m) => ({ Component: m.PointsOrdersAdminPage })),
        },
        {
          path: 'content/nav',
          lazy: () => import('../features/site-nav/nav-page.tsx').then((m) => ({ Component: m.NavPage })),
        },
        {
          path: 'content/hot-words',
          lazy: () => import('../features/site-nav/hot-words-page.tsx').then((m) => ({ Component: m.HotWordsPage })),
        },
        {
          path: 'content/floors',
          lazy: () => import('../features/floors/floors-page.tsx').then((m) => ({ Component: m.FloorsPage })),
        },
        {
          path: 'promotions/packages',
          lazy: () => import('../features/packages/packages-page.tsx').then((m) => ({ Component: m.PackagesPage })),
        },
        {
          path: 'promotions/welfare',
          lazy: () => import('../features/packages/welfare-page.tsx').then((m) => ({ Component: m.WelfarePage })),
        },
        {
          path: 'promotions/lottery',
          lazy: () => import('../features/lottery/lottery-page.tsx').then((m) => ({ Component: m.LotteryPage })),
        },
        {
          path: 'promotions/activities',
          lazy: () =>
            import('../features/activities/activities-page.tsx').then((m) => ({ Component: m.ActivitiesPage })),
        },
        {
          path: 'promotions/activity-taps',
          lazy: () =>
            import('../features/activities/activity-taps-page.tsx').then((m) => ({ Component: m.ActivityTapsPage })),
        },
        {
          path: 'promotions/coupons',
          lazy: () => import('../features/coupons/coupons-page.tsx').then((m) => ({ Component: m.CouponsPage })),
        },
        {
          path: 'content/help',
          lazy: () => import('../features/content/content-pages.tsx').then((m) => ({ Component: m.HelpContentPage })),
        },
        {
          path: 'content/news',
          lazy: () => import('../features/content/content-pages.tsx').then((m) => ({ Component: m.NewsContentPage })),
        },
        {
          path: 'staff',
          lazy: () => import('../features/staff/staff-page.tsx').then((m) => ({ Component: m.StaffPage })),
        },
        {
          path: 'audit',
          lazy: () => import('../features/audit/audit-page.tsx').then((m) => ({ Component: m.AuditPage })),
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ],
  { basename: '/admin' },
);
