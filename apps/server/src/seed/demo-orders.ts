import { and, eq, gte, inArray } from 'drizzle-orm';
import { LineType, OrderStatus, PAY_METHOD_TEXT, PayMethod } from '@store/shared/orders';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { AddressSnapshot, InvoiceRequest } from '../db/schema.ts';
import { changeBalance } from '../modules/wallet/ledger.ts';
import { cancelOrderTx } from '../modules/orders/release.ts';
import { theRow } from '../db/rows.ts';
import { takeStock } from '../modules/checkout/order-repo.ts';
import { writeOrder } from '../modules/checkout/order-writer.ts';

/** `priceFen`: the unit price paid then (default: today's base price). */
export type SeedOrderLine = {
  goodsId: number;
  number: number;
  type?: number;
  priceFen?: number;
  flashSaleId?: number;
};
export type SeedOrder = {
  userId: number;
  lines: SeedOrderLine[];
  /** A cancelled order is placed, then cancelled: its stock comes back. */
  status: OrderStatus;
  /** How a paid order was paid; 'balance' takes the money from the wallet through the ledger. */
  payMethod?: typeof PayMethod.BALANCE | typeof PayMethod.TRANSFER;
  invoice?: Partial<InvoiceRequest>;
  userCouponId?: number;
  createdAt?: Date;
  remarks?: string;
  carrier?: string;
  trackingNo?: string;
};

export const DEMO_ADDRESS: AddressSnapshot = {
  name: '王芳',
  phone: '13800000001',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '文三路 259 号康宁大药房',
};
const NO_INVOICE: InvoiceRequest = {
  type: 'none',
  title: '',
  tax_no: '',
  bank_name: '',
  bank_account: '',
  register_address: '',
  register_phone: '',
};
const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/**
 * An order as the checkout would have left it, then as paying, shipping and receipt move it on: stock taken
 * and the order written by the checkout's own takeStock and writeOrder, then payment and ledger row when
 * paid, the shipment, the completion. Used by the demo seed and by test fixtures.
 */
