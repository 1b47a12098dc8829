export { isOrderTradeNo, orderPaymentNotice } from './notify.ts';
export { type FollowUpReport } from './gateway-follow-up.ts';
