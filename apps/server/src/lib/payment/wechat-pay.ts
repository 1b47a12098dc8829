import type { z } from 'zod';
import { createDecipheriv, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { ConfigError, type Config } from '../../config.ts';
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
  beijingRfc3339,
  cutUtf8,
  keyFrom,
  PaymentGatewayError,
  privateKeyFrom,
  publicKeyFrom,
  requireKeys,
} from './provider-kit.ts';
import {
  jsonObject,
  readAnswer,
  WechatNativeStart,
  WechatNotificationEvent,
  WechatRefund,
  WechatRefusal,
  WechatTrade,
} from './wechat-pay-answers.ts';

/**
 * WeChat Pay API v3, native payment (Native支付: the buyer scans a code_url). Tencent publishes no Node
 * SDK, so the protocol is here, per its v3 rules: every request carries a WECHATPAY2-SHA256-RSA2048
 * Authorization signed with the merchant key; every successful answer and every notification is
 * signed by WeChat Pay (public key or platform certificate, named by `Wechatpay-Serial`) over
 * `timestamp\nnonce\nbody\n`; a notification's transaction is AES-256-GCM encrypted with the APIv3 key.
 * Error answers are not verified, as the official SDKs (Go, Java) do not: they only ever make us
 * throw, or report a trade WeChat Pay does not know.
 */

export type WechatPayKeys = {
  mchId: string;
  appId: string;
  merchantSerial: string;
  merchantKey: KeyObject;
  apiV3Key: Buffer;
  platformKey: KeyObject;
  platformSerial: string;
  endpoint: string;
};

/** A 2xx answer carries its JSON object in `data`; a refusal its code and message. */
type Answer = { status: number; data?: object; code?: string; message?: string };
type HeaderOf = (name: string) => string | undefined;

const NOTICE_STATES: Record<string, VerifiedNotice['state']> = {
  SUCCESS: 'paid',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
};
const QUERY_STATES: Record<string, TradeQuery['state']> = { ...NOTICE_STATES, REFUND: 'refunded' };
/** WeChat Pay refuses signatures older or newer than this; so do we (replays). */
const MAX_SKEW_SECONDS = 300;

