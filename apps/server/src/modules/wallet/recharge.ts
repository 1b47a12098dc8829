import { WalletRefusal } from '@store/shared/codes';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import {
  ONLINE_RECHARGE_STATUS_TEXT,
  RECHARGE_METHOD_TEXT,
  RECHARGE_STATUS_TEXT,
  type AdminRechargeQuery,
  type BalanceAdjustBody,
  type RechargeRow,
  type RechargeStatus,
  type RechargeTfAnswer,
} from '@store/shared/api/wallet';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { lockBuyer } from '../admin/index.ts';
import { applyRechargeOffer } from '../vouchers/index.ts';
import { changeBalance } from './ledger.ts';
import * as repo from './recharge-repo.ts';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** A top-up as the buyer and finance see it; `gateways` names an online one's gateway as the buyer knows it. */
export function presentRecharge(row: repo.RechargeRecord, gateways: PaymentGateways): RechargeRow {
  const method = row.method === 'online' ? 'online' : 'transfer';
  const texts = method === 'online' ? ONLINE_RECHARGE_STATUS_TEXT : RECHARGE_STATUS_TEXT;
  return {
    id: row.id,
    method,
    method_text: RECHARGE_METHOD_TEXT[method],
    gateway: row.gateway ? (gateways.get(row.gateway)?.title ?? row.gateway) : '',
    amount: fenToYuan(row.amountFen),
    status: row.status as RechargeStatus,
    status_text: texts[row.status as RechargeStatus] ?? row.status,
    remittance_ref: row.remittanceRef ?? row.outTradeNo,
    created_at: seconds(row.createdAt)!,
    paid_at: seconds(row.paidAt),
  };
}

/** userRechargeTf: a top-up by bank transfer, waiting for finance to see the money arrive. */
export async function requestTransferRecharge(
  db: Db,
  config: Config,
  gateways: PaymentGateways,
  userId: number,
  amountYuan: number,
): Promise<RechargeTfAnswer> {
  const row = await db.transaction((tx) => repo.insertTransferRecharge(tx, userId, yuanToFen(amountYuan)));
  return { ...presentRecharge(row, gateways), bank: storeBank(config) };
}

const storeBank = (config: Config) => ({
  account_name: config.BANK_ACCOUNT_NAME,
  bank_name: config.BANK_NAME,
  account_no: config.BANK_ACCOUNT_NO,
});

export async function rechargesOf(
  db: Db,
  config: Config,
  gateways: PaymentGateways,
  userId: number,
  filters: { page: number; pageSize: number; pendingOnly: boolean; method?: string | undefined },
) {
  const { page, pageSize } = filters;
  const { rows, total } = await repo.rechargesOf(db, userId, filters);
  return {
    data: rows.map((row) => presentRecharge(row, gateways)),
    total,
    page,
    page_size: pageSize,
    bank: storeBank(config),
    gateways: gateways.list().map((g) => ({ code: g.name, name: g.title })),
  };
}

/** One of the buyer's top-ups: the page the gateway sends the buyer back to watches it arrive. */
export async function rechargeOf(db: Db, gateways: PaymentGateways, userId: number, id: number) {
  const row = await repo.findRecharge(db, id);
  if (!row || row.userId !== userId) throw notFound('充值记录不存在');
  return presentRecharge(row, gateways);
}

export async function rechargesForFinance(db: Db, gateways: PaymentGateways, query: AdminRechargeQuery) {
  const { rows, total } = await repo.listForFinance(db, query);
  return {
    data: rows.map((r) => ({ ...presentRecharge(r.recharge, gateways), buyer: r.buyer, confirmed_by: r.confirmedBy })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * A top-up just marked paid (by finance, or by the gateway's notification) is credited to the balance
 * through the ledger, in the caller's transaction.
 */
export async function creditRecharge(tx: Tx, paid: repo.RechargeRecord) {
  const { balanceAfterFen } = await changeBalance(tx, {
    userId: paid.userId,
    type: 'recharge',
    amountFen: paid.amountFen,
    remark: paid.method === 'online' ? `在线充值 ${paid.outTradeNo}` : `对公转账充值 ${paid.remittanceRef}`,
  });
  // 充值优惠: the best running offer's voucher, once per recharge, in this transaction (after the balance row:
  // the buyer's wallet, then their voucher total, the lock order of every wallet write).
  const offer = await applyRechargeOffer(tx, { userId: paid.userId, rechargeId: paid.id, amountFen: paid.amountFen });
  return { balanceAfterFen, offer };
}

/**
 * Finance saw the transfer arrive: the recharge is marked paid and the balance credited through the
 * ledger, with the audit row, in one transaction; a second confirmation changes nothing (409). An online
 * top-up is never confirmed by hand: only its gateway's notification pays it.
 */
export async function confirmRecharge(db: Db, gateways: PaymentGateways, actor: Actor, rechargeId: number) {
  return db.transaction(async (tx) => {
    const paid = await repo.markTransferPaid(tx, rechargeId, actor.staffId);
    if (!paid) {
      const found = await repo.findRecharge(tx, rechargeId);
      if (!found) throw notFound('充值记录不存在');
      throw new AppError(
        found.method === 'online' && found.status === 'pending'
          ? WalletRefusal.RECHARGE_ONLINE
          : WalletRefusal.RECHARGE_NOT_PENDING,
      );
    }
    const { balanceAfterFen, offer } = await creditRecharge(tx, paid);
    await recordAudit(tx, actor, {
      action: 'wallet.recharge_confirm',
      objectType: 'buyer',
      objectId: paid.userId,
      before: { recharge: paid.id, status: 'pending' },
      after: {
        recharge: paid.id,
        status: 'paid',
        amount: fenToYuan(paid.amountFen),
        balance: fenToYuan(balanceAfterFen),
        ...(offer && { recharge_offer: offer.offerId, bonus: fenToYuan(offer.bonusFen) }),
      },
    });
    return { ...presentRecharge(paid, gateways), balance: fenToYuan(balanceAfterFen) };
  });
}

/** A manual adjustment by finance (a correction, a goodwill credit): a ledger row of type 'adjust' with the reason. */
export async function adjustBalance(db: Db, actor: Actor, userId: number, body: BalanceAdjustBody) {
  return db.transaction(async (tx) => {
    if (!(await lockBuyer(tx, userId))) throw notFound('采购商不存在');
    const { balanceAfterFen } = await changeBalance(tx, {
      userId,
      type: 'adjust',
      amountFen: yuanToFen(body.amount),
      remark: body.reason,
    });
    await recordAudit(tx, actor, {
      action: 'wallet.adjust',
      objectType: 'buyer',
      objectId: userId,
      after: { amount: body.amount, reason: body.reason, balance: fenToYuan(balanceAfterFen) },
    });
    return { balance: fenToYuan(balanceAfterFen) };
  });
}
