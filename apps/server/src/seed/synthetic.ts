import type { NewGoods } from '../modules/catalogue/write.ts';
import { seededRandom } from './random.ts';

/**
 * A large synthetic catalogue for benchmarks: plausible drug names (stem × form × prefix) from
 * plausible makers (city × word), so keyword frequencies look like a real catalogue's: common
 * characters (片, 颗粒, 药) match tens of thousands of goods, rare ones a handful.
 */
const STEMS = [
  '感冒',
  '清热',
  '止咳',
  '化痰',
  '板蓝根',
  '银翘',
  '藿香',
  '布洛芬',
  '对乙酰氨基酚',
  '阿莫西林',
  '头孢克肟',
  '头孢拉定',
  '罗红霉素',
  '阿奇霉素',
  '左氧氟沙星',
  '奥美拉唑',
  '雷贝拉唑',
  '多潘立酮',
  '蒙脱石',
  '双歧杆菌',
  '硝苯地平',
  '氨氯地平',
  '厄贝沙坦',
  '缬沙坦',
  '阿托伐他汀',
  '二甲双胍',
  '格列美脲',
  '维生素C',
  '维生素B',
  '葡萄糖酸钙',
  '碳酸钙',
  '复合维生素',
  '氯雷他定',
  '西替利嗪',
  '六味地黄',
  '逍遥',
  '归脾',
  '乌鸡白凤',
  '益母草',
  '牛黄解毒',
  '黄连上清',
  '穿心莲',
  '蒲地蓝',
  '金银花',
  '连翘',
  '小柴胡',
  '柴胡',
  '川贝',
  '枇杷',
  '急支',
  '健胃消食',
  '午时茶',
  '保和',
  '丹参',
  '复方丹参',
  '速效救心',
  '银杏叶',
  '三七',
  '云南白药',
  '红霉素',
  '莫匹罗星',
  '阿昔洛韦',
  '酮康唑',
  '克霉唑',
  '咪康唑',
  '氨溴索',
  '愈创木酚',
  '孟鲁司特',
  '沙丁胺醇',
  '甲硝唑',
  '替硝唑',
  '诺氟沙星',
  '黄连素',
  '小檗碱',
  '胃康灵',
  '气滞胃痛',
  '三九胃泰',
  '香砂养胃',
  '补中益气',
  '人参',
  '黄芪',
  '当归',
  '阿胶',
  '枸杞',
  '甘草',
];
const FORMS: [form: string, spec: string, unit: string][] = [
  ['片', '0.25g*24片', '盒'],
  ['胶囊', '0.3g*20粒', '盒'],
  ['颗粒', '10g*10袋', '盒'],
  ['口服液', '10ml*10支', '盒'],
  ['丸', '6g*10袋', '盒'],
  ['缓释片', '0.5g*12片', '盒'],
  ['分散片', '0.125g*12片', '盒'],
  ['软膏', '10g', '支'],
  ['滴眼液', '8ml', '支'],
  ['糖浆', '100ml', '瓶'],
  ['喷雾剂', '20ml', '瓶'],
  ['合剂', '150ml', '瓶'],
];
const PREFIXES = ['', '', '', '复方', '小儿', '强力', '新', '金'];
const CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '南京',
  '苏州',
  '成都',
  '重庆',
  '武汉',
  '长沙',
  '西安',
  '郑州',
  '济南',
  '青岛',
  '沈阳',
  '哈尔滨',
  '长春',
  '石家庄',
  '太原',
  '合肥',
  '南昌',
  '福州',
  '厦门',
  '昆明',
  '贵阳',
  '南宁',
  '海口',
  '兰州',
  '银川',
  '西宁',
  '乌鲁木齐',
  '天津',
  '宁波',
  '温州',
  '无锡',
  '常州',
  '扬州',
];
const WORDS = [
  '康恩',
  '华夏',
  '同济',
  '仁心',
  '济民',
  '百草',
  '德众',
  '益康',
  '长生',
  '天元',
  '瑞华',
  '正大',
  '和平',
  '永安',
  '恒瑞',
  '金象',
  '东方',
  '神龙',
];
const SUFFIXES = ['制药有限公司', '药业有限公司', '药业股份有限公司', '制药厂', '中药有限公司'];
const TAGS = ['优', '秒', '满', '换购', '赠', '特', '新'];

