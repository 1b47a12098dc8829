import { describe, expect, it } from 'vitest';
import { SandboxGateway } from './sandbox.ts';

const SECRET = 'test-gateway-secret-0005';
const request = (outTradeNo: string, amountFen = 12_345) => ({
  outTradeNo,
  amountFen,
  subject: '订单 X',
  returnUrl: 'https://shop.example.com/cart/step4?id=7',
  notifyUrl: 'https://shop.example.com/api/pay/notify/sandbox',
  expiresAt: new Date(Date.now() + 60_000),
});

describe('the sandbox gateway behaves like a gateway', () => {
  it('opening the same trade again answers the same cashier; the cashier only knows the store’s own pages', async () => {
    const sandbox = new SandboxGateway(SECRET);
    const first = await sandbox.start(request('A-1'));
    expect(await sandbox.start(request('A-1'))).toEqual(first);
    await expect(sandbox.start(request('A-1', 1))).rejects.toThrow();
    expect(sandbox.trade('A-1')).toMatchObject({
      returnUrl: '/cart/step4?id=7',
      notifyUrl: '/api/pay/notify/sandbox',
      state: 'pending',
    });
  });

  it('a paid trade’s notification verifies with its secret only, and says paid with the amount in fen', async () => {
    const sandbox = new SandboxGateway(SECRET);
    await sandbox.start(request('B-1'));
    const { rawBody } = sandbox.pay('B-1');
    expect(await sandbox.verifyNotification({ headers: {}, rawBody })).toEqual({
      outTradeNo: 'B-1',
      tradeNo: sandbox.trade('B-1')!.tradeNo,
      amountFen: 12_345,
      state: 'paid',
    });
    expect(await new SandboxGateway(`${SECRET}x`).verifyNotification({ headers: {}, rawBody })).toBeUndefined();
    expect(
      await sandbox.verifyNotification({ headers: {}, rawBody: rawBody.replace('123.45', '1.00') }),
    ).toBeUndefined();
  });

  it('close makes a later payment fail; closing a paid trade is refused; query tells each state', async () => {
    const sandbox = new SandboxGateway(SECRET);
    await sandbox.start(request('C-1'));
    await sandbox.start(request('C-2'));
    await sandbox.close('C-1');
    expect(() => sandbox.pay('C-1')).toThrow(/closed/);
    sandbox.pay('C-2');
    await expect(sandbox.close('C-2')).rejects.toThrow(/paid/);
    await sandbox.close('unknown');
    expect((await sandbox.query('C-1')).state).toBe('closed');
    expect(await sandbox.query('C-2')).toMatchObject({ state: 'paid', amountFen: 12_345 });
    expect((await sandbox.query('unknown')).state).toBe('not_found');
  });

  it('refunds only a paid trade, never more than paid, and the same refund number is the same refund', async () => {
    const sandbox = new SandboxGateway(SECRET);
    await sandbox.start(request('D-1'));
    const refund = (refundNo: string, amountFen: number, tradeNo = sandbox.trade('D-1')?.tradeNo ?? '') =>
      sandbox.refund({ outTradeNo: 'D-1', tradeNo, refundNo, amountFen, totalFen: 12_345, reason: '测试' });
    await expect(refund('R1', 100, 'none')).rejects.toThrow();
    sandbox.pay('D-1');
    const first = await refund('R1', 12_000);
    expect(await refund('R1', 12_000)).toEqual(first);
    await expect(refund('R2', 346)).rejects.toThrow(/bad amount/);
    await refund('R3', 345);
    expect((await sandbox.query('D-1')).state).toBe('refunded');
    await expect(
      sandbox.refund({ outTradeNo: 'nope', tradeNo: 'x', refundNo: 'R9', amountFen: 1, totalFen: 1, reason: '' }),
    ).rejects.toThrow();
  });
});
