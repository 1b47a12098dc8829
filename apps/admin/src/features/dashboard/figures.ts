import type { Dashboard } from '@store/shared/api/dashboard';
import { DASHBOARD_FIGURES } from '@store/shared/api/dashboard';
import type { Permission } from '@store/shared/api/staff';

/** One figure card: its words, the queue it opens, and what it reads from the answer. */
export type Figure = {
  key: string;
  title: string;
  /** The console path of the figure's queue (below /admin). */
  to: string;
  permission: Permission;
  value: (board: Dashboard) => number | undefined;
  money?: boolean;
  /** A waiting queue is drawn in the warning colour while it is not empty. */
  waiting?: boolean;
  /** Counted up to the answer's `count_cap`: past it the card shows "10000+". */
  capped?: boolean;
  note?: (board: Dashboard) => string | undefined;
  hint?: string;
};

const sales = DASHBOARD_FIGURES.sales;

export const SALES_FIGURES: Figure[] = [
  {
    key: 'today-orders',
    title: '今日订单',
    to: '/orders',
    permission: sales,
    value: (b) => b.sales?.today.orders,
    hint: '今日下单、未取消的订单',
  },
  {
    key: 'today-gmv',
    title: '今日成交额',
    to: '/orders',
    permission: sales,
    value: (b) => b.sales?.today.gmv,
    money: true,
    hint: '今日付款（含转账确认）的订单金额，已取消的不计',
  },
  {
    key: 'month-orders',
    title: '本月订单',
    to: '/orders',
    permission: sales,
    value: (b) => b.sales?.month.orders,
  },
  {
    key: 'month-gmv',
    title: '本月成交额',
    to: '/orders',
    permission: sales,
    value: (b) => b.sales?.month.gmv,
    money: true,
  },
];

export const QUEUE_FIGURES: Figure[] = [
  {
    key: 'buyers_to_review',
    title: '待审核采购商',
    to: '/buyers/review',
    permission: DASHBOARD_FIGURES.buyers_to_review,
    value: (b) => b.queues.buyers_to_review,
    waiting: true,
  },
  {
    key: 'orders_to_ship',
    title: '待发货',
    to: '/orders?tab=pending_shipment',
    permission: DASHBOARD_FIGURES.orders_to_ship,
    value: (b) => b.queues.orders_to_ship,
    waiting: true,
    capped: true,
  },
  {
    key: 'transfers_to_confirm',
    title: '待确认转账',
    to: '/orders?tab=awaiting_transfer',
    permission: DASHBOARD_FIGURES.transfers_to_confirm,
    value: (b) => b.queues.transfers_to_confirm,
    waiting: true,
    capped: true,
  },
  {
    key: 'aftersales_pending',
    title: '售后待处理',
    to: '/aftersales',
    permission: DASHBOARD_FIGURES.aftersales_pending,
    value: (b) => b.queues.aftersales_pending,
    waiting: true,
  },
  {
    key: 'licences_expiring',
    title: '30 天内到期证照',
    to: '/buyers?licence=expiring',
    permission: DASHBOARD_FIGURES.licences_expiring,
    value: (b) => b.queues.licences_expiring?.licences,
    note: (b) => {
      const buyers = b.queues.licences_expiring?.buyers;
      return buyers ? `涉及 ${buyers} 家采购商` : undefined;
    },
    waiting: true,
  },
];

/** The figures this staff member's role opens (the server answers no others). */
export const figuresFor = (figures: Figure[], permissions: readonly Permission[]) =>
  figures.filter((figure) => permissions.includes(figure.permission));