export class WechatPayGateway implements PaymentGateway {
  readonly name = 'wechatpay';
  readonly title = '微信支付';
  readonly standIn = false;
  readonly acknowledged = { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS","message":"成功"}' };
  readonly rejected = { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"失败"}' };

  constructor(private readonly keys: WechatPayKeys) {}

  async start(request: StartRequest): Promise<PaymentStart> {
    if (!Number.isSafeInteger(request.amountFen) || request.amountFen <= 0)
      throw new RangeError(`bad amount ${request.amountFen}`);
    const answer = await this.call('POST', '/v3/pay/transactions/native', {
      appid: this.keys.appId,
      mchid: this.keys.mchId,
      description: cutUtf8(request.subject, 127) || '订单',
      out_trade_no: request.outTradeNo,
      time_expire: beijingRfc3339(request.expiresAt),
      notify_url: request.notifyUrl,
      amount: { total: request.amountFen, currency: 'CNY' },
    });
    const codeUrl = this.expectSuccess(answer, 'native pay', WechatNativeStart).code_url;
    if (typeof codeUrl !== 'string' || !codeUrl)
      throw new PaymentGatewayError(this.name, 'BAD_ANSWER', 'native pay answered no code_url');
    return { kind: 'qr', codeUrl };
  }

  async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotice | undefined> {
    const header = headerReader(notification.headers);
    if (!this.signedByWechatPay(header, notification.rawBody)) return undefined;
    const event = readAnswer(WechatNotificationEvent, jsonObject(notification.rawBody));
    const resource = event?.resource;
    if (typeof event?.event_type !== 'string' || !event.event_type.startsWith('TRANSACTION.')) return undefined;
    if (resource?.algorithm !== 'AEAD_AES_256_GCM' || resource.original_type !== 'transaction') return undefined;
    const trade = readAnswer(WechatTrade, jsonObject(this.decrypt(resource) ?? ''));
    if (!trade || trade.mchid !== this.keys.mchId || trade.appid !== this.keys.appId) return undefined;
    const state = NOTICE_STATES[trade.trade_state ?? ''];
    const total = trade.amount?.total;
    if (!state || total === undefined || !Number.isSafeInteger(total) || total < 0) return undefined;
    if ((trade.amount?.currency ?? 'CNY') !== 'CNY') return undefined;
    if (!nonEmpty(trade.out_trade_no) || !nonEmpty(trade.transaction_id)) return undefined;
    return { outTradeNo: trade.out_trade_no, tradeNo: trade.transaction_id, amountFen: total, state };
  }

  async query(outTradeNo: string): Promise<TradeQuery> {
    const answer = await this.call('GET', `${tradePath(outTradeNo)}?mchid=${encodeURIComponent(this.keys.mchId)}`);
    if (answer.status === 404 && answer.code === 'ORDER_NOT_EXIST') return { state: 'not_found' };
    const trade = this.expectSuccess(answer, 'query', WechatTrade);
    const state = QUERY_STATES[trade.trade_state ?? ''];
    if (!state || trade.out_trade_no !== outTradeNo || trade.mchid !== this.keys.mchId) {
      throw new PaymentGatewayError(this.name, 'BAD_ANSWER', `unexpected query answer for ${outTradeNo}`);
    }
    return { state, tradeNo: trade.transaction_id || undefined, amountFen: trade.amount?.total };
  }

  async close(outTradeNo: string): Promise<void> {
    const answer = await this.call('POST', `${tradePath(outTradeNo)}/close`, { mchid: this.keys.mchId });
    if (answer.code === 'ORDER_NOT_EXIST' || answer.code === 'ORDER_CLOSED') return;
    this.expectSuccess(answer, 'close', WechatRefusal);
  }

  async refund(request: RefundRequest) {
    const answer = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: request.outTradeNo,
      out_refund_no: request.refundNo,
      reason: cutUtf8(request.reason, 80) || undefined,
      amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
    });
    const refund = this.expectSuccess(answer, 'refund', WechatRefund);
    // CLOSED / ABNORMAL: the money did not go back (closed card, …); an operator has to act.
    if (refund.status !== 'SUCCESS' && refund.status !== 'PROCESSING') {
      throw new PaymentGatewayError(this.name, String(refund.status), `refund ${request.refundNo} is ${refund.status}`);
    }
    return { refundId: String(refund.refund_id) };
  }

  /** Sends one signed API v3 request; a 2xx answer whose signature is not WeChat Pay's throws. */
  private async call(method: 'GET' | 'POST', pathWithQuery: string, body?: object): Promise<Answer> {
    const url = new URL(this.keys.endpoint.replace(/\/+$/, '') + pathWithQuery);
    const bodyText = body ? JSON.stringify(body) : '';
    const response = await fetch(url, {
      method,
      headers: {
        Authorization: this.authorization(method, url.pathname + url.search, bodyText),
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? bodyText : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok) {
      const error = readAnswer(WechatRefusal, jsonObject(text));
      return { status: response.status, code: error?.code, message: error?.message };
    }
    if (!this.signedByWechatPay((name) => response.headers.get(name) ?? undefined, text)) {
      throw new PaymentGatewayError(
        this.name,
        'SIGNATURE',
        `answer to ${method} ${url.pathname} is not signed by WeChat Pay`,
      );
    }
    return { status: response.status, data: text ? jsonObject(text) : {} };
  }

  private authorization(method: string, pathWithQuery: string, body: string): string {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
    const signature = sign('RSA-SHA256', Buffer.from(message), this.keys.merchantKey).toString('base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${this.keys.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.keys.merchantSerial}"`;
  }

  private signedByWechatPay(header: HeaderOf, body: string): boolean {
    const timestamp = header('wechatpay-timestamp');
    const nonce = header('wechatpay-nonce');
    const signature = header('wechatpay-signature');
    if (!timestamp || !nonce || !signature || header('wechatpay-serial') !== this.keys.platformSerial) return false;
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS)
      return false;
    const message = Buffer.from(`${timestamp}\n${nonce}\n${body}\n`);
    try {
      return verify('RSA-SHA256', message, this.keys.platformKey, Buffer.from(signature, 'base64'));
    } catch {
      return false;
    }
  }

  /** AEAD_AES_256_GCM: ciphertext is base64 of the encrypted bytes followed by the 16-byte tag. */
  private decrypt(resource: { ciphertext?: unknown; nonce?: unknown; associated_data?: unknown }): string | undefined {
    if (typeof resource.ciphertext !== 'string' || !nonEmpty(resource.nonce)) return undefined;
    const sealed = Buffer.from(resource.ciphertext, 'base64');
    if (sealed.length <= 16) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.keys.apiV3Key, Buffer.from(resource.nonce));
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      decipher.setAAD(Buffer.from(typeof resource.associated_data === 'string' ? resource.associated_data : ''));
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return undefined;
    }
  }

  /** The answer's object read through `schema`; a refusal (or an answer that is no JSON object) throws. */
  private expectSuccess<T extends z.ZodType>(answer: Answer, what: string, schema: T): z.infer<T> {
    const data = readAnswer(schema, answer.data);
    if (data) return data;
    const code = answer.code ?? `HTTP_${answer.status}`;
    throw new PaymentGatewayError(
      this.name,
      code,
      `WeChat Pay ${what} refused: ${code} ${answer.message ?? ''}`.trim(),
    );
  }
}

