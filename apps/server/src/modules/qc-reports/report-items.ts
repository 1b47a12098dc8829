import { createHash } from 'node:crypto';

/**
 * What a report's table lists: the inspection items of the goods' kind (a granule's particle size, a
 * tablet's disintegration, a herb's ash, a mask's filtration), the standard each must meet and the result
 * found. The reports on file hold their number, batch, date and conclusion; the items are drawn from the
 * report id so one report always reads the same.
 */
export type InspectionItem = { item: string; standard: string; result: string };
export type ReportGoods = { drugClass: string; dosageForm: string; approvalNumber: string; conclusion: string };

/** Figures that vary between reports and never within one: each draw hashes the report id and its position. */
function figuresOf(reportId: number) {
  let position = 0;
  const next = () => createHash('sha256').update(`${reportId}:${position++}`).digest().readUInt32BE(0) / 2 ** 32;
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}
type Random = ReturnType<typeof figuresOf>;

const pct = (random: Random, min: number, max: number) => `${(min + random.next() * (max - min)).toFixed(1)}%`;
const CONFORMS = '符合规定';

function formChecks(dosageForm: string, random: Random): InspectionItem[] {
  if (dosageForm.includes('颗粒') || dosageForm.includes('散'))
    return [
      { item: '粒度', standard: '不能通过一号筛与能通过五号筛的总和不得过15%', result: pct(random, 3, 11) },
      { item: '水分', standard: '不得过8.0%', result: pct(random, 2, 6) },
      { item: '装量差异', standard: '应符合规定（±5%）', result: CONFORMS },
    ];
  if (/胶囊|片|丸/.test(dosageForm))
    return [
      { item: '崩解时限', standard: '应在30分钟内全部崩解或溶散', result: `${random.int(6, 22)}分钟` },
      { item: '重量差异', standard: '应符合规定（±7.5%）', result: CONFORMS },
      { item: '有关物质', standard: '单个杂质不得过0.5%', result: pct(random, 0.1, 0.4) },
    ];
  if (/液|糖浆|合剂|煎膏|溶液|滴剂|酊/.test(dosageForm))
    return [
      { item: '相对密度', standard: '应不低于1.05', result: (1.06 + random.next() * 0.2).toFixed(2) },
      { item: 'pH值', standard: '应为4.0～7.0', result: (4.5 + random.next() * 2).toFixed(1) },
      { item: '装量', standard: '不得少于标示装量', result: CONFORMS },
    ];
  return [
    { item: '粒度', standard: '应符合规定', result: CONFORMS },
    { item: '装量', standard: '不得少于标示装量', result: CONFORMS },
  ];
}

function drugItems(goods: ReportGoods, random: Random): InspectionItem[] {
  return [
    { item: '【性状】', standard: '应符合规定', result: CONFORMS },
    { item: '【鉴别】', standard: '应呈正反应（薄层色谱/高效液相色谱）', result: CONFORMS },
    ...formChecks(goods.dosageForm, random),
    { item: '微生物限度', standard: '需氧菌总数不得过10³cfu/g；霉菌和酵母菌不得过10²cfu/g', result: CONFORMS },
    { item: '【含量测定】', standard: '应为标示量的90.0%～110.0%', result: pct(random, 96, 104) },
  ];
}

function herbItems(random: Random): InspectionItem[] {
  return [
    { item: '【性状】', standard: '应符合规定', result: CONFORMS },
    { item: '【鉴别】', standard: '显微及薄层色谱鉴别应符合规定', result: CONFORMS },
    { item: '水分', standard: '不得过13.0%', result: pct(random, 7, 12) },
    { item: '总灰分', standard: '不得过5.0%', result: pct(random, 2, 4.5) },
    { item: '二氧化硫残留量', standard: '不得过150mg/kg', result: `${random.int(3, 40)}mg/kg` },
    { item: '重金属及有害元素', standard: '铅不得过5mg/kg；镉不得过1mg/kg', result: CONFORMS },
    { item: '【浸出物】', standard: '不得少于17.0%', result: pct(random, 18, 30) },
  ];
}

function deviceItems(random: Random): InspectionItem[] {
  return [
    { item: '外观', standard: '应整洁、无破损、无污渍', result: CONFORMS },
    { item: '结构与尺寸', standard: '应符合产品技术要求，允差±5%', result: CONFORMS },
    { item: '性能指标', standard: '应符合产品技术要求', result: CONFORMS },
    { item: '生物相容性', standard: '无细胞毒性、无致敏、无刺激', result: CONFORMS },
    { item: '微生物指标', standard: '细菌菌落总数≤100cfu/g 或 应无菌', result: `${random.int(0, 20)}cfu/g` },
    { item: '标志与包装', standard: '应符合产品技术要求', result: CONFORMS },
  ];
}

function healthItems(random: Random): InspectionItem[] {
  return [
    { item: '感官要求', standard: '色泽、滋味、气味、状态应符合产品特性', result: CONFORMS },
    { item: '净含量', standard: '应符合标示值', result: CONFORMS },
    { item: '水分', standard: '不得过9.0%', result: pct(random, 2, 7) },
    { item: '铅（以Pb计）', standard: '不得过2.0mg/kg', result: `${(random.next() * 0.5).toFixed(2)}mg/kg` },
    { item: '菌落总数', standard: '不得过1000CFU/g', result: `<${random.int(1, 3) * 10}CFU/g` },
    { item: '大肠菌群', standard: '不得过0.92MPN/g', result: '<0.3MPN/g' },
  ];
}

export function inspectionItems(reportId: number, goods: ReportGoods): InspectionItem[] {
  const random = figuresOf(reportId);
  if (goods.drugClass === 'device') return deviceItems(random);
  if (goods.drugClass === 'health') return healthItems(random);
  if (goods.drugClass === 'herbal_pieces') return herbItems(random);
  return drugItems(goods, random);
}

/** The standard a kind of goods is inspected against (检验依据). */
export function inspectionBasis(goods: ReportGoods): string {
  if (goods.drugClass === 'device') return `产品技术要求（${goods.approvalNumber}）`;
  if (goods.drugClass === 'health') return 'GB 16740-2014《食品安全国家标准 保健食品》及产品技术要求';
  if (goods.drugClass === 'herbal_pieces') return '《中华人民共和国药典》2020年版一部';
  return goods.drugClass === 'chinese_patent'
    ? `《中华人民共和国药典》2020年版一部及国家药品标准（${goods.approvalNumber}）`
    : `《中华人民共和国药典》2020年版二部及国家药品标准（${goods.approvalNumber}）`;
}

/** 药品检验报告书 for drugs and herbal pieces, 产品检验报告书 for devices and health foods. */
export const reportTitle = (drugClass: string) =>
  drugClass === 'device' || drugClass === 'health' ? '产品检验报告书' : '药品检验报告书';

export const conclusionText = (goods: ReportGoods) =>
  `本品按${inspectionBasis(goods)}检验，结果${goods.conclusion === '合格' ? '符合规定' : '不符合规定'}。`;
