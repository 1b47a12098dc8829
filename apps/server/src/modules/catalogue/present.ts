import type { GoodsItem } from '@store/shared/api/goods';
import { fenToYuan } from '@store/shared/rules/money';
import { sortTiers } from '@store/shared/rules/ladder-price';
import type { GoodsRow } from './repo.ts';
import { PRICE_TIP_CONTROLLED, type Viewer } from './viewer.ts';

/** Goods type of controlled-sales (控销) goods: prices only for buyers admitted to their group. */
export const CONTROLLED_TYPE = 2;
const bit = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** Why this viewer may not see this goods' price, or '' when it may. */
export function hiddenPriceTip(row: Pick<GoodsRow, 'type' | 'kxGroupId'>, viewer: Viewer): string {
  if (!viewer.canSeePrices) return viewer.priceTip;
  if (row.type === CONTROLLED_TYPE && (row.kxGroupId === null || !viewer.kxGroups.has(row.kxGroupId)))
    return PRICE_TIP_CONTROLLED;
  return '';
}

/** A goods row as this viewer may see it: prices never leave the server for a viewer who may not see them. */
export function presentGoods(row: GoodsRow, viewer: Viewer): GoodsItem {
  const tip = hiddenPriceTip(row, viewer);
  const visible = tip === '';
  return {
    id: row.id,
    name: row.name,
    sccj: row.sccj,
    ypgg: row.ypgg,
    bzdw: row.bzdw,
    base_price: visible ? fenToYuan(row.basePriceFen) : null,
    retail_price: visible && row.retailPriceFen > 0 ? fenToYuan(row.retailPriceFen) : null,
    price_tip: tip,
    goods_image: row.images,
    // A viewer who may not see the price may not buy either.
    is_buy: bit(row.isBuy && visible),
    number: row.stock,
    is_youx: bit(row.isYoux),
    type: row.type,
    is_free_shipping: bit(row.isFreeShipping),
    free_shipping_number: row.freeShippingNumber,
    ladder_price: visible
      ? sortTiers(row.ladderPrice).map((t) => ({ number: t.number, price: fenToYuan(t.priceFen) }))
      : [],
    ladder_price_type: row.ladderPriceType,
    tags: row.tags,
    approval_number: row.approvalNumber,
    dosage_form: row.dosageForm,
    prescription_class: row.prescriptionClass,
    drug_class: row.drugClass,
    expiry_date: row.expiryDate,
    middle_package: row.middlePackage,
    large_package: row.largePackage,
    sales: row.sales,
    // Whether this viewer awaits the goods is theirs, not the row's: lists that show it set it (arrival module).
    arrival_notice: 0,
  };
}