export function createWechatPayGateway(config: Config): WechatPayGateway {
  const platformText = config.WECHATPAY_PLATFORM_PUBLIC_KEY;
  const isCertificate = platformText?.includes('-----BEGIN CERTIFICATE-----') ?? false;
  requireKeys('wechatpay', {
    WECHATPAY_MCH_ID: config.WECHATPAY_MCH_ID,
    WECHATPAY_APP_ID: config.WECHATPAY_APP_ID,
    WECHATPAY_MCH_CERT_SERIAL: config.WECHATPAY_MCH_CERT_SERIAL,
    WECHATPAY_PRIVATE_KEY: config.WECHATPAY_PRIVATE_KEY,
    WECHATPAY_API_V3_KEY: config.WECHATPAY_API_V3_KEY,
    WECHATPAY_PLATFORM_PUBLIC_KEY: platformText,
    // A certificate names its own serial; a bare public key needs its id (PUB_KEY_ID_…) alongside.
    ...(isCertificate ? {} : { WECHATPAY_PLATFORM_SERIAL: config.WECHATPAY_PLATFORM_SERIAL }),
  });
  const platform = keyFrom('WECHATPAY_PLATFORM_PUBLIC_KEY', () => publicKeyFrom(platformText!));
  const platformSerial = platform.certificateSerial ?? config.WECHATPAY_PLATFORM_SERIAL!;
  if (
    config.WECHATPAY_PLATFORM_SERIAL &&
    config.WECHATPAY_PLATFORM_SERIAL.toUpperCase() !== platformSerial.toUpperCase()
  ) {
    throw new ConfigError(
      `Invalid configuration:\n  WECHATPAY_PLATFORM_SERIAL: the certificate's serial is ${platformSerial}`,
    );
  }
  return new WechatPayGateway({
    mchId: config.WECHATPAY_MCH_ID!,
    appId: config.WECHATPAY_APP_ID!,
    merchantSerial: config.WECHATPAY_MCH_CERT_SERIAL!,
    merchantKey: keyFrom('WECHATPAY_PRIVATE_KEY', () => privateKeyFrom(config.WECHATPAY_PRIVATE_KEY!)),
    apiV3Key: Buffer.from(config.WECHATPAY_API_V3_KEY!, 'utf8'),
    platformKey: platform.key,
    platformSerial,
    endpoint: config.WECHATPAY_ENDPOINT,
  });
}

function tradePath(outTradeNo: string): string {
  return `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;
}

function headerReader(headers: IncomingNotification['headers']): HeaderOf {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return (name) => {
    const value = lower.get(name);
    return Array.isArray(value) ? undefined : value;
  };
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}
