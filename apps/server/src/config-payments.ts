import { z } from 'zod';
import { DEFAULT_GATEWAY_SECRET } from './config-problems.ts';
import { keyText, list, optionalText } from './config-fields.ts';

/** The online payment adapters this store knows (lib/payment/gateways.ts builds them). */
export const PAYMENT_GATEWAY_NAMES = ['sandbox', 'alipay', 'wechatpay'] as const;

/** The bank account buyers remit to, and the online gateways with their keys (part of config.ts's schema). */
export const paymentSettings = {
  BANK_ACCOUNT_NAME: z.string().default('杭州康宁医药有限公司'),
  BANK_NAME: z.string().default('中国工商银行杭州滨江支行'),
  BANK_ACCOUNT_NO: z.string().default('1202 0261 0900 0123 456'),
  /**
   * Online payment gateways offered to buyers, comma-separated, the first one preselected: 'sandbox' is
   * the built-in stand-in that calls back with a signed notification; 'alipay', 'wechatpay'.
   */
  PAYMENT_GATEWAY: list
    .default(['sandbox'])
    .pipe(z.array(z.enum(PAYMENT_GATEWAY_NAMES)).min(1, 'at least one gateway'))
    .refine((names) => new Set(names).size === names.length, 'a gateway is named twice'),
  /** Key that signs gateway notifications (HMAC-SHA256 for the sandbox; the real adapters use their own keys). */
  PAYMENT_GATEWAY_SECRET: z.string().min(16).default(DEFAULT_GATEWAY_SECRET),

  // Online payment providers (lib/payment/alipay.ts, lib/payment/wechat-pay.ts). Each adapter's factory
  // refuses to start naming the keys it still needs; unset keys are fine while the provider is not used.
  /** Alipay open-platform app (开放平台应用) id. */
  ALIPAY_APP_ID: optionalText,
  /** The app's RSA2 private key (应用私钥), PKCS#1 or PKCS#8. */
  ALIPAY_PRIVATE_KEY: keyText,
  /** Alipay's public key (支付宝公钥) that verifies notifications and answers. */
  ALIPAY_PUBLIC_KEY: keyText,
  /** Alipay's OpenAPI gateway (the sandbox is https://openapi-sandbox.dl.alipaydev.com/gateway.do). */
  ALIPAY_ENDPOINT: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /** WeChat Pay merchant id (商户号). */
  WECHATPAY_MCH_ID: optionalText,
  /** The appid bound to the merchant (公众号/网站应用 appid). */
  WECHATPAY_APP_ID: optionalText,
  /** Serial number of the merchant API certificate (商户API证书序列号). */
  WECHATPAY_MCH_CERT_SERIAL: optionalText,
  /** The merchant API private key (apiclient_key.pem). */
  WECHATPAY_PRIVATE_KEY: keyText,
  /** APIv3 key (APIv3密钥): 32 characters, decrypts notifications. */
  WECHATPAY_API_V3_KEY: optionalText.refine((v) => v === undefined || Buffer.byteLength(v) === 32, 'must be 32 bytes'),
  /** WeChat Pay public key (微信支付公钥) or platform certificate (平台证书) that verifies answers and notifications. */
  WECHATPAY_PLATFORM_PUBLIC_KEY: keyText,
  /** Its id (PUB_KEY_ID_…) or certificate serial; taken from the certificate when one is given. */
  WECHATPAY_PLATFORM_SERIAL: optionalText,
  WECHATPAY_ENDPOINT: z.string().url().default('https://api.mch.weixin.qq.com'),
};
