/**
 * Online payment gateways (Alipay, WeChat Pay, the development sandbox) behind one interface.
 *
 * The store opens a payment (`start`) and sends the buyer to the gateway (a cashier URL, or a QR code
 * the buyer scans). The gateway later POSTs a signed notification to `/api/pay/notify/{name}`; only a
 * notification that `verifyNotification` accepts can mark an order paid. Money is never taken from
 * what the browser says.
 *
 * Every adapter is tested on its signing, verification and parsing with keys the tests generate; the
 * network calls (`query`, `close`, `refund`, and `start` where the gateway must be asked first) go
 * through the gateway's own SDK or HTTPS API and are not reachable from the test machines.
 */

/** How the buyer pays: a page of the gateway's, or a code to scan (WeChat Pay native). */
export type PaymentStart = { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string };

export type StartRequest = {
  /** Ours, unique per payment attempt: `{order_no}-{n}`. */
  outTradeNo: string;
  amountFen: number;
  subject: string;
  /** Absolute URL the buyer's browser returns to after paying (where the gateway supports one). */
  returnUrl: string;
  /** Absolute URL of `/api/pay/notify/{name}`. */
  notifyUrl: string;
  /** The order's payment deadline: the gateway closes the trade by itself after it. */
  expiresAt: Date;
};

/** A notification exactly as it arrived: the signature covers the raw bytes, so nothing is re-encoded. */
export type IncomingNotification = {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
};

/** What a verified notification says about one trade. */
export type VerifiedNotice = {
  outTradeNo: string;
  /** The gateway's trade id. */
  tradeNo: string;
  amountFen: number;
  /**
   * 'paid': the money arrived (TRADE_SUCCESS / TRADE_FINISHED / SUCCESS); 'closed': it never will;
   * 'pending': a state the store has nothing to do about yet (acknowledged and ignored).
   */
  state: 'paid' | 'closed' | 'pending';
};

/** The state of a trade as the gateway reports it when asked. */
export type TradeQuery = {
  state: 'paid' | 'pending' | 'closed' | 'refunded' | 'not_found';
  tradeNo?: string;
  amountFen?: number;
};

/** The HTTP answer a gateway expects to a notification (it retries until it gets the success one). */
export type NotifyAnswer = { status: number; contentType: string; body: string };

/** A refund of (part of) a paid trade, as every gateway is asked for it. */
export type RefundRequest = {
  outTradeNo: string;
  tradeNo: string;
  refundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
};

export interface PaymentGateway {
  /** Path segment and `payments.gateway` value: 'sandbox', 'alipay', 'wechatpay'. */
  readonly name: string;
  /** Shown to the buyer: '支付宝', '微信支付', '在线支付（沙箱）'. */
  readonly title: string;
  /** A development stand-in that moves no real money: production refuses to start with it. */
  readonly standIn: boolean;

  start(request: StartRequest): Promise<PaymentStart>;

  /** The notice when the signature is the gateway's and the body parses; undefined otherwise. */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotice | undefined>;
  /** What to answer once a verified notification has been handled (or was a harmless replay). */
  readonly acknowledged: NotifyAnswer;
  /** What to answer to a notification that failed verification or could not be handled. */
  readonly rejected: NotifyAnswer;

  query(outTradeNo: string): Promise<TradeQuery>;
  /** Closes a trade that has not been paid; closing an unknown or already closed trade is not an error. */
  close(outTradeNo: string): Promise<void>;
  /**
   * Sends money of a paid trade back to the payer. `refundNo` is ours and makes a retried refund a
   * no-op at the gateway; `totalFen` is the trade's amount (WeChat Pay asks for it). Answers the
   * gateway's refund id.
   */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}
