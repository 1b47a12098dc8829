import { z } from 'zod';
import { mobile, password } from './account.ts';
import { pageQuery } from './envelope.ts';
import { id } from './fields.ts';
import { captchaAnswer } from './user.ts';

/**
 * The operator console's staff (issue #13): accounts apart from buyers, roles that bundle permissions,
 * and every /api/admin route declaring the one permission it needs. Permissions are fixed here (the code
 * decides what exists); roles are rows super admins edit.
 */
export const PERMISSIONS = {
  'dashboard.view': '查看工作台',
  'buyers.view': '查看采购商',
  'buyers.review': '资质审核',
  'buyers.manage': '采购商管理（停用、客户经理）',
  'orders.view': '查看订单',
  'orders.ship': '订单发货',
  'orders.cancel': '取消订单',
  'payments.confirm': '确认转账',
  'aftersales.review': '售后审核',
  'invoices.issue': '开具发票',
  'goods.view': '查看商品',
  'goods.edit': '商品维护',
  'stock.manage': '库存管理',
  'promotions.manage': '营销活动',
  'content.manage': '内容管理',
  'staff.manage': '员工与角色',
  'audit.view': '操作日志',
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const permissionCodes = Object.keys(PERMISSIONS) as [Permission, ...Permission[]];
export const permission = z.enum(permissionCodes);

/** The roles the store starts with (super admins may add and edit roles). */
export const DEFAULT_ROLES: { code: string; name: string; permissions: Permission[] }[] = [
  { code: 'super_admin', name: '超级管理员', permissions: [...permissionCodes] },
  { code: 'reviewer', name: '资质审核', permissions: ['dashboard.view', 'buyers.view', 'buyers.review'] },
  {
    code: 'warehouse',
    name: '仓库发货',
    permissions: ['dashboard.view', 'orders.view', 'orders.ship', 'goods.view', 'stock.manage'],
  },
  {
    code: 'finance',
    name: '财务',
    permissions: ['dashboard.view', 'buyers.view', 'orders.view', 'payments.confirm', 'invoices.issue'],
  },
  {
    code: 'marketing',
    name: '运营',
    permissions: ['dashboard.view', 'goods.view', 'goods.edit', 'promotions.manage', 'content.manage'],
  },
  {
    code: 'customer_service',
    name: '客服',
    permissions: [
      'dashboard.view',
      'buyers.view',
      'buyers.manage',
      'orders.view',
      'orders.cancel',
      'aftersales.review',
    ],
  },
];

/** POST /api/admin/auth/login (the same throttling as buyers: captcha after 5 failures). */
export const staffLoginBody = z.strictObject({
  username: z.string().trim().min(1, '请输入用户名').max(64),
  password: z.string().min(1, '请输入密码').max(128),
  ...captchaAnswer,
});
export type StaffLoginBody = z.infer<typeof staffLoginBody>;

/** GET /api/admin/auth/me, and the data of a successful login: who is working and what they may do. */
export const staffMe = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.object({ code: z.string(), name: z.string() }),
  permissions: z.array(permission),
});
export type StaffMe = z.infer<typeof staffMe>;

/** Staff sessions end after this long without a request (issue #13: 8 h idle). */
export const STAFF_IDLE_HOURS = 8;

/** A row of GET /api/admin/staff. */
export const staffRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  role: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  disabled: z.boolean(),
  created_at: z.number().int(),
});
export type StaffRow = z.infer<typeof staffRow>;

/** POST /api/admin/staff: a super admin adds a staff account with its first password. */
export const createStaffBody = z.strictObject({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{2,31}$/, '用户名为3-32位字母、数字或下划线，以字母开头'),
  name: z.string().trim().min(1, '请填写姓名').max(30),
  mobile: z.union([z.literal(''), mobile]).default(''),
  password,
  role_id: id,
});
export type CreateStaffBody = z.infer<typeof createStaffBody>;

/** GET /api/admin/roles. */
export const roleRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  permissions: z.array(permission),
});

/** GET /api/admin/audit: who did what, newest first. */
export const auditQuery = pageQuery.extend({
  staff_id: id.optional(),
  object_type: z.string().trim().max(32).optional(),
  object_id: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
});
export const auditRow = z.object({
  id: z.number().int(),
  staff: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.number().int(),
});
export type AuditRow = z.infer<typeof auditRow>;
