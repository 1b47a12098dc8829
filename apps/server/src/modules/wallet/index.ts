export { isTopUpTradeNo, rechargeNotice } from './recharge-online.ts';
