import type { AdminCouponRow } from '@store/shared/api/coupons';
import { COMPANY_TYPE_NAMES, COMPANY_TYPES } from '@store/shared/api/account';

/** Names marketing reads for the template's settings. */
export const TYPE_OPTIONS = [
  { value: 1, label: '满减券' },
  { value: 3, label: '折扣券' },
  { value: 2, label: '运费券' },
];
export const SCOPE_OPTIONS = [
  { value: 'all', label: '全部商品' },
  { value: 'categories', label: '指定分类' },
  { value: 'brands', label: '指定品牌' },
  { value: 'goods', label: '指定商品' },
];
export const AUDIENCE_OPTIONS = [
  { value: 'all', label: '全部已审核采购商' },
  { value: 'new', label: '新用户（未有支付订单）' },
  { value: 'company_type', label: '按单位类型' },
  { value: 'region', label: '按省份' },
];
export const COMPANY_TYPE_OPTIONS = COMPANY_TYPES.map((value) => ({ value, label: COMPANY_TYPE_NAMES[value] }));
export const PROVINCES = [
  '北京市',
  '天津市',
  '河北省',
  '山西省',
  '内蒙古自治区',
  '辽宁省',
  '吉林省',
  '黑龙江省',
  '上海市',
  '江苏省',
  '浙江省',
  '安徽省',
  '福建省',
  '江西省',
  '山东省',
  '河南省',
  '湖北省',
  '湖南省',
  '广东省',
  '广西壮族自治区',
  '海南省',
  '重庆市',
  '四川省',
  '贵州省',
  '云南省',
  '西藏自治区',
  '陕西省',
  '甘肃省',
  '青海省',
  '宁夏回族自治区',
  '新疆维吾尔自治区',
].map((name) => ({ value: name, label: name }));

export function audienceText(row: Pick<AdminCouponRow, 'audience' | 'audience_values'>): string {
  if (row.audience === 'company_type')
    return row.audience_values.map((v) => COMPANY_TYPE_NAMES[v as keyof typeof COMPANY_TYPE_NAMES] ?? v).join('、');
  if (row.audience === 'region') return row.audience_values.join('、');
  return AUDIENCE_OPTIONS.find((o) => o.value === row.audience)?.label ?? row.audience;
}
