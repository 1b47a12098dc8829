import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox.ts';
import { createAlipayGateway } from './alipay.ts';
import { createWechatPayGateway } from './wechat-pay.ts';

export type GatewayName = Config['PAYMENT_GATEWAY'][number];
export type GatewayFactory = (config: Config) => PaymentGateway;

/** The gateways this store runs with (PAYMENT_GATEWAY), in the configured order. */
export interface PaymentGateways {
  /** The configured gateway of that name; undefined for any other name (unknown or not configured). */
  get(name: string): PaymentGateway | undefined;
  list(): readonly PaymentGateway[];
  /** The one preselected for the buyer. */
  readonly first: PaymentGateway;
}

/** Every name PAYMENT_GATEWAY accepts has its factory: the compiler holds the table to the config's list. */
const factories: Record<GatewayName, GatewayFactory> = {
  sandbox: (config) => new SandboxGateway(config.PAYMENT_GATEWAY_SECRET),
  alipay: createAlipayGateway,
  wechatpay: createWechatPayGateway,
};

export class GatewayConfigError extends Error {}

/** A registry over already-built gateways (the app's, or a test's own). */
export function gatewayRegistry(gateways: readonly PaymentGateway[]): PaymentGateways {
  const [first] = gateways;
  if (!first) throw new GatewayConfigError('PAYMENT_GATEWAY: at least one gateway');
  const byName = new Map(gateways.map((g) => [g.name, g]));
  if (byName.size !== gateways.length) throw new GatewayConfigError('PAYMENT_GATEWAY: a gateway is named twice');
  return { get: (name) => byName.get(name), list: () => gateways, first };
}

/**
 * Builds the configured gateways. A development stand-in (the sandbox) is refused under
 * NODE_ENV=production: it would mark orders paid without any money.
 */
export function createGateways(config: Config): PaymentGateways {
  return gatewayRegistry(
    config.PAYMENT_GATEWAY.map((name) => {
      return factories[name](config);
    }),
  );
}

/** Production must not run on a gateway that moves no real money, whoever built the registry. */
export function assertRealMoney(config: Config, gateways: PaymentGateways): void {
  const standIns = gateways
    .list()
    .filter((g) => g.standIn)
    .map((g) => g.name);
  if (config.NODE_ENV === 'production' && standIns.length > 0) {
    throw new GatewayConfigError(
      `PAYMENT_GATEWAY: ${standIns.join(', ')} moves no real money and is not allowed when NODE_ENV=production`,
    );
  }
}
