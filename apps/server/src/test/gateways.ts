import type { Config } from '../config.ts';
import type { PaymentStart, StartRequest } from '../lib/payment/gateway.ts';
import { gatewayRegistry, type PaymentGateways } from '../lib/payment/gateways.ts';
import { SandboxGateway } from '../lib/payment/sandbox.ts';

/**
 * Gateways for tests that need more than the sandbox: they keep trades exactly as the sandbox does
 * (close makes a later payment fail, a refund needs a paid trade), under other names. Not stand-ins,
 * so an app built for NODE_ENV=production accepts them.
 */
export class SecondGateway extends SandboxGateway {
  override readonly name = 'alipay';
  override readonly title = '支付宝（测试）';
  override readonly standIn = false;
}

/** Answers a code to scan, as WeChat Pay native does. */
export class ScanGateway extends SandboxGateway {
  override readonly name = 'wechatpay';
  override readonly title = '微信支付（测试）';
  override readonly standIn = false;

  override async start(request: StartRequest): Promise<PaymentStart> {
    await super.start(request);
    return { kind: 'qr', codeUrl: `weixin://wxpay/bizpayurl?pr=${request.outTradeNo}` };
  }
}

/** sandbox, alipay (SecondGateway), wechatpay (ScanGateway), all with PAYMENT_GATEWAY_SECRET. */
export const threeGateways = (config: Config): PaymentGateways =>
  gatewayRegistry([
    new SandboxGateway(config.PAYMENT_GATEWAY_SECRET),
    new SecondGateway(config.PAYMENT_GATEWAY_SECRET),
    new ScanGateway(config.PAYMENT_GATEWAY_SECRET),
  ]);
