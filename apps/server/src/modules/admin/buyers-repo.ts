import { and, asc, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BuyerListQuery } from '@store/shared/api/buyers';
import type { Db, Tx } from '../../db/client.ts';
import {
  accountManagers,
  addresses,
  orders,
  qualifications,
  staff,
  staffRoles,
  userMoneyLog,
  users,
} from '../../db/schema.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** passed / pending (a licence waits for review) / not_passed, as one SQL expression. */
const reviewSql = sql<'passed' | 'pending' | 'not_passed'>`case when ${users.isPassed} then 'passed'
  when exists (select 1 from ${qualifications} q where q.user_id = ${users.id} and q.status = 'pending') then 'pending'
  else 'not_passed' end`;

const rowColumns = {
  id: users.id,
  username: users.username,
  company: users.company,
  companyType: users.companyType,
  name: users.name,
  mobile: users.mobile,
  region: users.region,
  isPassed: users.isPassed,
  review: reviewSql,
  managerStaffId: accountManagers.staffId,
  managerName: accountManagers.name,
  managerPhone: accountManagers.phone,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

function listFilters(query: BuyerListQuery, today: string, in30: string): SQL[] {
  const filters: SQL[] = [eq(users.role, 'buyer')];
  if (query.keywords) {
    const like = `%${escapeLike(query.keywords)}%`;
    filters.push(
      or(ilike(users.company, like), ilike(users.username, like), ilike(users.mobile, like), ilike(users.name, like))!,
    );
  }
  if (query.region) filters.push(ilike(users.region, `%${escapeLike(query.region)}%`));
  if (query.review) filters.push(sql`${reviewSql} = ${query.review}`);
  if (query.manager_id) filters.push(eq(accountManagers.staffId, query.manager_id));
  if (query.disabled === '1') filters.push(isNotNull(users.disabledAt));
  if (query.disabled === '0') filters.push(isNull(users.disabledAt));
  if (query.licence === 'expiring')
    filters.push(sql`exists (select 1 from ${qualifications} q where q.user_id = ${users.id} and q.status = 'approved'
      and q.valid_to between ${today}::date and ${in30}::date)`);
  return filters;
}

export async function listBuyers(db: Db, query: BuyerListQuery, today: string, in30: string) {
  const where = and(...listFilters(query, today, in30));
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .leftJoin(accountManagers, eq(accountManagers.id, users.managerId))
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(accountManagers, eq(accountManagers.id, users.managerId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
export type BuyerRecord = Awaited<ReturnType<typeof listBuyers>>['rows'][number];

/** One buyer's file: the account, its licences, sister stores, addresses, orders and wallet. */
export async function buyerFile(db: Db, userId: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      phone: users.phone,
      address: users.address,
      scopeLimit: users.scopeLimit,
      groupId: users.groupId,
      points: users.points,
      balanceFen: users.balanceFen,
    })
    .from(users)
    .leftJoin(accountManagers, eq(accountManagers.id, users.managerId))
    .where(and(eq(users.id, userId), eq(users.role, 'buyer')));
  if (!row) return undefined;
  const [licences, stores, addressRows, orderTotals, recentOrders, ledger] = await Promise.all([
    db.select().from(qualifications).where(eq(qualifications.userId, userId)).orderBy(asc(qualifications.id)),
    row.groupId === null
      ? Promise.resolve([])
      : db
          .select({ id: users.id, company: users.company, username: users.username })
          .from(users)
          .where(and(or(eq(users.groupId, row.groupId), eq(users.id, row.groupId)), ne(users.id, userId)))
          .orderBy(asc(users.id)),
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id)),
    db
      .select({
        count: sql<number>`count(*)::int`,
        paidFen: sql<number>`coalesce(sum(${orders.paidFen}) filter (where ${orders.status} <> 4), 0)::int`,
      })
      .from(orders)
      .where(eq(orders.userId, userId)),
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        payableFen: orders.payableFen,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.id))
      .limit(10),
    db.select().from(userMoneyLog).where(eq(userMoneyLog.userId, userId)).orderBy(desc(userMoneyLog.id)).limit(10),
  ]);
  return { row, licences, stores, addresses: addressRows, orderTotals: orderTotals[0]!, recentOrders, ledger };
}

/** Enabled staff whose role is customer service: the account managers to choose from. */
export const managerStaff = (db: Db | Tx) =>
  db
    .select({ id: staff.id, name: staff.name, mobile: staff.mobile })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.id, staff.roleId))
    .where(and(eq(staffRoles.code, 'customer_service'), isNull(staff.disabledAt)))
    .orderBy(asc(staff.id));

/** The buyer-facing manager card of a staff member, made on first assignment and kept in step with the staff record. */
export async function managerCardOf(tx: Tx, member: { id: number; name: string; mobile: string }): Promise<number> {
  const [card] = await tx
    .insert(accountManagers)
    .values({ staffId: member.id, name: member.name, phone: member.mobile })
    .onConflictDoUpdate({ target: accountManagers.staffId, set: { name: member.name, phone: member.mobile } })
    .returning({ id: accountManagers.id });
  return card!.id;
}

export const setManager = (tx: Tx, userId: number, managerId: number) =>
  tx.update(users).set({ managerId }).where(eq(users.id, userId));

export const setScopeLimit = (tx: Tx, userId: number, scopeLimit: string[] | null) =>
  tx.update(users).set({ scopeLimit }).where(eq(users.id, userId));

export const setEnabled = (tx: Tx, userId: number) =>
  tx.update(users).set({ disabledAt: null }).where(eq(users.id, userId));
