import type { AlipaySdk, AlipaySdkCommonResult } from 'alipay-sdk';
import { yuanToFen } from '@store/shared/rules/money';
import type { Config } from '../../config.ts';
import type {
  IncomingNotification,
  PaymentGateway,
  PaymentStart,
  StartRequest,
  TradeQuery,
  VerifiedNotice,
  RefundRequest,
} from './gateway.ts';
import {
  beijingTime,
  keyFrom,
  PaymentGatewayError,
  privateKeyFrom,
  publicKeyFrom,
  requireKeys,
  yuanText,
} from './provider-kit.ts';

/**
 * Alipay computer-website payment (电脑网站支付) through the official `alipay-sdk`, public-key mode (普通公钥
 * 模式) with RSA2. The buyer goes to Alipay's cashier by a signed GET URL; Alipay POSTs a form-encoded
 * notification signed with its RSA2 key. Query, close and refund use the OpenAPI gateway (`gateway.do`,
 * the protocol page pay itself uses) with the SDK's answer-signature check on: on that protocol a
 * business refusal such as ACQ.TRADE_NOT_EXIST is signed too, so "unknown trade" is Alipay's word.
 */

const NOTICE_STATES: Record<string, VerifiedNotice['state']> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
  WAIT_BUYER_PAY: 'pending',
};

/** Alipay's trade states; TRADE_CLOSED also follows a full refund, which the query cannot tell apart. */
const QUERY_STATES: Record<string, TradeQuery['state']> = { ...NOTICE_STATES };

const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

export class AlipayGateway implements PaymentGateway {
  readonly name = 'alipay';
  readonly title = '支付宝';
  readonly standIn = false;
  readonly acknowledged = { status: 200, contentType: 'text/plain', body: 'success' };
  readonly rejected = { status: 400, contentType: 'text/plain', body: 'fail' };

  private sdk?: Promise<AlipaySdk>;

  /** `loadSdk` runs on first use: the SDK costs ~0.4 s to import, which every start would pay otherwise. */
  constructor(
    private readonly loadSdk: () => Promise<AlipaySdk>,
    private readonly appId: string,
  ) {}

  private client(): Promise<AlipaySdk> {
    this.sdk ??= this.loadSdk();
    return this.sdk;
  }

  async start(request: StartRequest): Promise<PaymentStart> {
    const url = (await this.client()).pageExecute('alipay.trade.page.pay', 'GET', {
      bizContent: {
        out_trade_no: request.outTradeNo,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        total_amount: yuanText(request.amountFen),
        subject: subjectOf(request.subject),
        time_expire: beijingTime(request.expiresAt),
      },
      returnUrl: request.returnUrl,
      notifyUrl: request.notifyUrl,
      // The SDK stamps the server's local time; Alipay reads `timestamp` as Beijing time.
      timestamp: beijingTime(new Date()),
    });
    return { kind: 'redirect', url };
  }

  async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotice | undefined> {
    const params = formParams(notification.rawBody);
    if (!params || params.sign_type !== 'RSA2') return undefined;
    // V2 signs the values as decoded from the form (URLSearchParams already decoded them once).
    const sdk = await this.client();
    if (!safely(() => sdk.checkNotifySignV2(params))) return undefined;
    if (params.app_id !== this.appId) return undefined;
    const state = NOTICE_STATES[params.trade_status ?? ''];
    const { out_trade_no: outTradeNo, trade_no: tradeNo, total_amount: total } = params;
    if (!state || !outTradeNo || !tradeNo || !total || !AMOUNT.test(total)) return undefined;
    return { outTradeNo, tradeNo, amountFen: yuanToFen(total), state };
  }

  async query(outTradeNo: string): Promise<TradeQuery> {
    const answer = await this.call('alipay.trade.query', { out_trade_no: outTradeNo });
    if (answer.sub_code === TRADE_NOT_EXIST) return { state: 'not_found' };
    this.expectSuccess(answer, 'query');
    const state = QUERY_STATES[answer.trade_status];
    if (!state || answer.out_trade_no !== outTradeNo || !AMOUNT.test(answer.total_amount ?? '')) {
      throw new PaymentGatewayError('alipay', 'BAD_ANSWER', `unexpected alipay.trade.query answer for ${outTradeNo}`);
    }
    return { state, tradeNo: answer.trade_no, amountFen: yuanToFen(answer.total_amount) };
  }

