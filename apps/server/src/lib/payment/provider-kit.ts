import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { ConfigError } from '../../config.ts';

/**
 * What the real payment adapters (alipay.ts, wechat-pay.ts) share: reading keys in the forms the
 * providers' tools hand them out, Beijing time (both providers read local times as UTC+8 whatever
 * the server's time zone), yuan text from integer fen, and refusing to start half-configured.
 */

/** Throws one ConfigError naming every key the gateway still needs. */
export function requireKeys(gateway: string, values: Record<string, unknown>): void {
  const missing = Object.keys(values).filter((key) => values[key] === undefined || values[key] === '');
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((key) => `  ${key}: required by the ${gateway} payment gateway`).join('\n')}`,
    );
  }
}

/** Parses a key, turning a bad one into a ConfigError that names the variable. */
export function keyFrom<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${name}: not a usable key (${(error as Error).message})`);
  }
}

/** PEM (PKCS#1 or PKCS#8), or the bare base64 body Alipay's key tool writes. */
export function privateKeyFrom(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPrivateKey(text);
  const der = Buffer.from(text, 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/**
 * A public key (PEM SPKI or PKCS#1, or bare base64 SPKI) or an X.509 certificate; a certificate also
 * answers its serial number, upper-case hex as WeChat Pay writes it in `Wechatpay-Serial`.
 */
export function publicKeyFrom(text: string): { key: KeyObject; certificateSerial?: string } {
  if (text.includes('-----BEGIN CERTIFICATE-----')) {
    const certificate = new X509Certificate(text);
    return { key: certificate.publicKey, certificateSerial: certificate.serialNumber.toUpperCase() };
  }
  if (text.includes('-----BEGIN')) return { key: createPublicKey(text) };
  return { key: createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' }) };
}

/** Exact yuan with two decimals from integer fen ('0.01', '1234.50'): no floating point on money. */
export function yuanText(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen <= 0)
    throw new RangeError(`amount must be a positive whole number of fen, got ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** 'yyyy-MM-dd HH:mm:ss' in Beijing time (China keeps UTC+8 all year). */
export function beijingTime(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** RFC 3339 with the +08:00 offset, as WeChat Pay wants `time_expire`. */
export function beijingRfc3339(at: Date): string {
  return `${beijingTime(at).replace(' ', 'T')}+08:00`;
}

/** Cuts text to at most `maxBytes` of UTF-8 without splitting a character. */
export function cutUtf8(text: string, maxBytes: number): string {
  let out = '';
  let bytes = 0;
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > maxBytes) break;
    out += char;
  }
  return out;
}

/** A provider refused a call or answered something unusable; `code` is the provider's own where it gave one. */
export class PaymentGatewayError extends Error {
  constructor(
    readonly gateway: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
