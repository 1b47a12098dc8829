import type { AdminGoodsDetail, AdminGoodsRow, GoodsBody, PriceChangeRow } from '@store/shared/api/admin-goods';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import { sortTiers } from '@store/shared/rules/ladder-price';
import { toSeconds } from '@store/shared/rules/time';
import type { goodsPriceChanges } from '../../db/schema.ts';
import type { LadderTier } from '../../db/schema.ts';
import { choicesOf, type CategoryMap, type Placement } from './placement.ts';
import type { GoodsRow } from './repo.ts';
import type { NewGoods } from '../catalogue/index.ts';

const bit = (value: boolean) => (value ? 1 : 0) as 0 | 1;
const tiersInYuan = (tiers: LadderTier[]) =>
  sortTiers(tiers).map((t) => ({ number: t.number, price: fenToYuan(t.priceFen) }));

export const listRowOf = (row: GoodsRow): AdminGoodsRow => ({
  id: row.id,
  name: row.name,
  sccj: row.sccj,
  ypgg: row.ypgg,
  bzdw: row.bzdw,
  approval_number: row.approvalNumber,
  prescription_class: row.prescriptionClass,
  drug_class: row.drugClass,
  base_price: fenToYuan(row.basePriceFen),
  retail_price: fenToYuan(row.retailPriceFen),
  stock: row.stock,
  sales: row.sales,
  image: row.images[0] ?? null,
  brand_id: row.brandId,
  is_listed: bit(row.isListed),
  is_buy: bit(row.isBuy),
  updated_at: toSeconds(row.updatedAt),
});

export const detailOf = (row: GoodsRow, map: CategoryMap): AdminGoodsDetail => ({
  id: row.id,
  name: row.name,
  sccj: row.sccj,
  ypgg: row.ypgg,
  bzdw: row.bzdw,
  approval_number: row.approvalNumber,
  prescription_class: row.prescriptionClass as AdminGoodsDetail['prescription_class'],
  drug_class: row.drugClass as AdminGoodsDetail['drug_class'],
  dosage_form: row.dosageForm,
  control_class: row.controlClass,
  base_price: fenToYuan(row.basePriceFen),
  retail_price: fenToYuan(row.retailPriceFen),
  ladder_price_type: row.ladderPriceType,
  ladder_price: tiersInYuan(row.ladderPrice),
  middle_package: row.middlePackage,
  large_package: row.largePackage,
  is_free_shipping: bit(row.isFreeShipping),
  free_shipping_number: row.freeShippingNumber,
  tags: row.tags,
  zones: row.zones as AdminGoodsDetail['zones'],
  ...choicesOf(map, row.categoryId, row.categoryIds),
  brand_id: row.brandId,
  is_listed: bit(row.isListed),
  is_buy: bit(row.isBuy),
  is_youx: bit(row.isYoux),
  sort_weight: row.sortWeight,
  instructions: row.instructions,
  images: row.images,
  stock: row.stock,
  sales: row.sales,
  created_at: toSeconds(row.createdAt),
  updated_at: toSeconds(row.updatedAt),
});

/** The goods columns a form (or an import row) sets. */
export const columnsOf = (body: GoodsBody, placement: Placement): NewGoods & Placement => ({
  name: body.name,
  sccj: body.sccj,
  ypgg: body.ypgg,
  bzdw: body.bzdw,
  approvalNumber: body.approval_number,
  prescriptionClass: body.prescription_class,
  drugClass: body.drug_class,
  dosageForm: body.dosage_form,
  controlClass: body.control_class,
  basePriceFen: yuanToFen(body.base_price),
  retailPriceFen: yuanToFen(body.retail_price),
  ladderPriceType: body.ladder_price_type,
  ladderPrice: body.ladder_price.map((t) => ({ number: t.number, priceFen: yuanToFen(t.price) })),
  middlePackage: body.middle_package,
  largePackage: body.large_package,
  isFreeShipping: body.is_free_shipping === 1,
  freeShippingNumber: body.free_shipping_number,
  tags: body.tags,
  zones: body.zones,
  brandId: body.brand_id ?? null,
  isListed: body.is_listed === 1,
  isBuy: body.is_buy === 1,
  isYoux: body.is_youx === 1,
  sortWeight: body.sort_weight,
  instructions: body.instructions,
  ...placement,
});

export const priceChangeOf = (change: typeof goodsPriceChanges.$inferSelect, staffName: string): PriceChangeRow => ({
  id: change.id,
  source: change.source as PriceChangeRow['source'],
  staff: { id: change.staffId, name: staffName },
  base_price: { before: fenToYuan(change.basePriceBeforeFen), after: fenToYuan(change.basePriceAfterFen) },
  retail_price: { before: fenToYuan(change.retailPriceBeforeFen), after: fenToYuan(change.retailPriceAfterFen) },
  ladder_price_type: { before: change.ladderTypeBefore, after: change.ladderTypeAfter },
  ladder_price: { before: tiersInYuan(change.ladderBefore), after: tiersInYuan(change.ladderAfter) },
  created_at: toSeconds(change.createdAt),
});
