import { sql } from 'drizzle-orm';
import type { CreateOrderBody, CreatedOrder } from '@store/shared/api/checkout';
import { OrderRefusal } from '@store/shared/codes';
import { PayMethod } from '@store/shared/orders';
import { fenToYuan } from '@store/shared/rules/money';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { theRow } from '../../db/rows.ts';
import { builtStatement } from '../../db/prepared.ts';
import { intArrayValue } from '../../db/int-array.ts';
import { businessDay } from '../../lib/business-day.ts';
import type { InvoiceRequest } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { createLimiter, type Limiter } from '../../lib/limiter.ts';
import {
  type Buyer,
  type CartLine,
  flashBoughtBefore,
  goodsIdsTaken,
  type LoadedCart,
  priceRows,
  type Promotions,
  saleIdsOf,
} from '../cart/index.ts';
import type { Viewer } from '../catalogue/index.ts';
import { assertContractState, contractStateSql } from '../contract/index.ts';
import { invoiceFromProfile } from '../invoice-profiles/index.ts';
import { flashClaimColumns, flashClaimCtes, flashClaimOf, type FlashUnits } from '../promotions/index.ts';
import { licenceStatesSql, scopeOfStates } from '../qualification/index.ts';
import { assertOrderable } from './orderable.ts';
import {
  assertStockSuffices,
  lockFlashSales,
  lockGoods,
  lockLimitedCombos,
  stockTakesOf,
  takeLinesForOrder,
} from './order-repo.ts';
import { writeOrder, type WrittenOrder } from './order-writer.ts';
import { chosenCouponFen, judgeCoupons } from '../coupons/index.ts';
import { claimCoupon, orderByKey } from './repo.ts';
import { spendVouchersOnOrder } from '../vouchers/index.ts';
import { markPaid } from './order-payment.ts';
import { ordersPaid, ordersPlaced } from '../../ops/metrics.ts';

/**
 * At most half the pool's connections are in order transactions at once; the other orders wait here, holding
 * none. In a flash sale every admitted order queues on the same goods row: holding the whole pool while they
 * wait made every other request of the store (sessions, the catalogue, the refused buyers) wait for a
 * connection too (bench:flash).
 */
const slots = new WeakMap<Db, Limiter>();
function transactionSlot(db: Db, config: Config): Limiter {
  let limiter = slots.get(db);
  if (!limiter) slots.set(db, (limiter = createLimiter(Math.max(1, Math.floor(config.DATABASE_POOL_SIZE / 2)))));
  return limiter;
}

const created = (order: WrittenOrder): CreatedOrder => ({
  id: order.id,
  order_no: order.orderNo,
  payable_amount: fenToYuan(order.payableFen),
});

const value = sql.placeholder;
const orderChecks = builtStatement<{
  contract: Parameters<typeof assertContractState>[0];
  licences: Parameters<typeof scopeOfStates>[0];
  wanted: FlashUnits;
  claimed: FlashUnits;
}>(
  'order_checks',
  sql`with ${flashClaimCtes(value('userId'), value('ids'))}
    select ${contractStateSql(value('userId'), value('today'))} as contract, ${licenceStatesSql(value('userId'))} as licences,
      ${flashClaimColumns}`,
);

/**
 * Places an order in ONE transaction (placeInTx: take the cart lines out of the cart, locked → lock stock →
 * price the locked cart → check the buyer → claim the coupon → take stock and write the order, one statement). The
 * contract and the buyer's business scope are read before it, in the statement that claims the lines' flash units
 * at the gate (promotions/flash-gate.ts): no order locks them, and they need no goods row held.
 * An Idempotency-Key makes a retried or double-clicked submit answer the order it already created:
 * the (user, key) unique index lets exactly one of the racing transactions commit.
 */
export async function placeOrder(
  db: Db,
  config: Config,
  viewer: Viewer & { userId: number },
  body: CreateOrderBody,
  key: string | undefined,
): Promise<CreatedOrder> {
  const userId = viewer.userId;
  if (key) {
    const existing = await orderByKey(db, userId, key);
    if (existing) return created(existing);
  }
  // In one statement: the contract, the licences, and the flash units the lines want, claimed at the gate.
  const checks = await orderChecks(db, { userId, ids: intArrayValue(body.ids), today: businessDay() });
  const { contract, licences, wanted, claimed } = theRow(checks.rows);
  const flash = await flashClaimOf(db, wanted, claimed);
  try {
    assertContractState(contract);
    const buyer: Buyer = { ...viewer, scope: scopeOfStates(licences) };
    const outcome = { paidByVouchers: false };
    const order = await transactionSlot(
      db,
      config,
    )(() => db.transaction((tx) => placeInTx(tx, config, buyer, body, key, outcome)));
    // Counted once committed (a retried submit answered from its key above is not a new order).
    ordersPlaced.inc();
    if (outcome.paidByVouchers) ordersPaid.inc({ method: PayMethod.VOUCHER });
    return order;
  } catch (error) {
    // Failed give-back leaves the units unsold, never oversold; the order's own error is the answer.
    await flash.giveBack().catch(() => undefined);
    // A racing submit with the same key committed first: this one then failed on the key's unique
    // index, or found the cart lines already ordered. Either way the answer is that order.
    if (key) {
      const existing = await orderByKey(db, userId, key);
      if (existing) return created(existing);
    }
    throw error;
  }
}

