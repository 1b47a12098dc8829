/**
 * Goods: what may be listed, categories and brands, quality reports and stock by batch.
 */
import type { Refusal } from './base.ts';

/** Refusals of goods the store may not list (GSP special management). */
export const CatalogueRefusal = {
  SPECIAL_MANAGEMENT: {
    code: 610,
    status: 400,
    msg: '麻醉药品、精神药品、医疗用毒性药品、放射性药品和药品类易制毒化学品不得上架销售',
  },
  /** 到货提醒 is for goods out of stock; one in stock is bought, not awaited. */
  ARRIVAL_NOTICE_IN_STOCK: { code: 611, status: 409, msg: '商品有货，可直接购买' },
  /** The console removes a category only when no child category and no goods is under it. */
  CATEGORY_NOT_EMPTY: { code: 612, status: 409, msg: '该分类下还有子分类或商品，不能删除' },
  /** …and a brand only when no goods carries it. */
  BRAND_NOT_EMPTY: { code: 613, status: 409, msg: '该品牌下还有商品，不能删除' },
} as const satisfies Record<string, Refusal>;

/** Quality-inspection reports (质检报告) of goods batches. */
export const QcReportRefusal = {
  /** No report with this id (or its goods is no longer listed). */
  REPORT_NOT_FOUND: { code: 745, status: 404, msg: '质检报告不存在' },
  /** The server cannot draw the PDF (its CJK font is missing): the operator's fault, not the buyer's. */
  REPORT_FILE_UNAVAILABLE: { code: 746, status: 503, msg: '质检报告文件暂时无法生成，请稍后再试或联系客户经理' },
} as const satisfies Record<string, Refusal>;

/** Stock by batch (the warehouse, issue #13). */
export const StockRefusal = {
  BATCH_SHORT: {
    code: 760,
    status: 409,
    msg: (name: string, batch: string, available: number) => `${name} 批号 ${batch} 仅剩 ${available}，不够发货`,
  },
  BATCH_EXPIRED: {
    code: 761,
    status: 409,
    msg: (name: string, batch: string) => `${name} 批号 ${batch} 已过期，不能发货`,
  },
  PICKS_MISMATCH: {
    code: 762,
    status: 400,
    msg: (name: string, number: number, picked: number) => `${name} 应发 ${number}，所选批次合计 ${picked}`,
  },
  BATCHES_SHORT: {
    code: 763,
    status: 409,
    msg: (name: string, short: number) => `${name} 的未过期批次库存不足，还差 ${short}`,
  },
  BATCH_TRACKED: { code: 764, status: 409, msg: '该商品按批次管理库存，请入库新批次或盘点批次' },
} as const satisfies Record<string, Refusal>;
