import { WalletRefusal } from '@store/shared/codes';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import {
  RECHARGE_STATUS_TEXT,
  type AdminRechargeQuery,
  type BalanceAdjustBody,
  type RechargeRow,
  type RechargeStatus,
  type RechargeTfAnswer,
} from '@store/shared/api/wallet';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../staff/audit.ts';
import { lockBuyer } from '../admin/repo.ts';
import { applyRechargeOffer } from '../vouchers/offers.ts';
import { changeBalance } from './ledger.ts';
import * as repo from './recharge-repo.ts';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

const presentRecharge = (row: repo.RechargeRecord): RechargeRow => ({
  id: row.id,
  method: 'transfer',
  amount: fenToYuan(row.amountFen),
  status: row.status as RechargeStatus,
  status_text: RECHARGE_STATUS_TEXT[row.status as RechargeStatus] ?? row.status,
  remittance_ref: row.remittanceRef,
  created_at: seconds(row.createdAt)!,
  paid_at: seconds(row.paidAt),
});

/** userRechargeTf: a top-up by bank transfer, waiting for finance to see the money arrive. */
export async function requestTransferRecharge(
  db: Db,
  config: Config,
  userId: number,
  amountYuan: number,
): Promise<RechargeTfAnswer> {
  const row = await db.transaction((tx) => repo.insertTransferRecharge(tx, userId, yuanToFen(amountYuan)));
  return { ...presentRecharge(row), bank: storeBank(config) };
}

const storeBank = (config: Config) => ({
  account_name: config.BANK_ACCOUNT_NAME,
  bank_name: config.BANK_NAME,
  account_no: config.BANK_ACCOUNT_NO,
});

export async function rechargesOf(
  db: Db,
  config: Config,
  userId: number,
  { page, pageSize, pendingOnly }: { page: number; pageSize: number; pendingOnly: boolean },
) {
  const { rows, total } = await repo.rechargesOf(db, userId, page, pageSize, pendingOnly);
  return { data: rows.map(presentRecharge), total, page, page_size: pageSize, bank: storeBank(config) };
}

export async function rechargesForFinance(db: Db, query: AdminRechargeQuery) {
  const { rows, total } = await repo.listForFinance(db, query);
  return {
    data: rows.map((r) => ({ ...presentRecharge(r.recharge), buyer: r.buyer, confirmed_by: r.confirmedBy })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * Finance saw the transfer arrive: the recharge is marked paid and the balance credited through the
 * ledger, with the audit row, in one transaction; a second confirmation changes nothing (409).
 */
export async function confirmRecharge(db: Db, actor: Actor, rechargeId: number) {
  return db.transaction(async (tx) => {
    const paid = await repo.markPaid(tx, rechargeId, actor.staffId);
    if (!paid) {
      if (!(await repo.findRecharge(tx, rechargeId))) throw notFound('充值记录不存在');
      throw new AppError(WalletRefusal.RECHARGE_NOT_PENDING);
    }
    const { balanceAfterFen } = await changeBalance(tx, {
      userId: paid.userId,
      type: 'recharge',
      amountFen: paid.amountFen,
      remark: `对公转账充值 ${paid.remittanceRef}`,
    });
    // 充值优惠: the best running offer's voucher, once per recharge, in this transaction.
    const offer = await applyRechargeOffer(tx, { userId: paid.userId, rechargeId: paid.id, amountFen: paid.amountFen });
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
    return { ...presentRecharge(paid), balance: fenToYuan(balanceAfterFen) };
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