/**
 * A strength for a national catalogue's spec: the same goods comes in several (0.25g and 0.5g, 12 and 24
 * tablets), so the spec column is not a copy of the form's one.
 */
const STRENGTHS = ['0.1g', '0.125g', '0.15g', '0.2g', '0.25g', '0.3g', '0.5g', '1g', '5mg', '10mg', '20mg', '50mg'];
const COUNTS = [6, 10, 12, 18, 20, 24, 30, 36, 48, 60, 100];

/**
 * `national`: the catalogue of a national wholesaler (issue #38): names of one or two stems (板蓝根金银花颗粒:
 * ~500,000 distinct names where the plain kind has ~5,000), every maker under every city and word (~3,400), and
 * specs by strength and count. The plain kind is the regional catalogue the catalogue bench has always used.
 */
export type SyntheticKind = 'plain' | 'national';

function nameOf(random: ReturnType<typeof seededRandom>, form: string, kind: SyntheticKind): string {
  const prefix = random.pick(PREFIXES);
  const stem = random.pick(STEMS);
  if (kind === 'plain') return `${prefix}${stem}${form}`;
  const other = random.chance(0.6) ? random.pick(STEMS) : stem;
  // No 复方复方丹参 or 金金银花, no 头孢拉定头孢拉定 or 复合维生素维生素B: a second stem that repeats is left out.
  const second = stem.includes(other) || /(.{2,})\1/.test(stem + other) ? '' : other;
  return `${prefix && stem.startsWith(prefix) ? '' : prefix}${stem}${second}${form}`;
}

function specOf(random: ReturnType<typeof seededRandom>, spec: string, kind: SyntheticKind): string {
  // '0.25g*24片' → another strength and count of 片; a spec without a count ('10g', '8ml') stays.
  const piece = /\*\d+(\D+)$/.exec(spec)?.[1];
  return kind === 'plain' || !piece ? spec : `${random.pick(STRENGTHS)}*${random.pick(COUNTS)}${piece}`;
}

export function* syntheticGoods(count: number, seed = 7, kind: SyntheticKind = 'plain'): Generator<NewGoods> {
  const random = seededRandom(seed);
  const makers =
    kind === 'national'
      ? CITIES.flatMap((city) => WORDS.flatMap((word) => SUFFIXES.map((suffix) => `${city}${word}${suffix}`)))
      : CITIES.flatMap((city) => WORDS.map((word) => `${city}${word}${random.pick(SUFFIXES)}`));
  for (let i = 0; i < count; i++) {
    const [form, formSpec, unit] = random.pick(FORMS);
    const name = nameOf(random, form, kind);
    const spec = specOf(random, formSpec, kind);
    const base = random.int(150, 20000);
    const middle = random.pick([1, 5, 10, 10, 20]);
    yield {
      name,
      sccj: random.pick(makers),
      ypgg: spec,
      bzdw: unit,
      basePriceFen: base,
      retailPriceFen: Math.floor(base * 1.3),
      approvalNumber: `国药准字${random.pick(['H', 'Z'])}${String(random.int(10000000, 99999999))}`,
      dosageForm: form,
      prescriptionClass: random.pick(['OTC甲', 'OTC乙', 'Rx', 'Rx']),
      drugClass: random.pick(['ordinary', 'chinese_patent']),
      middlePackage: middle,
      largePackage: middle * 20,
      stock: random.chance(0.1) ? 0 : random.int(1, 500) * middle,
      isFreeShipping: random.chance(0.15),
      tags: random.chance(0.3) ? [random.pick(TAGS)] : [],
      sales: Math.floor(random.next() ** 4 * 20000),
      zones: random.chance(0.1) ? ['welfare'] : [],
      expiryDate: `2028-0${random.int(1, 9)}-1${random.int(0, 9)}`,
      batchNumber: `2026${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`,
    };
  }
}
