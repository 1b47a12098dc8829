/**
 * One schema for PGlite and PostgreSQL, one file per domain. Money columns end in `_fen` and hold
 * integer fen. drizzle-kit reads this file to generate migrations.
 */
export * from './schema/accounts.ts';
export * from './schema/content.ts';
export * from './schema/catalogue.ts';
export * from './schema/cart.ts';
export * from './schema/qualifications.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/staff.ts';
export * from './schema/stock.ts';
export * from './schema/goods-prices.ts';
export * from './schema/wallet.ts';
export * from './schema/cashback.ts';
export * from './schema/vouchers.ts';
export * from './schema/points.ts';
export * from './schema/coupons.ts';
export * from './schema/mall.ts';
export * from './schema/lottery.ts';
export * from './schema/activities.ts';
export * from './schema/floors.ts';
export * from './schema/housekeeping.ts';
