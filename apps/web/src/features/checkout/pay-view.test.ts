import { describe, expect, it } from 'vitest';
import type { PayInfo } from '@store/shared/api/checkout';
import { defaultMethodOf, payMethodsOf, payStateOf, timeLeftText } from './pay-view.ts';

const NOW = Date.UTC(2026, 4, 1, 4, 0, 0);
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;

const info = (over: Partial<PayInfo> = {}): PayInfo => ({
  id: 1,
  order_no: 'D202605011200001',
  status: 0,
  pay_method: '',
  payable_amount: 128.5,
  balance: 200,
  expires_at: inSeconds(1800),
  remittance_ref: 'HK7Q2M9',
  bank: { account_name: '康和医药有限公司', bank_name: '工商银行', account_no: '0200001234567' },
  gateways: [{ code: 'sandbox', name: '沙箱支付' }],
  ...over,
});

const byMethod = (i: PayInfo) => Object.fromEntries(payMethodsOf(i).map((m) => [m.method, m]));

describe('which pay methods can be chosen', () => {
  it('balance is open when it covers the amount exactly to the fen', () => {
    expect(byMethod(info({ balance: 128.5 })).balance).toMatchObject({ enabled: true, hint: '可用余额 ¥128.50' });
  });

  it('balance one fen short is closed and says how much is missing', () => {
    expect(byMethod(info({ balance: 128.49 })).balance).toMatchObject({
      enabled: false,
      hint: '可用余额 ¥128.49，余额不足，还差 ¥0.01',
    });
  });

  it('float amounts that do not add up in binary still compare right (0.1 + 0.2 vs 0.3)', () => {
    expect(byMethod(info({ payable_amount: 0.3, balance: 0.1 + 0.2 })).balance!.enabled).toBe(true);
  });

  it('bank transfer is always open; online needs a gateway', () => {
    expect(byMethod(info()).transfer!.enabled).toBe(true);
    expect(byMethod(info()).online).toMatchObject({ enabled: true, gateway: 'sandbox', label: '沙箱支付' });
    expect(byMethod(info({ gateways: [] })).online).toMatchObject({ enabled: false, hint: '暂无可用的在线支付方式' });
  });

  it('one online choice per configured gateway, titled by the gateway, in the configured order', () => {
    const gateways = [
      { code: 'alipay', name: '支付宝' },
      { code: 'wechatpay', name: '微信支付' },
    ];
    expect(payMethodsOf(info({ gateways })).map((m) => [m.key, m.label, m.gateway])).toEqual([
      ['balance', '余额支付', undefined],
      ['transfer', '对公转账', undefined],
      ['online:alipay', '支付宝', 'alipay'],
      ['online:wechatpay', '微信支付', 'wechatpay'],
    ]);
  });

  it('the balance is preselected when it suffices, else bank transfer', () => {
    expect(defaultMethodOf(payMethodsOf(info()))?.key).toBe('balance');
    expect(defaultMethodOf(payMethodsOf(info({ balance: 0 })))?.key).toBe('transfer');
  });
});

describe('the state of the order on the pay page', () => {
  it.each([
    [0, 1800, 'pending'],
    [0, 0, 'expired'],
    [0, -5, 'expired'],
    [1, 1800, 'paid'],
    [2, -5, 'paid'],
    [3, 1800, 'paid'],
    [4, 1800, 'cancelled'],
  ])('status %i with %i s left → %s', (status, left, state) => {
    expect(payStateOf({ status, expires_at: inSeconds(left) }, NOW)).toBe(state);
  });
});

describe('time left to pay, in words', () => {
  it.each([
    [1800, '30分00秒'],
    [65, '1分05秒'],
    [59, '0分59秒'],
    [3600 + 125, '1小时02分05秒'],
    [26 * 3600, '26小时00分00秒'],
    [0, '已超时'],
    [-30, '已超时'],
  ])('%i s → %s', (left, text) => {
    expect(timeLeftText(inSeconds(left), NOW)).toBe(text);
  });
});
