export { balanceOf, changeBalance } from './ledger.ts';
export { isTopUpTradeNo, rechargeNotice } from './recharge-online.ts';