/**
 * The order in one transaction, step by step. The locks come first and in a fixed order (cart lines, then
 * goods and flash sales by ascending id), so concurrent orders queue instead of deadlocking, and the price
 * and stock the order takes are those of the locked rows. What needs no goods lock (the address, the order
 * id, the invoice profile, the promotions) is read before the goods are locked, which are then held over two round
 * trips only (the write, the commit).
 */
async function placeInTx(
  tx: Tx,
  config: Config,
  buyer: Buyer,
  body: CreateOrderBody,
  key: string | undefined,
  outcome: { paidByVouchers: boolean },
): Promise<CreatedOrder> {
  outcome.paidByVouchers = false;
  const userId = buyer.userId;
  const ids = [...new Set(body.ids)].sort((a, b) => a - b);
  const { lines, id, address, promotions } = await takeLinesForOrder(tx, userId, ids, body.address_id);
  await lockLimitedCombos(tx, promotions);
  const invoice = await invoiceOf(tx, userId, body);
  const cart = await lockAndPrice(tx, config, userId, lines, promotions);
  assertOrderable(cart, ids, buyer);
  const couponFen = await claimChosenCoupon(tx, userId, body.user_coupon_id, cart);
  const items = itemsOf(cart);
  const takes = stockTakesOf(items);
  assertStockSuffices(takes, cart.extras.goods, cart.extras.sales);
  const order = await writeOrder(tx, {
    id,
    userId,
    goodsFen: cart.goodsFen,
    welfareFen: cart.welfareFen,
    discountFen: cart.discountFen,
    couponFen,
    shippingFen: cart.shippingFen,
    payableFen: cart.payableFen - couponFen,
    userCouponId: body.user_coupon_id,
    remarks: body.remarks,
    wantDocuments: body.want_documents === 1,
    wantReports: body.want_reports === 1,
    address: {
      name: address.consignee,
      phone: address.mobile,
      province: address.province,
      city: address.city,
      district: address.district,
      address: address.detail,
    },
    invoice,
    idempotencyKey: key,
    payWithinMinutes: config.ORDER_PAY_TIMEOUT_MINUTES,
    lines: items.map((item) => ({ ...item, goods: cart.extras.goods.get(item.goodsId)! })), // all locked and read
    firstEvent: `订单已提交，请在 ${config.ORDER_PAY_TIMEOUT_MINUTES} 分钟内完成支付`,
    takes,
  });
  // Cash vouchers (购物金) pay next, after the coupon: the order row exists for their ledger rows to name.
  const spent = await spendVouchersOnOrder(tx, order, userId, body.use_cash_coupon);
  if (spent) {
    order.payableFen = spent.payableFen;
    if (spent.payableFen === 0) {
      await markPaid(tx, spent, PayMethod.VOUCHER);
      outcome.paidByVouchers = true;
    }
  }
  return created(order);
}

const itemsOf = (cart: LoadedCart) => cart.lines.flatMap((line) => line.items);

/**
 * lockStock, then the locked cart priced with the promotions read as the lines were taken: every goods the lines
 * may take (their own, package parts, gifts) locked ascending and read in the same statement, then the flash
 * sales, and what the buyer bought in them only once they are locked (a racing order of the same buyer has
 * committed or waits behind this one).
 */
async function lockAndPrice(
  tx: Tx,
  config: Config,
  userId: number,
  lines: CartLine[],
  promotions: Promotions,
): Promise<LoadedCart> {
  const goods = new Map((await lockGoods(tx, goodsIdsTaken(lines, promotions))).map((g) => [g.id, g]));
  const saleIds = saleIdsOf(lines);
  const sales = new Map((await lockFlashSales(tx, saleIds)).map((s) => [s.id, s]));
  const bought = await flashBoughtBefore(tx, userId, saleIds);
  const rows = lines.flatMap((line) => {
    const g = goods.get(line.goodsId);
    return g ? [{ line, goods: g }] : [];
  });
  return priceRows(config, rows, { sales, goods, bought }, promotions);
}

/** The coupon the buyer chose, if it applies to this order: claimed once, or the order is refused. */
async function claimChosenCoupon(
  tx: Tx,
  userId: number,
  userCouponId: number | null | undefined,
  cart: LoadedCart,
): Promise<number> {
  if (!userCouponId) return 0;
  // Scope and threshold judged on the locked, priced cart (coupons/judge.ts), as the confirm page judged them.
  const couponFen = chosenCouponFen(await judgeCoupons(tx, userId, cart), userCouponId);
  if ((await claimCoupon(tx, userId, userCouponId)).length === 0) {
    throw new AppError(OrderRefusal.COUPON_UNUSABLE_TAKEN);
  }
  return couponFen;
}

/**
 * The order's invoice: copied from the buyer's chosen profile when one is named (typed details sent with it
 * are ignored, so the order carries exactly what the buyer saved), else the typed details.
 */
async function invoiceOf(tx: Tx, userId: number, body: CreateOrderBody): Promise<InvoiceRequest> {
  if (body.invoice_profile_id !== undefined && body.invoice_type !== 'none') {
    return invoiceFromProfile(tx, userId, body.invoice_profile_id, body.invoice_type);
  }
  return {
    type: body.invoice_type,
    title: body.invoice_title,
    tax_no: body.tax_no,
    bank_name: body.bank_name,
    bank_account: body.bank_account,
    register_address: body.register_address,
    register_phone: body.register_phone,
  };
}
