export { followUpPayments, type FollowUpReport } from './follow-up.ts';
export { takeLateMoney } from './late-money.ts';
export {
  claimPaid,
  countPayments,
  insertOnlinePayment,
  markClosed,
  onlinePaymentByTradeNo,
  type Payment,
  paymentById,
  pendingOnlinePayment,
  queueOnlineRefund,
  retireOnlinePayment,
  saveStart,
} from './repo.ts';
