import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Limits } from '@store/shared/codes';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { frameworkErrorEnvelope, registerErrorHandler } from './plugins/errors.ts';
import { registerValidation } from './plugins/validation.ts';
import { registerFormBody } from './plugins/form-body.ts';
import { sessionPlugin } from './plugins/session.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerRateLimit, registerSecurity } from './plugins/security.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerStaticSpa } from './plugins/static-spa.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { siteConfigOf } from './modules/site/service.ts';
import { focusRoutes } from './modules/focus/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { imageRoutes } from './modules/catalogue/images.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { testHookRoutes } from './modules/test-hooks/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { requestRoutes } from './modules/requests/routes.ts';
import { createSmsProvider, type SmsProvider } from './lib/sms.ts';
import { LocalFileStorage, type FileStorage } from './lib/storage.ts';
import { qualificationRoutes } from './modules/qualification/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { contractRoutes } from './modules/contract/routes.ts';
import { storeRoutes } from './modules/stores/routes.ts';
import { wechatRoutes } from './modules/wechat/routes.ts';
import { favoriteRoutes } from './modules/favorites/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { quickBuyRoutes } from './modules/quick-buy/routes.ts';
import { createWechatAuth, type WechatAuth } from './lib/wechat.ts';
import { assertRealMoney, createGateways, type PaymentGateways } from './lib/payment/gateways.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { orderAdminRoutes } from './modules/orders/admin-routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';

/** What every module receives: no module reaches for globals. */
export type ModuleDeps = {
  db: Db;
  dbKind: Database['kind'];
  config: Config;
  sms: SmsProvider;
  storage: FileStorage;
  wechat: WechatAuth;
  gateways: PaymentGateways;
};

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  sms?: SmsProvider;
  storage?: FileStorage;
  wechat?: WechatAuth;
  /** The online payment gateways; built from PAYMENT_GATEWAY when not given (main.ts shares its own with the sweep). */
  gateways?: PaymentGateways;
};

/** The nearest `hops` proxies are believed (proxy-addr's hop count, typed as Fastify's trust function). */
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole app without listening: main.ts listens, tests use app.inject. */
export async function buildApp({
  config,
  database,
  logger,
  sms,
  storage,
  wechat,
  gateways,
}: AppDeps): Promise<FastifyInstance> {
  const paymentGateways = gateways ?? createGateways(config);
  assertRealMoney(config, paymentGateways);
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: Limits.BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // Only the proxies TRUST_PROXY names may set X-Forwarded-For/-Proto (request.ip, request.protocol).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? hopsTrusted(config.TRUST_PROXY) : config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorEnvelope,
  });
  const deps: ModuleDeps = {
    db: database.db,
    dbKind: database.kind,
    config,
    sms: sms ?? createSmsProvider(config, app.log),
    storage: storage ?? new LocalFileStorage(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads')),
    wechat: wechat ?? createWechatAuth(config, app.log),
    gateways: paymentGateways,
  };

  registerErrorHandler(app);
  registerValidation(app);
  await registerFormBody(app);
  await registerSecurity(app, config);
  await registerRateLimit(app, config);
  registerCsrf(app, config.ALLOWED_ORIGINS);
  await app.register(sessionPlugin, { db: database.db });
  if (config.API_DOCS) await registerDocs(app);
  if (config.TEST_HOOKS) await testHookRoutes(app, database.db);

  for (const routes of [
    healthRoutes,
    siteRoutes,
    focusRoutes,
    contentRoutes,
    userRoutes,
    accountRoutes,
    addressRoutes,
    inboxRoutes,
    requestRoutes,
    qualificationRoutes,
    contractRoutes,
    storeRoutes,
    wechatRoutes,
    adminRoutes,
    cartRoutes,
    catalogueRoutes,
    favoriteRoutes,
    imageRoutes,
    promotionRoutes,
    checkoutRoutes,
    quickBuyRoutes,
    orderRoutes,
    orderAdminRoutes,
    walletRoutes,
  ]) {
    await routes(app, deps);
  }
  await registerStaticSpa(app, config.WEB_DIST, siteConfigOf(config));
  return app;
}
