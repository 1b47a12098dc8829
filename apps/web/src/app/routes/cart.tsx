/** The cart and the checkout steps (确认订单, 支付, 对公转账, 支付完成). */
import type { Lazy, RouteDef } from './route-def.ts';

const pages = {
  cart: () => import('../../features/cart/cart-page.tsx').then((m) => ({ Component: m.CartPage })),
  checkoutConfirm: () => import('../../features/checkout/confirm-page.tsx').then((m) => ({ Component: m.ConfirmPage })),
  checkoutPay: () => import('../../features/checkout/pay-page.tsx').then((m) => ({ Component: m.PayPage })),
  checkoutTransfer: () =>
    import('../../features/checkout/transfer-page.tsx').then((m) => ({ Component: m.TransferPage })),
  checkoutPaid: () => import('../../features/checkout/paid-page.tsx').then((m) => ({ Component: m.PaidPage })),
} satisfies Record<string, Lazy>;

export const CART_ROUTES: RouteDef[] = [
  // Cart and checkout
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
];
