import { OrderRefusal } from '@store/shared/codes';
import type { RechargeAnswer } from '@store/shared/api/wallet';
import { yuanToFen } from '@store/shared/rules/money';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { PaymentGateway, PaymentStart, VerifiedNotice } from '../../lib/payment/gateway.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { notifyUrlOf, publicUrlOf } from '../../lib/payment/public-url.ts';
import { creditRecharge, presentRecharge } from './recharge.ts';
import * as repo from './recharge-repo.ts';

/** How long the gateway keeps an online top-up open; then it closes the trade and so do we. */
export const ONLINE_RECHARGE_TTL_MS = 2 * 3_600_000;

/**
 * userRecharge: a top-up paid online. The request is written first (its out_trade_no is the gateway's
 * reference), then the gateway is asked, outside any transaction, for its cashier or QR code. Nothing is
 * credited here: only the gateway's verified notification does that (`rechargeNotice`).
 */
export async function requestOnlineRecharge(
  db: Db,
  config: Config,
  gateways: PaymentGateways,
  userId: number,
  body: { amount: number; gateway?: string | undefined },
): Promise<RechargeAnswer> {
  const gateway = gateways.get(body.gateway ?? gateways.first.name);
  // A name this store does not run is bad input, not an outage; the message never repeats it.
  if (!gateway) throw invalid({ gateway: ['支付渠道取值不正确'] });
  const row = await db.transaction((tx) =>
    repo.insertOnlineRecharge(tx, {
      userId,
      amountFen: yuanToFen(body.amount),
      gateway: gateway.name,
      expiresAt: new Date(Date.now() + ONLINE_RECHARGE_TTL_MS),
    }),
  );
  const start = await repo.saveRechargeStart(db, row.id, await startAt(config, gateway, row));
  return {
    ...presentRecharge(row, gateways),
    redirect_url: start.kind === 'redirect' ? start.url : null,
    qr_code_url: start.kind === 'qr' ? start.codeUrl : null,
  };
}

async function startAt(config: Config, gateway: PaymentGateway, row: repo.RechargeRecord): Promise<PaymentStart> {
  const base = publicUrlOf(config);
  try {
    return await gateway.start({
      outTradeNo: row.outTradeNo!,
      amountFen: row.amountFen,
      subject: `余额充值 ${row.outTradeNo}`,
      returnUrl: `${base}/yegl?recharge=${row.id}`,
      notifyUrl: notifyUrlOf(config, gateway.name),
      expiresAt: row.expiresAt!,
    });
  } catch (error) {
    // The top-up stays pending and unpaid; the hourly sweep closes it with the others past their time.
    const refusal = new AppError(OrderRefusal.GATEWAY_UNAVAILABLE, gateway.title);
    refusal.cause = error;
    throw refusal;
  }
}

export type RechargeNoticeOutcome = 'paid' | 'closed' | 'replay' | 'pending' | 'amount_mismatch' | 'unknown_trade';

/** A top-up's out_trade_no is its reference (`rechargeRefOf`): 'CZ', the id and a check digit. */
export const isTopUpTradeNo = (outTradeNo: string) => /^CZ\d+$/.test(outTradeNo);

/**
 * A verified notice about one of our online top-ups through `gateway`. Only the amount it was opened
 * with counts. Paid: the top-up is marked paid and the balance credited in one transaction, once — a
 * replay, or two notices racing, find it paid and credit nothing. Closed: the top-up is closed.
 */
export async function rechargeNotice(db: Db, gateway: string, notice: VerifiedNotice): Promise<RechargeNoticeOutcome> {
  const recharge = await repo.onlineRechargeByTradeNo(db, gateway, notice.outTradeNo);
  if (!recharge) return 'unknown_trade';
  if (notice.amountFen !== recharge.amountFen) return 'amount_mismatch';
  if (notice.state === 'pending') return 'pending';
  if (notice.state === 'closed')
    return (await repo.closeOnlineRecharges(db, { id: recharge.id })) ? 'closed' : 'replay';
  return db.transaction(async (tx) => {
    const paid = await repo.claimOnlinePaid(tx, recharge.id, notice.tradeNo);
    if (!paid) return 'replay';
    await creditRecharge(tx, paid);
    return 'paid';
  });
}

/** Hourly: online top-ups past their time were closed by their gateway; they are closed here too. */
export const closeStaleRecharges = (db: Db, now = new Date()) => repo.closeOnlineRecharges(db, { before: now });
