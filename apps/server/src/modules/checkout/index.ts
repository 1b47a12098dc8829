export { followUpPayments, type FollowUpReport } from './gateway-follow-up.ts';
export { isOrderTradeNo, orderPaymentNotice } from './notify.ts';
export { queueOnlineRefund, retireOnlinePayment } from './payments-repo.ts';
