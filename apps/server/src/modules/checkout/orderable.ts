import { OrderCode } from '@store/shared/codes';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { refusal } from '../cart/add.ts';
import type { LoadedCart } from '../cart/pricing.ts';
import { hiddenPriceTip } from '../catalogue/present.ts';
import type { Viewer } from '../catalogue/viewer.ts';
import { scopeOf } from '../qualification/service.ts';

/**
 * Whether every requested cart line can be ordered now, for this buyer: the lines exist (and are the
 * buyer's), each is valid and counts as selected, the buyer is qualified, each goods is inside the
 * buyer's business scope and price visibility, and normal lines respect steps, minimums and stock.
 */
export async function assertOrderable(db: Db | Tx, cart: LoadedCart, ids: number[], viewer: Viewer & { userId: number }): Promise<void> {
  if (!viewer.canSeePrices) throw new AppError(OrderCode.NOT_QUALIFIED, '资质审核通过后才能采购', 403);
  const wanted = new Set(ids);
  if (cart.lines.length !== wanted.size) throw new AppError(OrderCode.CART_CHANGED, '购物车商品已变化，请返回购物车重新结算', 409);
  const { scope } = await scopeOf(db as Db, viewer.userId);
  for (const line of cart.lines) {
    const row = cart.rows.find((r) => r.line.id === line.id)!;
    const refused = row.line.type === 0
      ? refusal(row.goods, viewer, scope, row.line.number)
      : permissionRefusal(row.goods, viewer, scope);
    if (refused) throw refused;
    if (line.invalidReason) throw new AppError(OrderCode.LINE_INVALID, `${row.goods.name}：${line.invalidReason}`, 400);
    if (!line.selected) throw new AppError(OrderCode.LINE_INVALID, `${row.goods.name}：暂不可购买`, 400);
  }
}

function permissionRefusal(goods: LoadedCart['rows'][number]['goods'], viewer: Viewer, scope: string[]): AppError | undefined {
  const tip = hiddenPriceTip(goods, viewer);
  if (tip) return new AppError(OrderCode.NOT_QUALIFIED, `${goods.name}：${tip}`, 403);
  if (!scope.includes(goods.drugClass)) return new AppError(685, `${goods.name} 超出贵单位经营范围，暂不能采购`, 403);
  return undefined;
}
