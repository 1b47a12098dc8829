import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { staff } from './staff.ts';

// ── accounts ────────────────────────────────────────────────────────────────────────────────────
/**
 * The account manager a buyer sees (name and phone in 会员中心). Since the console, a manager is a staff
 * member with the customer-service role (`staff_id`); rows without one are managers from before it.
 */
export const accountManagers = pgTable(
  'account_managers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_managers_staff_key').on(t.staffId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    /** 'buyer' or 'operator'. */
    role: text('role').notNull().default('buyer'),
    /** Contact person of the buying company and the contact's phone (mobile or landline; the login mobile changes only through SMS). */
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    /** 'pharmacy' | 'chain' | 'clinic' | 'hospital' | 'company' */
    companyType: text('company_type').notNull().default(''),
    /** Province / city / district as the region data package names them. */
    region: text('region').notNull().default(''),
    face: text('face').notNull().default(''),
    rank: text('rank').notNull().default('普通会员'),
    address: text('address').notNull().default(''),
    /** Qualifications approved by an operator: only then are prices shown and orders accepted. */
    isPassed: boolean('is_passed').notNull().default(false),
    /** Points (积分); changed only together with a `points_log` row (modules/points/ledger.ts). */
    points: integer('points').notNull().default(0),
    /** Wallet balance (余额); changed only together with a `user_money_log` row. */
    balanceFen: integer('balance_fen').notNull().default(0),
    wechatOpenid: text('wechat_openid'),
    managerId: integer('manager_id').references(() => accountManagers.id),
    /** Multi-store (多门店): every store of one company shares the head account's id here; null for a single buyer. */
    groupId: integer('group_id'),
    isShowYoux: boolean('is_show_youx').notNull().default(false),
    isSpecial: boolean('is_special').notNull().default(false),
    isCanChat: boolean('is_can_chat').notNull().default(false),
    isAfterSale: boolean('is_after_sale').notNull().default(false),
    tianfuBankPayment: boolean('tianfu_bank_payment').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * 经营范围 as a reviewer entered it from the licences (drug classes); null: whatever the licences allow.
     * It only narrows: a buyer never buys beyond what the licences allow (rules/qualification businessScope).
     */
    scopeLimit: text('scope_limit').array(),
    /**
     * What the console finds a buyer by a part of (issue #38): every 1-, 2- and 3-character window of the lower-cased
     * company, contact, login name and login mobile, `text_grams(…)`. Kept by the trigger users_search_grams of
     * migration 0035 on every insert and every change of those columns; never written by the app.
     */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    index('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_wechat_key').on(t.wechatOpenid),
    index('users_group_idx').on(t.groupId),
    // The console's search of buyers (and of orders by their buyer) by part of a name, Chinese included.
    index('users_search_grams_idx').using('gin', t.searchGrams),
    // The console's buyer list newest first and its count (up to 10,000) without reading the rows (issue #38).
    index('users_buyers_idx')
      .on(t.id)
      .where(sql`${t.role} = 'buyer'`),
    check('users_balance_not_negative', sql`${t.balanceFen} >= 0`),
    check('users_points_not_negative', sql`${t.points} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the token: a leaked table does not leak usable tokens. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_unread_idx').on(t.userId, t.isRead)],
);

/** SMS verification codes: stored hashed, single-use, short-lived (create_code). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** 'register' | 'forget' | 'bind' | 'password' */
    scene: text('scene').notNull(),
    /** The logged-in account that asked (bind, password): only that account can use the code. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * Failed logins (and wrong current passwords), counted per account, per (account, address) and per
 * address to stop password guessing. `account` is `u:<user id>` for an existing account, so its
 * username and mobile count as one, or `n:<identifier>` for an unknown one.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.account, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Graphic captchas asked for after repeated failed logins: the answer hashed, single use, short-lived. */
export const captchas = pgTable(
  'captchas',
  {
    /** Random id handed to the client with the image. */
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/**
 * One row per counted request (SMS codes and mobile look-ups per client address), so every server
 * process sees the same counts. `scope` names the limit, `key` is what is limited (an address).
 */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_hits_scope_key_idx').on(t.scope, t.key, t.createdAt)],
);

/** Delivery addresses. Region names are derived on the server from the district code. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consignee: text('consignee').notNull(),
    mobile: text('mobile').notNull(),
    regionCode: text('region_code').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default address per buyer, whatever the concurrency.
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Invoice profiles (开票信息) a buyer keeps so no order retypes them: plain (普通发票: title and tax number)
 * or VAT special (增值税专用发票: also bank, account, registered address and phone). One is the default.
 */
export const invoiceProfiles = pgTable(
  'invoice_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'plain' | 'vat_special' */
    type: text('type').notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    registerAddress: text('register_address').notNull().default(''),
    registerPhone: text('register_phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_profiles_user_idx').on(t.userId),
    uniqueIndex('invoice_profiles_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Feedback and complaints (/yjfk, /help/us/tsjy), kept for operators. */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** 'suggestion' | 'complaint' */
  kind: text('kind').notNull(),
  content: text('content').notNull(),
  contact: text('contact').notNull().default(''),
  createdAt: createdAt(),
});

/** Purchase requests (求购 / 品种求购): goods a buyer wants that the catalogue lacks. */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sccj: text('sccj').notNull().default(''),
    ypgg: text('ypgg').notNull().default(''),
    number: integer('number'),
    remarks: text('remarks').notNull().default(''),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** 'pending' | 'sourcing' | 'listed' | 'closed' */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_requests_user_idx').on(t.userId, t.createdAt)],
);
