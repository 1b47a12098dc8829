/** Points: the points mall, the points ledger, points orders and lottery records. */
import type { Lazy, RouteDef } from './route-def.ts';

const pages = {
  lotteryRecords: () =>
    import('../../features/lottery/lottery-records-page.tsx').then((m) => ({ Component: m.LotteryRecordsPage })),
  points: () => import('../../features/wallet/points-page.tsx').then((m) => ({ Component: m.PointsPage })),
  pointsMall: () => import('../../features/points-mall/mall-page.tsx').then((m) => ({ Component: m.PointsMallPage })),
  pointsOrders: () =>
    import('../../features/points-mall/points-orders-page.tsx').then((m) => ({ Component: m.PointsOrdersPage })),
} satisfies Record<string, Lazy>;

export const POINTS_ROUTES: RouteDef[] = [
  { path: '/jfsc', name: 'jfsc', title: '积分商城', page: pages.pointsMall },
  { path: '/wdqb_jfgl', alias: ['/jfgl'], name: 'wdqb_jfgl', title: '积分管理', page: pages.points },
  { path: '/jfdd', name: 'jfdd', title: '积分订单', page: pages.pointsOrders },
  { path: '/cjjl', name: 'cjjl', title: '抽奖记录', page: pages.lotteryRecords },
];
