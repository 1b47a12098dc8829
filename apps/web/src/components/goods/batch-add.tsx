import { useState } from 'react';
import { Button } from 'antd';
import type { GoodsItem } from '@store/shared/api/goods';
import { useAddEachToCart } from '../../api/use-add-lines-to-cart.ts';
import { ladderUnitPrice } from './ladder-display.ts';
import { quantityLimits } from './quantity.ts';
import './add-to-cart-box.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

const canBuy = (g: GoodsItem) => {
  const limits = quantityLimits(g);
  return g.is_buy === 1 && g.base_price !== null && limits.max >= limits.min;
};

/**
 * A table's batch add: the ticked rows at the quantities typed in their boxes (else the minimum), in one
 * POST /api/cart {partial: 1}. One summary says how many were added; each refused row shows its reason.
 */
export function useBatchAdd(items: GoodsItem[]) {
  const { message } = useFeedback();
  const [selected, setSelected] = useState<number[]>([]);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const addEach = useAddEachToCart();

  const add = () => {
    const lines = items
      .filter((g) => selected.includes(g.id) && canBuy(g))
      .map((g) => {
        const number = quantities[g.id] ?? quantityLimits(g).min;
        const price = ladderUnitPrice(g.ladder_price, g.ladder_price_type, g.base_price!, number);
        return { goods_id: g.id, number, price };
      });
    if (lines.length === 0) return void message.warning('请先勾选要加入购物车的商品');
    setRefusals({});
    addEach.mutate(lines, {
      onSuccess: ({ added = [], refused = [] }) => {
        setRefusals(Object.fromEntries(refused.map((r) => [r.goods_id, r.msg])));
        setSelected(refused.map((r) => r.goods_id));
        if (refused.length === 0) void message.success(`已将 ${added.length} 种商品加入购物车`);
        else void message.warning(`已加入 ${added.length} 种商品，${refused.length} 种未加入（原因见商品行）`);
      },
    });
  };

  return {
    selected,
    setSelected,
    quantities,
    setQuantity: (id: number, n: number) => setQuantities((q) => ({ ...q, [id]: n })),
    refusals,
    canBuy,
    add,
    adding: addEach.isPending,
  };
}

export function BatchAddBar({ batch }: { batch: ReturnType<typeof useBatchAdd> }) {
  return (
    <div className="batch-add" data-testid="batch-add">
      <span>
        已选 <b data-testid="batch-count">{batch.selected.length}</b> 种
      </span>
      <Button
        type="primary"
        size="small"
        disabled={batch.selected.length === 0}
        loading={batch.adding}
        onClick={batch.add}
        data-testid="batch-add-button"
      >
        批量加入购物车
      </Button>
      <small>勾选商品、填好数量后一次加入；在数量框中按 Tab 换行、按回车加入本行</small>
    </div>
  );
}
