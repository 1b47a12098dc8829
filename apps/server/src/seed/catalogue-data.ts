import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Demo catalogue: goods a Chinese pharmacy wholesaler really lists, with the manufacturers, specifications,
 * approval numbers (国药准字 / 械注准 / 械备 / 国食健注), prescription classes and pack sizes a buyer expects.
 * The same generic often appears from several manufacturers or in two pack sizes, as in a real price list.
 * No narcotic, psychotropic, toxic, radioactive or precursor-chemical drugs: the store never sells them.
 * The goods are data (catalogue-goods.json, one goods a line), checked against this schema when loaded.
 */
const goodsSeed = z.strictObject({
  /** Product name as printed (brand in front only when that is how it is sold). */
  name: z.string().min(1),
  /** Full manufacturer (or marketing-authorisation holder) name. */
  sccj: z.string().min(1),
  /** One of BRAND_NAMES, or '' when none applies. */
  brand: z.string(),
  /** Specification, e.g. '10g*9袋'. */
  ypgg: z.string().min(1),
  /** Packing unit: 盒 / 瓶 / 袋 / 支 / 台 … */
  bzdw: z.string().min(1),
  dosageForm: z.string(),
  /** 国药准字 for drugs, 械注准/械备 for devices, 国食健注/国食健字 for health foods, '' for herbal pieces. */
  approvalNumber: z.string(),
  prescriptionClass: z.enum(['OTC甲', 'OTC乙', 'Rx', '']),
  drugClass: z.enum(['ordinary', 'chinese_patent', 'herbal_pieces', 'device', 'health']),
  /** A child category name of the general tree (demo-content.ts CATEGORY_TREES). */
  category: z.string().min(1),
  /** In fen: the suggested retail price, and the wholesale price. */
  retailPriceFen: z.number().int().positive(),
  basePriceFen: z.number().int().positive(),
  /** 中包装: the pack count a pharmacy buys in. */
  middlePackage: z.number().int().positive(),
  /** 件装: a multiple of middlePackage. */
  largePackage: z.number().int().positive(),
});

export type GoodsSeed = z.infer<typeof goodsSeed>;
export type DrugClass = GoodsSeed['drugClass'];

export const BRAND_NAMES = [
  '华润三九',
  '以岭药业',
  '云南白药',
  '同仁堂',
  '白云山',
  '修正药业',
  '扬子江药业',
  '石药集团',
  '哈药集团',
  '仁和药业',
] as const;

export const GOODS_SEED: GoodsSeed[] = z
  .array(goodsSeed)
  .parse(JSON.parse(readFileSync(new URL('./catalogue-goods.json', import.meta.url), 'utf8')));
