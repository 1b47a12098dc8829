/**
 * bench:import's goods sheet: realistic names (a few thousand drugs in several specs), a few hundred makers,
 * each row new to the store (every name carries MARKER and its number).
 */
import ExcelJS from 'exceljs';

const PREFIXES = [
  '复方',
  '小儿',
  '盐酸',
  '阿莫西林',
  '头孢',
  '布洛芬',
  '维生素',
  '板蓝根',
  '银黄',
  '藿香',
  '蒲地蓝',
  '连花',
];
const CORES = [
  '清热',
  '止咳',
  '感冒',
  '消炎',
  '健胃',
  '养血',
  '安神',
  '通络',
  '益气',
  '润肺',
  '解毒',
  '舒肝',
  '活血',
  '补肾',
];
const FORMS = ['颗粒', '胶囊', '片', '口服液', '糖浆', '软膏', '滴丸', '分散片', '缓释片', '注射液'];
const CITIES = [
  '杭州',
  '广州',
  '北京',
  '上海',
  '成都',
  '武汉',
  '西安',
  '沈阳',
  '长沙',
  '济南',
  '昆明',
  '哈尔滨',
  '南京',
];
const HOUSES = ['华康', '仁和', '同济', '康恩', '恒瑞', '太极', '白云', '九州', '天元', '安泰', '德润', '济民', '永信'];
const MARKER = '导入基准';

export const nameOf = (i: number) =>
  `${PREFIXES[i % PREFIXES.length]}${CORES[Math.floor(i / 7) % CORES.length]}${FORMS[Math.floor(i / 3) % FORMS.length]}${MARKER}${Math.floor(i / 3)}`;
const makerOf = (i: number) =>
  `${CITIES[i % CITIES.length]}${HOUSES[Math.floor(i / 13) % HOUSES.length]}制药有限公司${Math.floor(i / 169) % 3 || ''}`;

const HEADER = ['商品ID', '商品名称', '生产厂家', '规格', '包装单位', '批准文号', '供货价', '零售价'];

export async function sheetOf(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('商品');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const newRows = (count: number) =>
  Array.from({ length: count }, (_, i) => [
    '',
    nameOf(i),
    makerOf(i),
    `${(i % 3) + 1}0粒/盒`,
    '盒',
    `国药准字Z${String(80_000_000 + i)}`,
    5 + (i % 90) / 10,
    12 + (i % 50) / 10,
  ]);
