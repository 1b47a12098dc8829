import { z } from 'zod';
import { password } from './account.ts';
import { id } from './fields.ts';
import { permission, type Permission } from './staff.ts';

/**
 * Super admins (staff.manage) edit roles and move staff between them. Permissions are read on every
 * request (the session's lookup joins the role), so a change applies to the staff member's next request.
 */

/** The role the store cannot lose: it keeps staff.manage and is never deleted, so someone can always manage staff. */
export const SUPER_ADMIN_ROLE = 'super_admin';

/** Permissions as a form sends them: `permissions[0]=…` (an empty list arrives as no key at all). */
const permissionList = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : typeof value === 'string' ? [value] : value),
  z
    .array(z.string().max(64))
    .min(1, '请至少选择一项权限')
    .max(64)
    // Checked on the list, so an unknown code is an error of the field `permissions` the form shows.
    .refine((codes) => codes.every((code) => permission.safeParse(code).success), '权限不在可选范围内')
    .transform((codes) => [...new Set(codes)] as Permission[]),
);

const roleName = z.string().trim().min(1, '请填写角色名称').max(30, '角色名称最多 30 个字符');

/** POST /api/admin/roles. */
export const createRoleBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,31}$/, '角色代码为2-32位小写字母、数字或下划线，以字母开头'),
  name: roleName,
  permissions: permissionList,
});
export type CreateRoleBody = z.infer<typeof createRoleBody>;

/** POST /api/admin/roles/:id: the code stays (it is how the store's code knows a role). */
export const updateRoleBody = z.strictObject({ name: roleName, permissions: permissionList });
export type UpdateRoleBody = z.infer<typeof updateRoleBody>;

/** POST /api/admin/staff/:id/role. */
export const staffRoleBody = z.strictObject({ role_id: id });

/** POST /api/admin/staff/:id/password: a new initial password; the staff member's sessions end. */
export const resetStaffPasswordBody = z.strictObject({ password });
export type ResetStaffPasswordBody = z.infer<typeof resetStaffPasswordBody>;

/**
 * The console's permission picker: PERMISSIONS grouped by the area of the console they open, in menu order.
 * Every permission is in exactly one group (a test holds it to that).
 */
export const PERMISSION_GROUPS: { label: string; permissions: Permission[] }[] = [
  { label: '工作台', permissions: ['dashboard.view'] },
  { label: '采购商', permissions: ['buyers.view', 'buyers.review', 'buyers.manage'] },
  {
    label: '订单',
    permissions: [
      'orders.view',
      'orders.ship',
      'orders.cancel',
      'payments.confirm',
      'aftersales.review',
      'invoices.issue',
    ],
  },
  { label: '商品', permissions: ['goods.view', 'goods.edit', 'stock.manage'] },
  { label: '营销与内容', permissions: ['promotions.manage', 'content.manage'] },
  { label: '系统', permissions: ['staff.manage', 'audit.view'] },
];