  async close(outTradeNo: string): Promise<void> {
    const answer = await this.call('alipay.trade.close', { out_trade_no: outTradeNo });
    // Page-pay trades exist at Alipay only once the buyer opened the cashier.
    if (answer.code === '10000' || answer.sub_code === TRADE_NOT_EXIST) return;
    // TRADE_STATUS_ERROR means paid or already closed: only the first is a problem for the caller.
    if (answer.sub_code === 'ACQ.TRADE_STATUS_ERROR' && (await this.query(outTradeNo)).state === 'closed') return;
    this.expectSuccess(answer, 'close');
  }

  async refund(request: RefundRequest) {
    const answer = await this.call('alipay.trade.refund', {
      out_trade_no: request.outTradeNo,
      trade_no: request.tradeNo || undefined,
      refund_amount: yuanText(request.amountFen),
      out_request_no: request.refundNo,
      refund_reason: request.reason ? subjectOf(request.reason) : undefined,
    });
    this.expectSuccess(answer, 'refund');
    // Alipay has no refund id of its own: a refund is its trade plus our out_request_no.
    return { refundId: `${answer.trade_no}:${request.refundNo}` };
  }

  private async call(method: string, bizContent: Record<string, unknown>): Promise<AlipaySdkCommonResult> {
    const params = { bizContent: withoutUndefined(bizContent), timestamp: beijingTime(new Date()) };
    return (await this.client()).exec(method, params, { validateSign: true });
  }

  private expectSuccess(answer: AlipaySdkCommonResult, what: string): void {
    if (answer.code === '10000') return;
    const code = answer.sub_code ?? answer.code;
    throw new PaymentGatewayError(
      'alipay',
      code,
      `alipay ${what} refused: ${code} ${answer.sub_msg ?? answer.msg ?? ''}`.trim(),
    );
  }
}

export function createAlipayGateway(config: Config): AlipayGateway {
  requireKeys('alipay', {
    ALIPAY_APP_ID: config.ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY: config.ALIPAY_PRIVATE_KEY,
    ALIPAY_PUBLIC_KEY: config.ALIPAY_PUBLIC_KEY,
  });
  const privateKey = keyFrom('ALIPAY_PRIVATE_KEY', () => rsa(privateKeyFrom(config.ALIPAY_PRIVATE_KEY!)));
  const publicKey = keyFrom('ALIPAY_PUBLIC_KEY', () => rsa(publicKeyFrom(config.ALIPAY_PUBLIC_KEY!).key));
  const options = {
    appId: config.ALIPAY_APP_ID!,
    // Whatever form the keys came in, the SDK gets PKCS#8 / SPKI PEM.
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    keyType: 'PKCS8',
    alipayPublicKey: publicKey.export({ type: 'spki', format: 'pem' }) as string,
    signType: 'RSA2',
    gateway: config.ALIPAY_ENDPOINT,
    camelcase: false,
    timeout: 10_000,
  } as const;
  return new AlipayGateway(async () => new (await import('alipay-sdk')).AlipaySdk(options), config.ALIPAY_APP_ID!);
}

function rsa<T extends { asymmetricKeyType?: string }>(key: T): T {
  if (key.asymmetricKeyType !== 'rsa') throw new Error('RSA2 needs an RSA key');
  return key;
}

/** The form fields, or undefined when a field repeats (the signature would cover only one of them). */
function formParams(rawBody: string): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawBody)) {
    if (Object.hasOwn(params, key)) return undefined;
    params[key] = value;
  }
  return params;
}

/** Alipay's subject: at most 256 characters and none of / = & (its documented restriction). */
function subjectOf(text: string): string {
  return [...text.replace(/[/=&]/g, ' ').trim()].slice(0, 256).join('') || '订单';
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

function safely(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}
