import type { GoodsOption } from '../lib/use-goods-lookup.ts';

/** What a goods needs to be named: the same name and specification are told apart by the maker. */
export type NamedGoods = Pick<GoodsOption, 'id' | 'name' | 'ypgg' | 'sccj'>;

export const goodsLabel = (g: Omit<NamedGoods, 'id'>) => `${g.name} ${g.ypgg} · ${g.sccj}`;

/** A found goods in a search list: spec, maker and price tell two alike apart; an unlisted one says so. */
export const optionLabel = (g: GoodsOption) =>
  `${goodsLabel(g)} · ¥${g.base_price.toFixed(2)}${g.is_listed ? '' : '（已下架）'}`;

export type GoodsSelectOption = { value: number; label: string; disabled?: boolean };

/**
 * A goods select's options: the chosen goods the search did not find first (by the name remembered when they were
 * picked, or their number), then what the search found, `disabledIds` offered but not pickable.
 */
export function goodsOptions(
  found: readonly GoodsOption[],
  chosen: readonly number[],
  names: ReadonlyMap<number, string>,
  disabledIds?: ReadonlySet<number>,
): GoodsSelectOption[] {
  const foundIds = new Set(found.map((g) => g.id));
  return [
    ...chosen.filter((id) => !foundIds.has(id)).map((id) => ({ value: id, label: names.get(id) ?? `商品 #${id}` })),
    ...found.map((g) => ({
      value: g.id,
      label: optionLabel(g),
      ...(disabledIds?.has(g.id) && { disabled: true }),
    })),
  ];
}
