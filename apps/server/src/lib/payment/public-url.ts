import type { Config } from '../../config.ts';

/** The store's public address: gateways send the buyer back and post their notifications there. */
export const publicUrlOf = (config: Config) =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/** Where `gateway` posts its signed notifications (modules/payments/routes.ts), for orders and top-ups alike. */
export const notifyUrlOf = (config: Config, gateway: string) => `${publicUrlOf(config)}/api/pay/notify/${gateway}`;