export async function insertOrder(tx: Tx, spec: SeedOrder): Promise<number> {
  const at = spec.createdAt ?? new Date();
  const goodsRows = await takeStock(tx, spec.lines);
  const lines = spec.lines.map((line) => {
    const g = goodsRows.get(line.goodsId)!; // takeStock read every goods it took from
    const unitPriceFen = line.type === LineType.GIFT ? 0 : (line.priceFen ?? g.basePriceFen);
    return {
      goods: g,
      type: line.type ?? LineType.NORMAL,
      flashSaleId: line.flashSaleId ?? null,
      unitPriceFen,
      number: line.number,
      amountFen: unitPriceFen * line.number,
    };
  });
  const goodsFen = lines.reduce((sum, l) => sum + l.amountFen, 0);
  let couponFen = 0;
  if (spec.userCouponId) {
    const coupon = theRow(
      await tx
        .select({ amountFen: t.coupons.amountFen })
        .from(t.userCoupons)
        .innerJoin(t.coupons, eq(t.coupons.id, t.userCoupons.couponId))
        .where(eq(t.userCoupons.id, spec.userCouponId)),
    );
    couponFen = Math.min(coupon.amountFen, goodsFen);
    await tx.update(t.userCoupons).set({ status: 1, usedAt: at }).where(eq(t.userCoupons.id, spec.userCouponId));
  }
  const payableFen = goodsFen - couponFen;
  const order = await writeOrder(tx, {
    userId: spec.userId,
    goodsFen,
    couponFen,
    payableFen,
    userCouponId: spec.userCouponId,
    address: DEMO_ADDRESS,
    invoice: { ...NO_INVOICE, ...spec.invoice },
    remarks: spec.remarks,
    payWithinMinutes: 30,
    createdAt: at,
    lines,
    firstEvent: '订单已提交，等待付款',
  });
  const paid = spec.status !== OrderStatus.PENDING_PAYMENT && spec.status !== OrderStatus.CANCELLED;
  const payMethod = spec.payMethod ?? PayMethod.TRANSFER;
  const events: { type: string; text: string; createdAt: Date }[] = [];
  if (paid) {
    const paidAt = later(at, 5);
    if (payMethod === PayMethod.BALANCE && payableFen > 0) {
      await changeBalance(tx, {
        userId: spec.userId,
        type: 'pay',
        amountFen: -payableFen,
        orderId: order.id,
        remark: `订单 ${order.orderNo} 余额支付`,
      });
    }
    await tx.insert(t.payments).values({
      orderId: order.id,
      userId: spec.userId,
      method: payMethod,
      outTradeNo: `P${order.orderNo}`,
      amountFen: payableFen,
      status: 'paid',
      paidAt,
    });
    await tx
      .update(t.orders)
      .set({ status: OrderStatus.PENDING_SHIPMENT, payMethod, paidFen: payableFen, paidAt })
      .where(eq(t.orders.id, order.id));
    events.push({
      type: 'paid',
      text:
        payMethod === PayMethod.BALANCE
          ? `${PAY_METHOD_TEXT[PayMethod.BALANCE]}成功，等待发货`
          : `${PAY_METHOD_TEXT[PayMethod.TRANSFER]}已到账，等待发货`,
      createdAt: paidAt,
    });
  }
  if (spec.status === OrderStatus.SHIPPED || spec.status === OrderStatus.COMPLETED) {
    const shippedAt = later(at, 24 * 60);
    const carrier = spec.carrier ?? '顺丰速运';
    const trackingNo = spec.trackingNo ?? `SF${String(order.id).padStart(10, '0')}`;
    await tx
      .update(t.orders)
      .set({ status: OrderStatus.SHIPPED, carrier, trackingNo, shippedAt })
      .where(eq(t.orders.id, order.id));
    events.push({ type: 'shipped', text: `商品已出库，由${carrier}承运，运单号 ${trackingNo}`, createdAt: shippedAt });
    events.push({ type: 'logistics', text: '快件已到达【杭州转运中心】', createdAt: later(shippedAt, 8 * 60) });
  }
  if (spec.status === OrderStatus.COMPLETED) {
    const completedAt = later(at, 3 * 24 * 60);
    await tx.update(t.orders).set({ status: OrderStatus.COMPLETED, completedAt }).where(eq(t.orders.id, order.id));
    events.push({ type: 'completed', text: '买家已确认收货，订单完成', createdAt: completedAt });
  }
  if (events.length) await tx.insert(t.orderEvents).values(events.map((e) => ({ ...e, orderId: order.id })));
  if (spec.status === OrderStatus.CANCELLED) await cancelOrderTx(tx, order.id, '买家取消');
  return order.id;
}

const DEMO_GOODS = ['藿香正气水', '小柴胡颗粒', '双黄连口服液', '复方氨酚烷胺片', '感冒清热颗粒', '银翘解毒丸'];
const daysAgo = (days: number, hour = 10) => {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour - 8, 12, 0, 0);
  return date;
};

/**
 * The demo buyer's order centre: recharges of ¥50,000.00 and ¥5,000.00, orders in every state (some paid from the
 * balance, so Σ ledger = balance), a requested and an issued e-invoice and a pending return request
 * (coupons come from the checkout seed).
 */
