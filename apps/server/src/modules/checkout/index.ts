export { isOrderTradeNo, orderPaymentNotice } from './notify.ts';
