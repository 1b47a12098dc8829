import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { cartLineInput } from '@store/shared/api/cart';
import { isValidQuantity, quantityRules } from '@store/shared/rules/ladder-price';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems, goods } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { hiddenPriceTip } from '../catalogue/present.ts';
import type { Viewer } from '../catalogue/viewer.ts';
import { scopeOf } from '../qualification/service.ts';
import { countLines } from './repo.ts';

type Line = z.infer<typeof cartLineInput>;
type GoodsRow = typeof goods.$inferSelect;

/** Why this goods cannot go into this buyer's cart at this quantity, or undefined. */
export function refusal(row: GoodsRow | undefined, viewer: Viewer, scope: string[], total: number): AppError | undefined {
  if (!row || !row.isListed || !row.isBuy) return new AppError(681, '商品已下架或暂不可购买', 400);
  const tip = hiddenPriceTip(row, viewer);
  if (tip) return new AppError(680, `${row.name}：${tip}`, 403);
  if (!scope.includes(row.drugClass)) return new AppError(685, `${row.name} 超出贵单位经营范围，暂不能采购`, 403);
  const rules = quantityRules(row);
  if (total % rules.step !== 0) return new AppError(683, `${row.name} 须按中包装 ${rules.step}${row.bzdw} 的整数倍购买`, 400);
  if (!isValidQuantity(rules, total)) return new AppError(684, `${row.name} 起订量为 ${rules.min}${row.bzdw}`, 400);
  if (total > row.stock) return new AppError(682, `${row.name} 库存不足，当前库存 ${row.stock}${row.bzdw}`, 400);
  return undefined;
}

/**
 * Adds lines to the buyer's cart: the server decides price (never the client's), buyability, price
 * visibility, business scope, medium-package steps, the free-shipping minimum and stock. A goods
 * already in the cart gets its quantity raised. One buyer's adds run one at a time (a double click
 * cannot create two lines for one goods); all lines are added or none.
 */
export async function addToCart(db: Db, viewer: Viewer & { userId: number }, lines: Line[]): Promise<{ total: number }> {
  if (!viewer.canSeePrices) throw new AppError(680, '资质审核通过后才能采购', 403);
  const { scope } = await scopeOf(db, viewer.userId);
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.goods_id, (wanted.get(line.goods_id) ?? 0) + line.number);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${viewer.userId}`}))`);
    const ids = [...wanted.keys()].sort((a, b) => a - b);
    const [rows, existing] = await Promise.all([
      tx.select().from(goods).where(inArray(goods.id, ids)),
      tx.select().from(cartItems).where(and(eq(cartItems.userId, viewer.userId), inArray(cartItems.goodsId, ids), eq(cartItems.type, 0))),
    ]);
    for (const id of ids) {
      const current = existing.find((line) => line.goodsId === id);
      const total = (current?.number ?? 0) + wanted.get(id)!;
      const refused = refusal(rows.find((row) => row.id === id), viewer, scope, total);
      if (refused) throw refused;
      await upsertLine(tx, viewer.userId, id, total, current?.id);
    }
  });
  return { total: await countLines(db, viewer.userId) };
}

async function upsertLine(tx: Tx, userId: number, goodsId: number, number: number, lineId?: number) {
  if (lineId) await tx.update(cartItems).set({ number }).where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)));
  else await tx.insert(cartItems).values({ userId, goodsId, number, type: 0 });
}
