import type { CartItem, CartList } from '@store/shared/api/cart';
import { fenToYuan } from '@store/shared/rules/money';
import { isEffectivelySelected, selectedAmountFen } from '@store/shared/rules/cart-selection';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

type Row = Awaited<ReturnType<typeof repo.listLines>>[number];

/** The server prices every line; the cart issue adds ladder, flash-sale and combination pricing here. */
const unitPriceFen = (row: Row) => row.goods.basePriceFen;

function toCartItem(row: Row): CartItem {
  const { line, goods } = row;
  return {
    id: line.id,
    type: line.type,
    goods: {
      id: goods.id, name: goods.name, sccj: goods.sccj, ypgg: goods.ypgg, bzdw: goods.bzdw,
      base_price: fenToYuan(goods.basePriceFen), goods_image: goods.images, is_buy: goods.isBuy ? 1 : 0, number: goods.stock,
    },
    number: line.number,
    price: fenToYuan(unitPriceFen(row)),
    is_selected: isEffectivelySelected({ isSelected: line.isSelected, isBuy: goods.isBuy, stock: goods.stock }) ? 1 : 0,
    with_coupon: 0,
    goods_manjian_amount: 0,
    gift_data: { total: 0, type: 0 },
    key: `${line.type}-${goods.id}-${line.id}`,
  };
}

export async function cartList(db: Db, userId: number, page: number, pageSize: number): Promise<CartList> {
  const [rows, total] = await Promise.all([repo.listLines(db, userId, pageSize, (page - 1) * pageSize), repo.countLines(db, userId)]);
  const amountFen = selectedAmountFen(rows.map((row) => ({
    isSelected: row.line.isSelected, isBuy: row.goods.isBuy, stock: row.goods.stock, unitPriceFen: unitPriceFen(row), number: row.line.number,
  })));
  return { data: rows.map(toCartItem), total, page, page_size: pageSize, selected_amount: fenToYuan(amountFen) };
}

export async function deleteLines(db: Db, userId: number, ids: number[]): Promise<{ deleted: number }> {
  const deleted = await repo.deleteLines(db, userId, ids);
  // None of the ids is the buyer's: answer as for a missing row, never reveal another buyer's lines.
  if (deleted === 0) throw notFound('购物车商品不存在');
  return { deleted };
}
