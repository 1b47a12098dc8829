import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', SEED_DEMO: true, TEST_HOOKS: false });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('fails fast listing every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', NODE_ENV: 'staging' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('refuses test hooks in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_HOOKS: '1' })).toThrow(/TEST_HOOKS/);
  });

  it('parses licences and API hosts maps', () => {
    const config = loadConfig({ LICENCES: 'A证=1;B证=2', API_HOSTS: 'shop.example.com=https://api.example.com' });
    expect(config.LICENCES).toEqual([{ name: 'A证', number: '1' }, { name: 'B证', number: '2' }]);
    expect(config.API_HOSTS).toEqual({ 'shop.example.com': 'https://api.example.com' });
  });

  it('reads PAYMENT_GATEWAY as a list of known gateways, in order, each once', () => {
    expect(loadConfig({}).PAYMENT_GATEWAY).toEqual(['sandbox']);
    expect(loadConfig({ PAYMENT_GATEWAY: 'wechatpay, alipay' }).PAYMENT_GATEWAY).toEqual(['wechatpay', 'alipay']);
    for (const bad of ['unionpay', 'alipay,alipay', ' , ']) expect(() => loadConfig({ PAYMENT_GATEWAY: bad }), bad).toThrow(/PAYMENT_GATEWAY/);
  });
});