export async function seedDemoOrders(tx: Tx, buyerId: number) {
  const picked = await tx
    .select({ id: t.goods.id, name: t.goods.name, step: t.goods.middlePackage })
    .from(t.goods)
    .where(
      and(
        inArray(t.goods.name, DEMO_GOODS),
        eq(t.goods.isBuy, true),
        eq(t.goods.isListed, true),
        eq(t.goods.type, 0),
        gte(t.goods.stock, 500),
      ),
    )
    .orderBy(t.goods.id);
  const byName = DEMO_GOODS.map((name) => picked.find((g) => g.name === name)).filter((g) => g !== undefined);
  if (byName.length < 3) return;
  const line = (i: number, packages: number) => ({
    goodsId: byName[i % byName.length]!.id,
    number: byName[i % byName.length]!.step * packages,
  });
  // Enough in the wallet to pay new orders from the balance in the demo and the browser tests.
  await changeBalance(tx, { userId: buyerId, type: 'recharge', amountFen: 5_000_000, remark: '对公汇款充值' });
  await changeBalance(tx, { userId: buyerId, type: 'recharge', amountFen: 500_000, remark: '在线充值' });
  const plainInvoice = { type: 'plain' as const, title: '杭州康宁大药房有限公司', tax_no: '91330106MA2H0XXXX1' };
  // Fewer demo goods than line slots: two slots on one goods become one line.
  const merged = (lines: SeedOrderLine[]) => {
    const numbers = new Map<number, number>();
    for (const l of lines) numbers.set(l.goodsId, (numbers.get(l.goodsId) ?? 0) + l.number);
    return [...numbers].map(([goodsId, number]) => ({ goodsId, number }));
  };
  const order = (spec: Omit<SeedOrder, 'userId'>) =>
    insertOrder(tx, { userId: buyerId, ...spec, lines: merged(spec.lines) });

  const completedWithInvoice = await order({
    status: OrderStatus.COMPLETED,
    payMethod: PayMethod.BALANCE,
    lines: [line(0, 2), line(1, 1)],
    invoice: plainInvoice,
    createdAt: daysAgo(20),
  });
  const completedWithReturn = await order({
    status: OrderStatus.COMPLETED,
    payMethod: PayMethod.TRANSFER,
    lines: [line(2, 2), line(3, 1)],
    createdAt: daysAgo(15),
  });
  await order({
    status: OrderStatus.SHIPPED,
    payMethod: PayMethod.BALANCE,
    lines: [line(4, 1)],
    createdAt: daysAgo(4),
  });
  await order({
    status: OrderStatus.SHIPPED,
    payMethod: PayMethod.TRANSFER,
    lines: [line(5, 3), line(0, 1)],
    remarks: '请随货附药检报告',
    createdAt: daysAgo(3),
  });
  await order({
    status: OrderStatus.PENDING_SHIPMENT,
    payMethod: PayMethod.BALANCE,
    lines: [line(1, 2)],
    invoice: plainInvoice,
    createdAt: daysAgo(1),
  });
  await order({
    status: OrderStatus.PENDING_SHIPMENT,
    payMethod: PayMethod.TRANSFER,
    lines: [line(3, 2), line(2, 1)],
    createdAt: daysAgo(1, 15),
  });
  await order({ status: OrderStatus.CANCELLED, lines: [line(4, 1)], createdAt: daysAgo(6) });
  await order({ status: OrderStatus.PENDING_PAYMENT, lines: [line(0, 1), line(5, 1)], createdAt: new Date() });
  await order({ status: OrderStatus.PENDING_PAYMENT, lines: [line(2, 1)], createdAt: new Date() });

  await tx
    .update(t.invoices)
    .set({
      status: 'issued',
      invoiceNo: '04412300112',
      filePath: 'demo-invoices/04412300112.pdf',
      issuedAt: daysAgo(18),
    })
    .where(eq(t.invoices.orderId, completedWithInvoice));
  const returned = theRow(
    await tx
      .select()
      .from(t.orderItems)
      .where(eq(t.orderItems.orderId, completedWithReturn))
      .orderBy(t.orderItems.id)
      .limit(1),
  );
  const at = Math.floor(daysAgo(10).getTime() / 1000);
  await tx.insert(t.afterSales).values({
    orderId: completedWithReturn,
    userId: buyerId,
    kind: 'return',
    reason: '包装破损',
    description: '外箱受潮，两盒包装破损',
    items: [{ order_item_id: returned.id, number: Math.min(2, returned.number) }],
    createdAt: daysAgo(10),
    history: [{ status: 'pending', text: '买家提交退货申请：包装破损', at }],
  });
  await tx
    .insert(t.orderEvents)
    .values({ orderId: completedWithReturn, type: 'after_sales', text: '买家提交退货申请', createdAt: daysAgo(10) });
}
