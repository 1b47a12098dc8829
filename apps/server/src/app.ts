import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Limits } from '@store/shared/codes';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { ModuleDeps } from './modules/deps.ts';
import { frameworkErrorEnvelope, registerErrorHandler } from './plugins/app/errors.ts';
import { zodCompilers } from './plugins/app/validation.ts';
import { sessionPlugin } from './plugins/app/session.ts';
import { staffSessionPlugin } from './plugins/app/staff-session.ts';
import { buyerPlugin } from './plugins/app/buyer.ts';
import { registerCsrf } from './plugins/app/csrf.ts';
import { registerFormBody } from './plugins/external/form-body.ts';
import { registerMultipart } from './plugins/external/multipart.ts';
import { registerCookie } from './plugins/external/cookie.ts';
import { registerHelmet } from './plugins/external/helmet.ts';
import { registerCompress } from './plugins/external/compress.ts';
import { registerRateLimit } from './plugins/external/rate-limit.ts';
import { registerSwagger } from './plugins/external/swagger.ts';
import { registerStaticSpa } from './plugins/external/static-spa.ts';
import { isConsoleWrite, VisitorPages } from './plugins/app/page-render.ts';
import { StoreChanges } from './lib/store-changes.ts';
import { registerAdminStatic } from './plugins/external/admin-static.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { siteConfigOf } from './modules/site/service.ts';
import { focusRoutes } from './modules/focus/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { catalogueAdminRoutes } from './modules/catalogue/admin-routes.ts';
import { goodsAdminRoutes } from './modules/goods-admin/routes.ts';
import { stockAdminRoutes } from './modules/stock/routes.ts';
import { walletAdminRoutes } from './modules/wallet/admin-routes.ts';
import { arrivalRoutes } from './modules/arrival/routes.ts';
import { imageRoutes } from './modules/catalogue/images.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { testHookRoutes } from './modules/test-hooks/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { invoiceProfileRoutes } from './modules/invoice-profiles/routes.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { requestRoutes } from './modules/requests/routes.ts';
import { createSmsProvider, type SmsProvider } from './lib/sms.ts';
import { createFileStorage, type FileStorage } from './lib/storage.ts';
import { qualificationRoutes } from './modules/qualification/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { contractRoutes } from './modules/contract/routes.ts';
import { storeRoutes } from './modules/stores/routes.ts';
import { wechatRoutes } from './modules/wechat/routes.ts';
import { favoriteRoutes } from './modules/favorites/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { quickBuyRoutes } from './modules/quick-buy/routes.ts';
import { createWechatAuth, type WechatAuth } from './lib/wechat.ts';
import { assertRealMoney, createGateways, type PaymentGateways } from './lib/payment/gateways.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { afterSalesRoutes } from './modules/orders/after-sales-routes.ts';
import { invoiceRoutes } from './modules/orders/invoice-routes.ts';
import { orderAdminRoutes } from './modules/orders/admin-routes.ts';
import { orderConsoleRoutes } from './modules/orders/admin-order-routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { voucherRoutes } from './modules/vouchers/routes.ts';
import { voucherAdminRoutes } from './modules/vouchers/admin-routes.ts';
import { cashbackRoutes } from './modules/cashback/routes.ts';
import { adsAdminRoutes } from './modules/ads-admin/routes.ts';
import { contentAdminRoutes } from './modules/content/admin-routes.ts';
import { pointsRoutes } from './modules/points/routes.ts';
import { couponRoutes } from './modules/coupons/routes.ts';
import { couponAdminRoutes } from './modules/coupons/admin-routes.ts';
import { mallRoutes } from './modules/mall/routes.ts';
import { mallAdminRoutes } from './modules/mall/admin-routes.ts';
import { lotteryRoutes } from './modules/lottery/routes.ts';
import { lotteryAdminRoutes } from './modules/lottery/admin-routes.ts';
import { activityRoutes } from './modules/activities/routes.ts';
import { activityAdminRoutes } from './modules/activities/admin-routes.ts';
import { promoRoutes } from './modules/promo/routes.ts';
import { promoAdminRoutes } from './modules/promo/admin-routes.ts';
import { navAdminRoutes } from './modules/nav-admin/routes.ts';
import { floorRoutes } from './modules/floors/routes.ts';
import { floorAdminRoutes } from './modules/floors/admin-routes.ts';
import { qcReportRoutes } from './modules/qc-reports/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { createCaptcha, type Captcha } from './modules/auth/captcha.ts';
import { observeRequests, OneLinePerRequest, requestIdOf } from './ops/requests.ts';
import { unwatchStatements, watchStatements } from './ops/statements.ts';
import { registerMetricsRoute } from './ops/serve-metrics.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  sms?: SmsProvider;
  storage?: FileStorage;
  wechat?: WechatAuth;
  /** The online payment gateways; built from PAYMENT_GATEWAY when not given (main.ts shares its own with the sweep). */
  gateways?: PaymentGateways;
  /** The login captcha; built from CAPTCHA_PROVIDER when not given. */
  captcha?: Captcha;
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
  captcha,
}: AppDeps): Promise<FastifyInstance> {
  const paymentGateways = gateways ?? createGateways(config);
  assertRealMoney(config, paymentGateways);
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: Limits.BODY_LIMIT_BYTES,
    // ops/requests.ts: a caller's sane X-Request-Id is kept (requestIdHeader would take any), else a new one;
    // one log line per request instead of Fastify's two.
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    // Only the proxies TRUST_PROXY names may set X-Forwarded-For/-Proto (request.ip, request.protocol).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? hopsTrusted(config.TRUST_PROXY) : config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorEnvelope,
    schemaController: zodCompilers,
  });
  const changes = new StoreChanges(database);
  const deps: ModuleDeps = {
    changes,
    db: database.db,
    dbKind: database.kind,
    config,
    sms: sms ?? createSmsProvider(config, app.log),
    storage: storage ?? (await createFileStorage(config)),
    wechat: wechat ?? createWechatAuth(config, app.log),
    gateways: paymentGateways,
    captcha: captcha ?? createCaptcha(config, app.log),
  };

  registerErrorHandler(app);
  observeRequests(app);
  watchStatements(database, { slowMs: config.SLOW_STATEMENT_MS, log: app.log });
  app.addHook('onClose', async () => unwatchStatements(database));
  if (config.METRICS_TOKEN && config.METRICS_PORT === undefined) registerMetricsRoute(app, config.METRICS_TOKEN);
  // Before the routes, so it follows every one of them: a console write is announced to every process, and each
  // forgets what it keeps that may show it (the visitors' kept pages, the catalogue's caches).
  const visitorPages = new VisitorPages();
  changes.onChange(() => visitorPages.forget());
  app.addHook('onResponse', async (request) => {
    if (isConsoleWrite(request))
      await changes.announce().catch((error: unknown) => request.log.error({ err: error }, 'change not announced'));
  });
  await changes.listen();
  app.addHook('onClose', () => changes.close());
  // Third-party plugins (plugins/external), each registered once for the whole app.
  await registerFormBody(app);
  await registerMultipart(app);
  await registerHelmet(app, config);
  await registerCompress(app);
  await registerRateLimit(app, config, database);
  await registerCookie(app);
  // Our own (plugins/app): CSRF, the session and its guards, the buyer and viewer of a request.
  registerCsrf(app, config.ALLOWED_ORIGINS);
  await app.register(sessionPlugin, { db: database.db });
  await app.register(staffSessionPlugin, { db: database.db });
  await app.register(buyerPlugin, { db: database.db });
  if (config.API_DOCS) await registerSwagger(app);
  if (config.TEST_HOOKS) await testHookRoutes(app, database.db);

  for (const routes of [
    healthRoutes,
    siteRoutes,
    focusRoutes,
    contentRoutes,
    userRoutes,
    accountRoutes,
    addressRoutes,
    invoiceProfileRoutes,
    inboxRoutes,
    requestRoutes,
    qualificationRoutes,
    contractRoutes,
    storeRoutes,
    wechatRoutes,
    adminRoutes,
    staffRoutes,
    dashboardRoutes,
    cartRoutes,
    catalogueRoutes,
    catalogueAdminRoutes,
    goodsAdminRoutes,
    stockAdminRoutes,
    arrivalRoutes,
    favoriteRoutes,
    imageRoutes,
    promotionRoutes,
    checkoutRoutes,
    paymentRoutes,
    quickBuyRoutes,
    orderRoutes,
    afterSalesRoutes,
    invoiceRoutes,
    orderAdminRoutes,
    orderConsoleRoutes,
    walletRoutes,
    walletAdminRoutes,
    voucherRoutes,
    voucherAdminRoutes,
    cashbackRoutes,
    adsAdminRoutes,
    contentAdminRoutes,
    pointsRoutes,
    couponRoutes,
    couponAdminRoutes,
    mallRoutes,
    mallAdminRoutes,
    lotteryRoutes,
    lotteryAdminRoutes,
    activityRoutes,
    activityAdminRoutes,
    promoRoutes,
    promoAdminRoutes,
    navAdminRoutes,
    floorRoutes,
    floorAdminRoutes,
    qcReportRoutes,
    seoRoutes,
  ]) {
    await routes(app, deps);
  }
  await registerAdminStatic(app, config.ADMIN_DIST);
  await registerStaticSpa(app, config.WEB_DIST, siteConfigOf(config), visitorPages);
  return app;
}
