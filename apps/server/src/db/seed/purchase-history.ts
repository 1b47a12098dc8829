import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import * as t from '../schema.ts';

const DAY = 86_400_000;

export type PastLine = { goods: typeof t.goods.$inferSelect; number: number; priceFen?: number; type?: number };

/**
 * An order as the checkout would have left it, written directly: the demo buyer's purchase history
 * (快捷采购 常购清单) and the test fixtures of quick purchase use it while checkout is built elsewhere.
 */
export async function insertPastOrder(db: Db | Tx, userId: number, order: { status: number; createdAt: Date; lines: PastLine[] }) {
  const lines = order.lines.map((l) => {
    const priceFen = l.type === 9 ? 0 : (l.priceFen ?? l.goods.basePriceFen);
    return { goodsId: l.goods.id, type: l.type ?? 0, name: l.goods.name, sccj: l.goods.sccj, ypgg: l.goods.ypgg, bzdw: l.goods.bzdw,
      approvalNumber: l.goods.approvalNumber, priceFen, number: l.number, amountFen: priceFen * l.number, batchNumber: l.goods.batchNumber, expiryDate: l.goods.expiryDate };
  });
  const goodsFen = lines.reduce((sum, l) => sum + l.amountFen, 0);
  const paid = order.status >= 1 && order.status <= 3;
  const ref = randomBytes(6).toString('hex').toUpperCase();
  const [row] = await db.insert(t.orders).values({
    orderNo: `H${order.createdAt.getTime()}${ref}`, userId, status: order.status, payMethod: paid ? 'balance' : '',
    goodsFen, payableFen: goodsFen, paidFen: paid ? goodsFen : 0, remittanceRef: `R${ref}`,
    address: { name: '王芳', phone: '13800000001', province: '浙江省', city: '杭州市', district: '西湖区', address: '文三路 90 号' },
    invoice: { type: 'plain', title: '', tax_no: '', bank_name: '', bank_account: '', register_address: '', register_phone: '' },
    expiresAt: new Date(order.createdAt.getTime() + 30 * 60_000), createdAt: order.createdAt,
    paidAt: paid ? order.createdAt : null, completedAt: order.status === 3 ? new Date(order.createdAt.getTime() + 3 * DAY) : null,
  }).returning({ id: t.orders.id });
  await db.insert(t.orderItems).values(lines.map((l) => ({ ...l, orderId: row.id })));
  return row.id;
}

/** Goods a pharmacy reorders every few weeks. */
const REGULARS = ['感冒灵颗粒', '连花清瘟胶囊', '板蓝根颗粒', '阿莫西林胶囊', '布洛芬缓释胶囊', '蒙脱石散', '复方甘草片', '维生素C片', '藿香正气水', '医用外科口罩'];

/** The demo buyer's last three months of completed orders, so /kjcg shows a believable 常购清单. */
export async function seedPurchaseHistory(tx: Tx, buyerId: number, now = Date.now()) {
  const found = await tx.select().from(t.goods)
    .where(and(inArray(t.goods.name, REGULARS), eq(t.goods.isListed, true), eq(t.goods.type, 0), sql`${t.goods.stock} > 0`))
    .orderBy(asc(t.goods.id));
  const regulars = REGULARS.map((name) => found.find((g) => g.name === name)).filter((g) => g !== undefined);
  for (let k = 0; k < 6; k++) {
    // Every order repeats the first goods; the others come round at different rhythms.
    const lines = regulars.filter((_, i) => i === 0 || (i + k) % 3 === 0).map((goods, i) => ({
      goods, number: goods.middlePackage * (1 + ((i + k) % 3)), priceFen: goods.basePriceFen - (k % 2) * Math.floor(goods.basePriceFen / 50),
    }));
    await insertPastOrder(tx, buyerId, { status: k === 0 ? 2 : 3, createdAt: new Date(now - (k * 14 + 2) * DAY), lines });
  }
}
