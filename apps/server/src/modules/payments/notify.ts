import type { Db } from '../../db/client.ts';
import type { IncomingNotification, NotifyAnswer, PaymentGateway, VerifiedNotice } from '../../lib/payment/gateway.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { isOrderTradeNo, orderPaymentNotice } from '../checkout/index.ts';
import type { FollowUpReport } from '../online-payments/index.ts';
import { isTopUpTradeNo, rechargeNotice } from '../wallet/index.ts';

/** What became of a notice: the log says it; the gateway is told only accepted or rejected. */
export type NoticeOutcome =
  'paid' | 'refunding' | 'closed' | 'replay' | 'pending' | 'unknown_trade' | 'amount_mismatch' | 'unverified';

export type NotifyResult = {
  answer: NotifyAnswer;
  outcome: NoticeOutcome;
  notice?: VerifiedNotice;
  followUp?: FollowUpReport;
};

type Settled = { outcome: Exclude<NoticeOutcome, 'unverified'>; followUp?: FollowUpReport };

/**
 * POST /api/pay/notify/{gateway}. Only a notice the gateway's own signature vouches for counts; it goes
 * to the order payment or the online top-up its trade number belongs to, which checks the amount, marks
 * it paid once (a replay changes nothing) or sends late money back. A notice about a trade we do not
 * know, or with another amount, is refused (the gateway retries, and the log says so).
 */
export async function handleNotification(
  db: Db,
  gateways: PaymentGateways,
  gateway: PaymentGateway,
  incoming: IncomingNotification,
): Promise<NotifyResult> {
  const notice = await gateway.verifyNotification(incoming);
  if (!notice) return { answer: gateway.rejected, outcome: 'unverified' };
  const { outcome, followUp } = await settle(db, gateways, gateway, notice);
  const refused = outcome === 'unknown_trade' || outcome === 'amount_mismatch';
  return { answer: refused ? gateway.rejected : gateway.acknowledged, outcome, notice, ...(followUp && { followUp }) };
}

/**
 * Who owns a trade, by its out_trade_no: each module that opens trades says what its numbers look like
 * (an order payment: the order number, which starts with the day; a top-up: 'CZ'). One owner is asked,
 * never one after another, so a top-up is not found by failing an order lookup, and a number no owner
 * makes is refused without a query.
 */
function settle(db: Db, gateways: PaymentGateways, gateway: PaymentGateway, notice: VerifiedNotice): Promise<Settled> {
  if (isOrderTradeNo(notice.outTradeNo)) return orderPaymentNotice(db, gateways, gateway, notice);
  if (isTopUpTradeNo(notice.outTradeNo))
    return rechargeNotice(db, gateway.name, notice).then((outcome) => ({ outcome }));
  return Promise.resolve({ outcome: 'unknown_trade' });
}
