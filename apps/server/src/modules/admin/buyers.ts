import type { BuyerDetail, BuyerListQuery, BuyerRow, ManagerOption, ScopeBody } from '@store/shared/api/buyers';
import { LIST_COUNT_CAP, PAGE_BEYOND_CAP, pageWithinCap } from '@store/shared/api/list-count';
import { ORDER_STATUS_TEXT, type OrderStatus } from '@store/shared/orders';
import { fenToYuan } from '@store/shared/rules/money';
import {
  businessScope,
  LICENCE_NAMES,
  type CompanyType,
  type DrugClass,
  type LicenceType,
} from '@store/shared/rules/qualification';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { businessDay } from '../../lib/business-day.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import * as repo from './buyers-repo.ts';
import { lockBuyer } from './repo.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function presentRow(row: repo.BuyerRecord): BuyerRow {
  return {
    id: row.id,
    username: row.username,
    company: row.company,
    company_type: row.companyType,
    name: row.name,
    mobile: row.mobile ?? '',
    region: row.region,
    is_passed: row.isPassed ? 1 : 0,
    review: row.review,
    manager:
      row.managerName === null
        ? null
        : { staff_id: row.managerStaffId, name: row.managerName, phone: row.managerPhone ?? '' },
    disabled: row.disabledAt ? 1 : 0,
    created_at: seconds(row.createdAt),
  };
}

/** The buyer list: search by company, username, mobile or contact; filters by region, review, manager, state. */
export async function listBuyers(db: Db, query: BuyerListQuery, today = businessDay()) {
  if (!pageWithinCap(query)) throw invalid({ page: [PAGE_BEYOND_CAP] });
  const { rows, total } = await repo.listBuyers(db, query, today, addDays(today, 30));
  return {
    data: rows.map(presentRow),
    total,
    page: query.page,
    page_size: query.page_size,
    count_cap: LIST_COUNT_CAP,
  };
}

export async function buyerDetail(db: Db, userId: number, today = businessDay()): Promise<BuyerDetail> {
  const file = await repo.buyerFile(db, userId);
  if (!file) throw notFound('采购商不存在');
  const states = file.licences.map((l) => ({
    type: l.type as LicenceType,
    status: l.status as 'approved',
    validTo: l.validTo,
  }));
  const companyType = file.row.companyType as CompanyType;
  const limit = (file.row.scopeLimit ?? null) as DrugClass[] | null;
  return {
    ...presentRow(file.row),
    phone: file.row.phone,
    address: file.row.address,
    scope: {
      licences: businessScope(companyType, states, today),
      limit,
      effective: businessScope(companyType, states, today, limit),
    },
    licences: file.licences.map((l) => ({
      id: l.id,
      type: l.type,
      type_name: LICENCE_NAMES[l.type as LicenceType] ?? l.type,
      number: l.number,
      valid_to: l.validTo,
      status: l.status as 'pending' | 'approved' | 'rejected',
      reject_reason: l.rejectReason,
    })),
    stores: file.stores,
    addresses: file.addresses.map((a) => ({
      consignee: a.consignee,
      mobile: a.mobile,
      region: [a.province, a.city, a.district].join(' '),
      detail: a.detail,
      is_default: a.isDefault ? 1 : 0,
    })),
    orders: {
      count: file.orderTotals.count,
      total: fenToYuan(file.orderTotals.paidFen),
      recent: file.recentOrders.map((o) => ({
        id: o.id,
        order_no: o.orderNo,
        status: o.status,
        status_text: ORDER_STATUS_TEXT[o.status as OrderStatus] ?? '',
        amount: fenToYuan(o.payableFen),
        created_at: seconds(o.createdAt),
      })),
    },
    wallet: {
      balance: fenToYuan(file.row.balanceFen),
      recent: file.ledger.map((l) => ({
        type: l.type,
        amount: fenToYuan(l.amountFen),
        balance_after: fenToYuan(l.balanceAfterFen),
        remark: l.remark,
        created_at: seconds(l.createdAt),
      })),
    },
    points: file.row.points,
  };
}

export async function managerOptions(db: Db): Promise<ManagerOption[]> {
  return (await repo.managerStaff(db)).map((m) => ({ staff_id: m.id, name: m.name, mobile: m.mobile }));
}

/** The buyer's account manager is a customer-service staff member; the buyer sees their name and phone. */
export async function assignManager(db: Db, actor: Actor, userId: number, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const member = (await repo.managerStaff(tx)).find((m) => m.id === staffId);
    if (!member) throw notFound('客户经理不存在（须为在职的客服人员）');
    const before = await lockBuyer(tx, userId);
    if (!before) throw notFound('采购商不存在');
    const cardId = await repo.managerCardOf(tx, member);
    await repo.setManager(tx, userId, cardId);
    await recordAudit(tx, actor, {
      action: 'buyer.manager',
      objectType: 'buyer',
      objectId: userId,
      before: { manager_id: before.managerId },
      after: { manager_id: cardId, staff_id: staffId, name: member.name },
    });
  });
}

/** 经营范围 as the reviewer reads it on the licence: narrows what the licences allow, or goes back to them. */
export async function setScope(db: Db, actor: Actor, userId: number, body: ScopeBody): Promise<void> {
  const limit = body.mode === 'licences' ? null : [...new Set(body.scope)];
  await db.transaction(async (tx) => {
    const before = await lockBuyer(tx, userId);
    if (!before) throw notFound('采购商不存在');
    await repo.setScopeLimit(tx, userId, limit);
    await recordAudit(tx, actor, {
      action: 'buyer.scope',
      objectType: 'buyer',
      objectId: userId,
      before: { scope: before.scopeLimit },
      after: { scope: limit },
    });
  });
}

export async function enableBuyer(db: Db, actor: Actor, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockBuyer(tx, userId);
    if (!before) throw notFound('采购商不存在');
    await repo.setEnabled(tx, userId);
    await recordAudit(tx, actor, {
      action: 'buyer.enable',
      objectType: 'buyer',
      objectId: userId,
      before: { disabled: before.disabledAt !== null },
      after: { disabled: false },
    });
  });
}
