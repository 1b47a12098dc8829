import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Online payment gateways (Alipay, WeChat Pay, UnionPay) behind one interface. The store creates a
 * payment and sends the buyer to `cashierUrl`; the gateway later POSTs a signed notification to
 * `/api/pay/notify/{name}`, which is the only thing that marks an order paid. A real adapter plugs in
 * by configuration (PAYMENT_GATEWAY) with its own keys and signature scheme.
 */
export type GatewayNotification = {
  out_trade_no: string;
  trade_no: string;
  /** Yuan with 2 decimals, as gateways send it. */
  total_amount: string;
  trade_status: 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  notify_time: string;
  sign: string;
};

export interface PaymentGateway {
  readonly name: string;
  readonly title: string;
  /** Where the buyer's browser goes to pay. */
  cashierUrl(payment: { outTradeNo: string; amountFen: number; subject: string; returnUrl: string }): string;
  /** Whether a notification really comes from the gateway. */
  verify(notification: Record<string, string>): boolean;
  /** The body the gateway expects back when the notification has been handled (it retries otherwise). */
  readonly ack: string;
  /**
   * Sends money of a paid trade back to the payer. `refundNo` is ours and makes a retried refund a
   * no-op at the gateway; the answer is the gateway's refund id.
   */
  refund(request: { outTradeNo: string; tradeNo: string; refundNo: string; amountFen: number }): Promise<{ refundId: string }>;
}

/** Signs sorted `key=value` pairs (sign excluded) with HMAC-SHA256, the way Alipay-style gateways sign. */
export function signParams(params: Record<string, string>, secret: string): string {
  const text = Object.keys(params).filter((k) => k !== 'sign' && params[k] !== '').sort().map((k) => `${k}=${params[k]}`).join('&');
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function verifySignature(params: Record<string, string>, secret: string): boolean {
  if (typeof params.sign !== 'string' || !/^[0-9a-f]{64}$/.test(params.sign)) return false;
  return timingSafeEqual(Buffer.from(params.sign, 'hex'), Buffer.from(signParams(params, secret), 'hex'));
}

/**
 * The built-in sandbox gateway: its cashier page is served by this app (modules/checkout/sandbox.ts)
 * and, when the buyer confirms, it POSTs a signed notification to the notify URL exactly as a real
 * gateway would, then sends the browser back to the store.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly title = '在线支付（沙箱）';
  readonly ack = 'success';
  constructor(private readonly secret: string) {}

  cashierUrl(payment: { outTradeNo: string; amountFen: number; subject: string; returnUrl: string }): string {
    const params = { out_trade_no: payment.outTradeNo, total_amount: (payment.amountFen / 100).toFixed(2), subject: payment.subject, return_url: payment.returnUrl };
    const query = new URLSearchParams({ ...params, sign: signParams(params, this.secret) });
    return `/api/pay/sandbox/cashier?${query}`;
  }

  verify(notification: Record<string, string>): boolean {
    return verifySignature(notification, this.secret);
  }

  /** The sandbox accepts any refund of a trade it paid, as a real gateway does for a valid request. */
  async refund(request: { outTradeNo: string; tradeNo: string; refundNo: string; amountFen: number }): Promise<{ refundId: string }> {
    if (!request.tradeNo || !Number.isSafeInteger(request.amountFen) || request.amountFen <= 0) throw new Error('sandbox refund: bad request');
    return { refundId: `SANDBOXR${createHmac('sha256', this.secret).update(request.refundNo).digest('hex').slice(0, 16)}` };
  }

  /** What the sandbox sends when the buyer pays at its cashier. */
  notification(outTradeNo: string, totalAmount: string, tradeNo: string): GatewayNotification {
    const params = { out_trade_no: outTradeNo, trade_no: tradeNo, total_amount: totalAmount, trade_status: 'TRADE_SUCCESS' as const, notify_time: new Date().toISOString() };
    return { ...params, sign: signParams(params, this.secret) };
  }

  signedParams(params: Record<string, string>): boolean {
    return verifySignature(params, this.secret);
  }
}

export function createPaymentGateway(name: 'sandbox', secret: string): SandboxGateway {
  if (name !== 'sandbox') throw new Error(`unknown payment gateway ${name}`);
  return new SandboxGateway(secret);
}
