import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// ── the operator console's staff (issue #13) ───────────────────────────────────────────────────
/** A role bundles permissions (codes of PERMISSIONS in @store/shared/api/staff); super admins edit them. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_roles_code_key').on(t.code), uniqueIndex('staff_roles_name_key').on(t.name)],
);

/** Staff accounts, apart from buyers: a buyer's session never reaches /api/admin. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_username_key').on(sql`lower(${t.username})`)],
);

/** A staff session ends after STAFF_IDLE_HOURS without a request; `seen_at` moves with use. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** sha256 of the token, as buyers' sessions. */
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every change staff make: who, when, what, to which object, before and after; written in the change's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** What was done, e.g. 'licence.approve', 'buyer.disable' (see AUDIT_ACTIONS in the staff module). */
    action: text('action').notNull(),
    /** The object: its kind ('licence', 'buyer', 'order', 'staff', 'role') and id. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_object_idx').on(t.objectType, t.objectId),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
  ],
);
