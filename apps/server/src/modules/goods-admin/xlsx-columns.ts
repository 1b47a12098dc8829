import type { AdminGoodsDetail, GoodsBodyInput } from '@store/shared/api/admin-goods';
import { LADDER_TYPE_NAMES, ZONE_NAMES } from '@store/shared/api/admin-goods';
import { DRUG_CLASS_NAMES } from '@store/shared/api/qualification';

/**
 * The goods spreadsheet's columns, read and written by header text (so a column moved or left out is
 * fine): what the export writes of a goods, and what a cell of an import means in the goods form.
 * Lists are written joined by '、' and read split on 、，,; and whitespace.
 */
type Column = {
  header: string;
  width: number;
  /** The form field an import fills from the cell (undefined: export only). */
  field?: keyof GoodsBodyInput;
  write: (goods: AdminGoodsDetail) => string | number;
  read?: (text: string) => unknown;
};

const yesNo = (value: number) => (value ? '是' : '否');
const split = (text: string) =>
  text
    .split(/[、，,;；\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
const reverse = (names: Record<string, string>) => (text: string) =>
  Object.entries(names).find(([, name]) => name === text)?.[0] ?? text;

/** 阶梯价 as '10:9.5；50:9' (quantity:price per tier); a tier that is not two numbers stays as text, a 422. */
export const writeLadder = (tiers: { number: number; price: number }[]) =>
  tiers.map((t) => `${t.number}:${t.price}`).join('；');
export function readLadder(text: string) {
  return split(text).map((tier) => {
    const [number, price, ...rest] = tier.split(/[:：]/);
    return rest.length === 0 && price !== undefined ? { number, price } : tier;
  });
}

export const COLUMNS: Column[] = [
  { header: '商品ID', width: 9, write: (g) => g.id },
  { header: '商品名称', width: 24, field: 'name', write: (g) => g.name },
  { header: '生产厂家', width: 26, field: 'sccj', write: (g) => g.sccj },
  { header: '规格', width: 16, field: 'ypgg', write: (g) => g.ypgg },
  { header: '包装单位', width: 9, field: 'bzdw', write: (g) => g.bzdw },
  { header: '批准文号', width: 20, field: 'approval_number', write: (g) => g.approval_number },
  { header: '处方分类', width: 9, field: 'prescription_class', write: (g) => g.prescription_class },
  {
    header: '药品类别',
    width: 10,
    field: 'drug_class',
    write: (g) => DRUG_CLASS_NAMES[g.drug_class],
    read: reverse(DRUG_CLASS_NAMES),
  },
  { header: '剂型', width: 9, field: 'dosage_form', write: (g) => g.dosage_form },
  { header: '供货价', width: 9, field: 'base_price', write: (g) => g.base_price },
  { header: '零售价', width: 9, field: 'retail_price', write: (g) => g.retail_price },
  {
    header: '阶梯价类型',
    width: 20,
    field: 'ladder_price_type',
    write: (g) => LADDER_TYPE_NAMES[g.ladder_price_type as 0 | 1],
    read: reverse(LADDER_TYPE_NAMES),
  },
  { header: '阶梯价', width: 18, field: 'ladder_price', write: (g) => writeLadder(g.ladder_price), read: readLadder },
  { header: '中包装', width: 8, field: 'middle_package', write: (g) => g.middle_package },
  { header: '大包装', width: 8, field: 'large_package', write: (g) => g.large_package },
  { header: '包邮', width: 6, field: 'is_free_shipping', write: (g) => yesNo(g.is_free_shipping) },
  { header: '包邮起订量', width: 10, field: 'free_shipping_number', write: (g) => g.free_shipping_number },
  { header: '标签', width: 14, field: 'tags', write: (g) => g.tags.join('、'), read: split },
  {
    header: '专区',
    width: 16,
    field: 'zones',
    write: (g) => g.zones.map((z) => ZONE_NAMES[z]).join('、'),
    read: (text) => split(text).map(reverse(ZONE_NAMES)),
  },
  { header: '分类ID', width: 8, field: 'category_id', write: (g) => g.category_id ?? '' },
  {
    header: '专区分类ID',
    width: 12,
    field: 'zone_category_ids',
    write: (g) => g.zone_category_ids.join('、'),
    read: split,
  },
  { header: '品牌ID', width: 8, field: 'brand_id', write: (g) => g.brand_id ?? '' },
  { header: '上架', width: 6, field: 'is_listed', write: (g) => yesNo(g.is_listed) },
  { header: '可购买', width: 7, field: 'is_buy', write: (g) => yesNo(g.is_buy) },
  { header: '优选', width: 6, field: 'is_youx', write: (g) => yesNo(g.is_youx) },
  { header: '排序权重', width: 9, field: 'sort_weight', write: (g) => g.sort_weight },
  { header: '库存（只读）', width: 11, write: (g) => g.stock },
];

/** The header of the column a form field is read from (for the import report's 字段). */
export const headerOf = (field: string) => COLUMNS.find((c) => c.field === field)?.header;
