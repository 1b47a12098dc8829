import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/** One licence of a buyer (营业执照, 药品经营许可证, …) and its review state. */
export const qualifications = pgTable(
  'qualifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    number: text('number').notNull(),
    /** null: long-term (长期有效). */
    validTo: date('valid_to'),
    /** 'pending' | 'approved' | 'rejected' */
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The valid_to date a 30-day reminder was last sent for (one reminder per validity period). */
    remindedFor: date('reminded_for'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qualifications_user_type_key').on(t.userId, t.type),
    index('qualifications_status_idx').on(t.status),
    // Approved licences by expiry: the dashboard's 30 天内到期证照 and the buyer list's expiring filter.
    index('qualifications_expiring_idx')
      .on(t.validTo)
      .where(sql`${t.status} = 'approved'`),
  ],
);

export const qualificationFiles = pgTable(
  'qualification_files',
  {
    id: serial('id').primaryKey(),
    qualificationId: integer('qualification_id')
      .notNull()
      .references(() => qualifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('qualification_files_qualification_idx').on(t.qualificationId)],
);

/**
 * 资质变更: an approved buyer's new company name or type, waiting for a reviewer. The approved identity on
 * `users` stays in force (prices, documents, invoices) until a reviewer approves; rejecting keeps it and
 * tells the buyer why. One pending change per buyer: a new submission replaces the waiting one.
 */
export const companyChanges = pgTable(
  'company_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    companyType: text('company_type').notNull(),
    /** What was in force when the change was submitted, shown to the reviewer beside the new values. */
    previousCompany: text('previous_company').notNull(),
    previousCompanyType: text('previous_company_type').notNull(),
    /** 'pending' | 'approved' | 'rejected' | 'withdrawn' (the buyer went back to the approved values). */
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_changes_user_idx').on(t.userId),
    uniqueIndex('company_changes_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The annual purchase agreement (年度采购协议) a buyer signs before ordering (status 459 until signed). */
export const contracts = pgTable('contracts', {
  id: serial('id').primaryKey(),
  /** e.g. '2027' */
  version: text('version').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  effectiveFrom: date('effective_from').notNull(),
  effectiveTo: date('effective_to').notNull(),
  createdAt: createdAt(),
});

export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signerName: text('signer_name').notNull(),
    ip: text('ip').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_signatures_user_contract_key').on(t.userId, t.contractId)],
);
