import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as t from '../schema.ts';
import { changeBalance } from '../../modules/wallet/ledger.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

/** Wallet money the demo buyer pays orders with on /cart/step3; a ledger row, so Σ ledger = balance. */
export const DEMO_BUYER_TOP_UP_FEN = 5_000_000;

export async function seedPaymentDemo(tx: Tx): Promise<void> {
  const [buyer] = await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, DEMO_ACCOUNTS.buyer.username));
  await changeBalance(tx, { userId: buyer.id, type: 'recharge', amountFen: DEMO_BUYER_TOP_UP_FEN, remark: '对公汇款充值（演示数据）' });
}
