import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { assertRealMoney, createGateways, gatewayRegistry } from './gateways.ts';
import { SandboxGateway } from './sandbox.ts';

const config = (env: Record<string, string>) =>
  parseConfig({ PAYMENT_GATEWAY_SECRET: 'test-gateway-secret-0004', ...env });

describe('the configured payment gateways', () => {
  it('builds the sandbox from PAYMENT_GATEWAY and finds gateways only by a configured name', () => {
    const gateways = createGateways(config({}));
    expect(gateways.list().map((g) => g.name)).toEqual(['sandbox']);
    expect(gateways.first).toBe(gateways.get('sandbox'));
    expect(gateways.get('alipay')).toBeUndefined();
    expect(gateways.get('__proto__')).toBeUndefined();
  });

  it('stops the start naming the keys a configured real gateway still needs', () => {
    expect(() => createGateways(config({ PAYMENT_GATEWAY: 'sandbox,alipay' }))).toThrow(/ALIPAY_APP_ID/);
    expect(() => createGateways(config({ PAYMENT_GATEWAY: 'wechatpay' }))).toThrow(/WECHATPAY_MCH_ID/);
  });

  it('refuses a stand-in that moves no real money under NODE_ENV=production', () => {
    const sandbox = gatewayRegistry([new SandboxGateway('test-gateway-secret-0004')]);
    expect(() => assertRealMoney(config({ NODE_ENV: 'production' }), sandbox)).toThrow(
      /not allowed when NODE_ENV=production/,
    );
    expect(() => assertRealMoney(config({ NODE_ENV: 'development' }), sandbox)).not.toThrow();
  });
});
