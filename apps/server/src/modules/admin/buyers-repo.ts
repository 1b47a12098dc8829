import { and, asc, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BuyerListQuery } from '@store/shared/api/buyers';
import { LIST_COUNT_CAP } from '@store/shared/api/list-count';
import type { Db, Tx } from '../../db/client.ts';
import { cappedCount, containsPattern, escapeLike, gramsHold } from '../../db/text-search.ts';
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
  // A literal, not a parameter: it is the predicate of users_buyers_idx, which the planner must see to use it.
  const filters: SQL[] = [sql`${users.role} = 'buyer'`];
  if (query.keywords) {
    // Through users_search_grams_idx (db/text-search.ts), Chinese included; the ILIKE keeps exactly the matches.
    const like = containsPattern(query.keywords);
    filters.push(
      gramsHold(users.searchGrams, query.keywords),
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

/**
 * A page of buyers, newest first, and their count up to LIST_COUNT_CAP + 1 ("10000+"; issue #38: the exact
 * count read every buyer). A list of at most the cap is read whole through its indexes and sorted (see the
 * console's order list, orders/admin-repo.ts); a larger one is met at once walking the newest buyers backwards.
 */
export async function listBuyers(db: Db, query: BuyerListQuery, today: string, in30: string) {
  const where = and(...listFilters(query, today, in30));
  // The managers are joined only when a filter names one: the join kept the count from users_buyers_idx alone.
  const from = query.manager_id
    ? sql`from ${users} left join ${accountManagers} on ${accountManagers.id} = ${users.managerId} where ${where}`
    : sql`from ${users} where ${where}`;
  const [count] = await db.select({ total: cappedCount(from) }).from(sql`(select 1) as one`);
  const total = count?.total ?? 0;
  const offset = (query.page - 1) * query.page_size;
  const page = db
    .select(rowColumns)
    .from(users)
    .leftJoin(accountManagers, eq(accountManagers.id, users.managerId))
    .$dynamic();
  const rows =
    total <= LIST_COUNT_CAP
      ? await page
          .where(
            sql`${users.id} in (select matched.id from (select ${users.id} as id ${from} offset 0) as matched
              order by matched.id desc limit ${query.page_size} offset ${offset})`,
          )
          .orderBy(desc(users.id))
      : await page.where(where).orderBy(desc(users.id)).limit(query.page_size).offset(offset);
  return { rows, total };
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
