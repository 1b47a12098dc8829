export { grantVoucher, reverseVoucher } from './ledger.ts';
export { applyRechargeOffer } from './offers.ts';
export {
  restoreVouchersOnCancel,
  restoreVouchersOnRefund,
  spendVouchersOnOrder,
  voucherPreview,
} from './order-vouchers.ts';
