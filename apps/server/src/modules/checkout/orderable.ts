import { OrderRefusal } from '@store/shared/codes';
import { LineType } from '@store/shared/orders';
import { AppError } from '../../lib/errors.ts';
import { type Buyer, goodsRefusal, type LoadedCart, quantityRefusal } from '../cart/index.ts';

/**
 * Whether every requested cart line can be ordered now, for this buyer: the lines exist (and are the
 * buyer's), each is valid and counts as selected, the buyer is qualified, each goods is inside the
 * buyer's business scope and price visibility, and normal lines respect steps, minimums and stock.
 * The scope is read by the caller before the order's transaction: licences are not locked by an order, and
 * reading them there only lengthened the time the goods rows stay locked.
 */
export function assertOrderable(cart: LoadedCart, ids: number[], buyer: Buyer): void {
  if (!buyer.canSeePrices) throw new AppError(OrderRefusal.NOT_QUALIFIED);
  const wanted = new Set(ids);
  if (cart.lines.length !== wanted.size) throw new AppError(OrderRefusal.CART_CHANGED);
  for (const line of cart.lines) {
    const row = cart.rows.find((r) => r.line.id === line.id)!;
    // Every goods the line takes (package parts, gifts) must be one this buyer may buy; an ordinary
    // line also keeps to steps, the minimum and stock.
    for (const goodsId of new Set(line.items.filter((i) => i.type !== LineType.GIFT).map((i) => i.goodsId))) {
      const goods = goodsId === row.goods.id ? row.goods : cart.extras.goods.get(goodsId);
      const refused =
        goodsRefusal(goods, buyer) ??
        (row.line.type === LineType.NORMAL && goods ? quantityRefusal(goods, row.line.number) : undefined);
      if (refused) throw refused;
    }
    if (line.invalidReason) throw new AppError(OrderRefusal.LINE_INVALID, row.goods.name, line.invalidReason);
    if (!line.selected) throw new AppError(OrderRefusal.LINE_INVALID, row.goods.name, '暂不可购买');
  }
}
