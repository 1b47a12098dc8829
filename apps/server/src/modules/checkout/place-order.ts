import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CreateOrderBody, CreatedOrder } from '@store/shared/api/checkout';
import { OrderRefusal } from '@store/shared/codes';
import { fenToYuan } from '@store/shared/rules/money';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  addresses,
  cartItems,
  flashSales,
  goods,
  invoices,
  orderEvents,
  orderItems,
  orders,
  userCoupons,
  type InvoiceRequest,
} from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { loadPricedCart } from '../cart/pricing.ts';
import type { Viewer } from '../catalogue/viewer.ts';
import { assertContractSigned } from '../contract/service.ts';
import { assertOrderable } from './orderable.ts';
import { amountsOf, chosenCouponFen } from './preview.ts';
import { claimCoupon, liveCoupons, orderByKey } from './repo.ts';
import { theRow } from '../../db/rows.ts';

const created = (order: typeof orders.$inferSelect): CreatedOrder => ({
  id: order.id,
  order_no: order.orderNo,
  payable_amount: fenToYuan(order.payableFen),
});

/** '20261123' + 8-digit id: readable, sortable by day, unique because the id is. */
const orderNoOf = (id: number, now = Date.now()) =>
  `${new Date(now + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;
/** Remittance reference: 'HK' + id + a check digit, so a mistyped reference is noticed at the bank desk. */
const remittanceRefOf = (id: number) =>
  `HK${id}${[...String(id)].reduce((sum, d, i) => sum + Number(d) * (i % 2 ? 3 : 7), 0) % 10}`;

/**
 * Places an order in ONE transaction:
 *   lock the buyer's cart lines → lock goods and flash-sale rows in ascending id order → re-price with
 *   what is locked → check qualification, scope, steps and validity → consume the coupon once →
 *   decrement stock with `stock >= n` → write the order, its lines (with batch and expiry), its
 *   invoice wish and its first event → delete the ordered cart lines.
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
  await assertContractSigned(db, userId);
  try {
    return await db.transaction((tx) => placeInTx(tx, config, viewer, body, key));
  } catch (error) {
    // A racing submit with the same key committed first: this one then failed on the key's unique
    // index, or found the cart lines already ordered. Either way the answer is that order.
    if (key) {
      const existing = await orderByKey(db, userId, key);
      if (existing) return created(existing);
    }
    throw error;
  }
}

async function placeInTx(
  tx: Tx,
  config: Config,
  viewer: Viewer & { userId: number },
  body: CreateOrderBody,
  key: string | undefined,
): Promise<CreatedOrder> {
  const userId = viewer.userId;
  const ids = [...new Set(body.ids)].sort((a, b) => a - b);
  // 1. The cart lines: a second submit of the same lines waits here, then finds them gone.
  await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .orderBy(asc(cartItems.id))
    .for('update');
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, body.address_id), eq(addresses.userId, userId)));
  if (!address) throw new AppError(OrderRefusal.ADDRESS_MISSING);

  // 2. Lock every goods and flash sale the order takes from, ascending, so concurrent orders never deadlock.
  const draft = await loadPricedCart(tx, userId, config, ids);
  const items = draft.lines.flatMap((line) => line.items);
  const goodsIds = [...new Set(items.map((i) => i.goodsId))].sort((a, b) => a - b);
  const flashIds = [...new Set(items.flatMap((i) => (i.flashSaleId ? [i.flashSaleId] : [])))].sort((a, b) => a - b);
  if (goodsIds.length)
    await tx
      .select({ id: goods.id })
      .from(goods)
      .where(inArray(goods.id, goodsIds))
      .orderBy(asc(goods.id))
      .for('update');
  if (flashIds.length)
    await tx
      .select({ id: flashSales.id })
      .from(flashSales)
      .where(inArray(flashSales.id, flashIds))
      .orderBy(asc(flashSales.id))
      .for('update');

  // 3. Re-price with the locked rows: this is the price and stock the order takes.
  const cart = await loadPricedCart(tx, userId, config, ids);
  await assertOrderable(tx, cart, ids, viewer);
  const amounts = amountsOf(cart);
  const couponFen = chosenCouponFen(await liveCoupons(tx, userId), body.user_coupon_id, amounts);
  if (body.user_coupon_id && (await claimCoupon(tx, userId, body.user_coupon_id)).length === 0) {
    throw new AppError(OrderRefusal.COUPON_UNUSABLE_TAKEN);
  }

  // 4. Stock: one conditional decrement per goods (and per flash sale); none may go below zero.
  const lines = cart.lines.flatMap((line) => line.items);
  const perGoods = new Map<number, number>();
  const perFlash = new Map<number, number>();
  for (const item of lines) {
    perGoods.set(item.goodsId, (perGoods.get(item.goodsId) ?? 0) + item.number);
    if (item.flashSaleId) perFlash.set(item.flashSaleId, (perFlash.get(item.flashSaleId) ?? 0) + item.number);
  }
  // One statement for all goods (the rows are already locked, so its order cannot deadlock).
  const entries = [...perGoods].sort(([a], [b]) => a - b);
  const taken = (await tx.execute(sql`
    update goods set stock = goods.stock - v.n, sales = goods.sales + v.n
    from (select unnest(${`{${entries.map(([id]) => id).join(',')}}`}::int[]) as id, unnest(${`{${entries.map(([, n]) => n).join(',')}}`}::int[]) as n) v
    where goods.id = v.id and goods.stock >= v.n
    returning goods.id`)) as unknown as { rows: { id: number }[] };
  if (taken.rows.length !== entries.length) {
    const short = entries.find(([id]) => !taken.rows.some((r) => r.id === id))![0];
    const [current] = await tx
      .select({ name: goods.name, stock: goods.stock, bzdw: goods.bzdw })
      .from(goods)
      .where(eq(goods.id, short));
    throw new AppError(OrderRefusal.STOCK_SHORT, current?.name ?? '商品', current?.stock ?? 0, current?.bzdw ?? '');
  }
  const goodsRows = new Map(
    (await tx.select().from(goods).where(inArray(goods.id, goodsIds))).map((row) => [row.id, row]),
  );
  for (const [flashId, number] of [...perFlash].sort(([a], [b]) => a - b)) {
    const [row] = await tx
      .update(flashSales)
      .set({ stock: sql`${flashSales.stock} - ${number}` })
      .where(and(eq(flashSales.id, flashId), sql`${flashSales.stock} >= ${number}`))
      .returning({ id: flashSales.id });
    if (!row) throw new AppError(OrderRefusal.STOCK_SHORT_FLASH_SALE);
  }

  // 5. The order, its lines, its invoice wish and its first event.
  // The id comes first: the order number and the remittance reference are made from it.
  const next = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  const id = next.rows[0]!.id;
  const payableFen = cart.payableFen - couponFen;
  const invoice: InvoiceRequest = {
    type: body.invoice_type,
    title: body.invoice_title,
    tax_no: body.tax_no,
    bank_name: body.bank_name,
    bank_account: body.bank_account,
    register_address: body.register_address,
    register_phone: body.register_phone,
  };
  const order = theRow(
    await tx
      .insert(orders)
      .values({
        id,
        orderNo: orderNoOf(id),
        userId,
        goodsFen: cart.goodsFen,
        discountFen: cart.discountFen,
        couponFen,
        shippingFen: cart.shippingFen,
        payableFen,
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
        remittanceRef: remittanceRefOf(id),
        expiresAt: sql`now() + make_interval(mins => ${config.ORDER_PAY_TIMEOUT_MINUTES})`,
      })
      .returning(),
  );
  await tx.insert(orderItems).values(
    lines.map((item) => {
      const g = goodsRows.get(item.goodsId)!;
      return {
        orderId: id,
        goodsId: item.goodsId,
        type: item.type,
        flashSaleId: item.flashSaleId,
        combinationId: item.combinationId,
        name: g.name,
        sccj: g.sccj,
        ypgg: g.ypgg,
        bzdw: g.bzdw,
        approvalNumber: g.approvalNumber,
        image: g.images[0] ?? '',
        priceFen: item.unitPriceFen,
        number: item.number,
        amountFen: item.amountFen,
        batchNumber: g.batchNumber,
        expiryDate: g.expiryDate,
      };
    }),
  );
  if (body.user_coupon_id)
    await tx.update(userCoupons).set({ orderId: id }).where(eq(userCoupons.id, body.user_coupon_id));
  if (invoice.type !== 'none') {
    await tx.insert(invoices).values({
      orderId: id,
      userId,
      type: invoice.type,
      title: invoice.title,
      taxNo: invoice.tax_no,
      amountFen: payableFen,
    });
  }
  await tx.insert(orderEvents).values({
    orderId: id,
    type: 'created',
    text: `订单已提交，请在 ${config.ORDER_PAY_TIMEOUT_MINUTES} 分钟内完成支付`,
  });
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
  return created(order);
}
