import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { yuanToFen } from '@store/shared/rules/money';
import type {
  IncomingNotification,
  NotifyAnswer,
  PaymentGateway,
  PaymentStart,
  StartRequest,
  TradeQuery,
  VerifiedNotice,
  RefundRequest,
} from './gateway.ts';

/** Signs sorted `key=value` pairs (sign excluded) with HMAC-SHA256, the way Alipay-style gateways sign. */
export function signParams(params: Record<string, string>, secret: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function verifySignature(params: Record<string, string>, secret: string): boolean {
  if (typeof params.sign !== 'string' || !/^[0-9a-f]{64}$/.test(params.sign)) return false;
  return timingSafeEqual(Buffer.from(params.sign, 'hex'), Buffer.from(signParams(params, secret), 'hex'));
}

/** A trade as the sandbox keeps it: what a real gateway holds on its side. */
export type SandboxTrade = StartRequest & {
  state: 'pending' | 'paid' | 'closed';
  tradeNo?: string;
  /** refundNo → refund id and amount: a refund asked again with the same number is the same refund. */
  refunds: Map<string, { refundId: string; amountFen: number }>;
};

const CASHIER_FIELDS = ['out_trade_no', 'total_amount', 'subject', 'return_url'] as const;
const yuan = (fen: number) => (fen / 100).toFixed(2);
/** Only the store's own pages: the sandbox never redirects or posts off-site. */
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://store.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * The built-in development gateway. It keeps its trades in memory (a restart forgets them, as a
 * sandbox may), serves its cashier page through this app (modules/checkout/sandbox.ts, registered in
 * development and test only) and, when the buyer pays there, sends a form-encoded notification signed
 * with PAYMENT_GATEWAY_SECRET to the store's notify URL, exactly as Alipay does. A closed trade can no
 * longer be paid; a refund needs a paid trade and never exceeds what was paid.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name: string = 'sandbox';
  readonly title: string = '在线支付（沙箱）';
  readonly standIn: boolean = true;
  readonly acknowledged: NotifyAnswer = { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' };
  readonly rejected: NotifyAnswer = { status: 400, contentType: 'text/plain; charset=utf-8', body: 'fail' };
  private readonly trades = new Map<string, SandboxTrade>();

  constructor(private readonly secret: string) {}

  /** Opening the same out_trade_no again answers the same cashier, as real gateways do. */
  async start(request: StartRequest): Promise<PaymentStart> {
    const known = this.trades.get(request.outTradeNo);
    if (known && (known.state === 'closed' || known.amountFen !== request.amountFen))
      throw new Error(`sandbox: trade ${request.outTradeNo} is closed or has another amount`);
    if (!known) {
      this.trades.set(request.outTradeNo, {
        ...request,
        returnUrl: pathOf(request.returnUrl),
        notifyUrl: pathOf(request.notifyUrl),
        state: 'pending',
        refunds: new Map(),
      });
    }
    const trade = this.trades.get(request.outTradeNo)!;
    const params = {
      out_trade_no: trade.outTradeNo,
      total_amount: yuan(trade.amountFen),
      subject: trade.subject,
      return_url: trade.returnUrl,
    };
    return {
      kind: 'redirect',
      url: `/api/pay/sandbox/cashier?${new URLSearchParams({ ...params, sign: signParams(params, this.secret) })}`,
    };
  }

  /** The cashier's request as the sandbox issued it (signed), or undefined. */
  cashierRequest(query: Record<string, unknown>): { trade: SandboxTrade; sign: string } | undefined {
    const params = Object.fromEntries(CASHIER_FIELDS.map((k) => [k, String(query[k] ?? '')]));
    if (!verifySignature({ ...params, sign: String(query.sign ?? '') }, this.secret)) return undefined;
    const trade = this.trades.get(params.out_trade_no ?? '');
    return trade && { trade, sign: String(query.sign) };
  }

  /**
   * The buyer pays at the cashier: the trade becomes paid and the answer is the notification's body,
   * form-encoded and signed. Paying a paid trade again answers the same notice; a closed or expired
   * trade cannot be paid.
   */
  pay(outTradeNo: string): { notifyUrl: string; returnUrl: string; rawBody: string } {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`sandbox: unknown trade ${outTradeNo}`);
    if (trade.state === 'pending' && trade.expiresAt.getTime() <= Date.now()) trade.state = 'closed';
    if (trade.state === 'closed') throw new Error(`sandbox: trade ${outTradeNo} is closed`);
    if (trade.state === 'pending') {
      trade.state = 'paid';
      trade.tradeNo = `SANDBOX${Date.now()}${randomBytes(4).toString('hex')}`;
    }
    return {
      notifyUrl: trade.notifyUrl,
      returnUrl: trade.returnUrl,
      rawBody: this.notificationBody(trade, 'TRADE_SUCCESS'),
    };
  }

  /** A signed form-encoded notification about a trade (what the sandbox posts, and sends again on retry). */
  notificationBody(
    trade: Pick<SandboxTrade, 'outTradeNo' | 'amountFen' | 'tradeNo'>,
    status: 'TRADE_SUCCESS' | 'TRADE_CLOSED',
    secret = this.secret,
  ): string {
    const params = {
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo ?? '',
      total_amount: yuan(trade.amountFen),
      trade_status: status,
      notify_time: new Date().toISOString(),
    };
    return new URLSearchParams({ ...params, sign: signParams(params, secret) }).toString();
  }

  trade(outTradeNo: string): SandboxTrade | undefined {
    return this.trades.get(outTradeNo);
  }

  async verifyNotification({ rawBody }: IncomingNotification): Promise<VerifiedNotice | undefined> {
    const params = Object.fromEntries(new URLSearchParams(rawBody));
    if (!verifySignature(params, this.secret)) return undefined;
    const total = params.total_amount;
    if (!params.out_trade_no || !params.trade_no || !total || !/^\d+(\.\d{1,2})?$/.test(total)) return undefined;
    const state =
      params.trade_status === 'TRADE_SUCCESS' ? 'paid' : params.trade_status === 'TRADE_CLOSED' ? 'closed' : 'pending';
    return {
      outTradeNo: params.out_trade_no,
      tradeNo: params.trade_no,
      amountFen: yuanToFen(total),
      state,
    };
  }

  async query(outTradeNo: string): Promise<TradeQuery> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) return { state: 'not_found' };
    const refunded = [...trade.refunds.values()].reduce((sum, r) => sum + r.amountFen, 0);
    const state = trade.state === 'paid' && refunded >= trade.amountFen ? 'refunded' : trade.state;
    return { state, tradeNo: trade.tradeNo, amountFen: trade.amountFen };
  }

  /** Closing a paid trade is refused, as Alipay refuses it (ACQ.TRADE_STATUS_ERROR): its money is there. */
  async close(outTradeNo: string): Promise<void> {
    const trade = this.trades.get(outTradeNo);
    if (!trade || trade.state === 'closed') return;
    if (trade.state === 'paid') throw new Error(`sandbox: trade ${outTradeNo} is paid and cannot be closed`);
    trade.state = 'closed';
  }

  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const trade = this.trades.get(request.outTradeNo);
    if (!trade || trade.state !== 'paid' || trade.tradeNo !== request.tradeNo)
      throw new Error(`sandbox refund: no paid trade ${request.outTradeNo}`);
    const done = trade.refunds.get(request.refundNo);
    if (done) return { refundId: done.refundId };
    const refunded = [...trade.refunds.values()].reduce((sum, r) => sum + r.amountFen, 0);
    if (
      !Number.isSafeInteger(request.amountFen) ||
      request.amountFen <= 0 ||
      refunded + request.amountFen > trade.amountFen ||
      request.totalFen !== trade.amountFen
    ) {
      throw new Error(`sandbox refund: bad amount for ${request.outTradeNo}`);
    }
    const refundId = `SANDBOXR${createHmac('sha256', this.secret).update(request.refundNo).digest('hex').slice(0, 16)}`;
    trade.refunds.set(request.refundNo, { refundId, amountFen: request.amountFen });
    return { refundId };
  }
}
