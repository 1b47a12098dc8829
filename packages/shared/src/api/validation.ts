import type { z } from 'zod';
import type { FieldErrors } from './envelope.ts';

/**
 * Buyer-facing names of request fields, so a 422 names the field in Chinese.
 * Unknown fields fall back to their API name.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  username: '账号',
  password: '密码',
  mobile: '手机号',
  phone: '联系电话',
  code: '验证码',
  name: '名称',
  sccj: '生产厂家',
  ypgg: '规格',
  number: '数量',
  goods_id: '商品',
  goods_ids: '商品',
  ids: '记录',
  page: '页码',
  page_size: '每页条数',
  keywords: '关键词',
  type: '类型',
  category_id: '分类',
  price: '价格',
  remarks: '备注',
  is_selected: '选中状态',
  id: '编号',
  ywy_group_id: '控销组',
  position: '广告位',
  zone: '专区',
  brand_id: '品牌',
  min_price: '最低价',
  max_price: '最高价',
  sort: '排序',
  in_stock: '库存筛选',
  stock: '库存',
  is_free_shipping: '包邮筛选',
  limit: '条数',
  scene: '验证码用途',
  confirm_password: '确认密码',
  company: '单位名称',
  company_type: '单位类型',
  region: '所在地区',
  address: '详细地址',
  value: '手机号',
  consignee: '收货人',
  region_code: '所在地区',
  detail: '详细地址',
  is_default: '默认地址',
  is_read: '已读状态',
  kind: '反馈类型',
  content: '内容',
  contact: '联系方式',
  valid_to: '有效期',
  action: '审核操作',
  reason: '原因',
  manager_id: '客户经理',
  signer_name: '签署人',
  agree: '同意协议',
  address_id: '收货地址',
  user_coupon_id: '优惠券',
  invoice_type: '发票类型',
  invoice_title: '发票抬头',
  tax_no: '纳税人识别号',
  bank_name: '开户银行',
  bank_account: '银行账号',
  register_address: '注册地址',
  register_phone: '注册电话',
  want_documents: '首营资料',
  want_reports: '药检报告',
  method: '支付方式',
  gateway: '支付渠道',
  other_user_ids: '门店',
  status: '状态',
  order: '排序',
  file: '文件',
  start_time: '开始时间',
  end_time: '结束时间',
  carrier: '物流公司',
  tracking_no: '物流单号',
  refund_to: '退款方式',
  description: '问题描述',
  items: '退货商品',
  order_item_id: '订单商品',
  photos: '照片',
  batches: '批号',
  batch_number: '批号',
  expiry_date: '有效期',
  use_type: '明细类型',
  invoice_no: '发票号码',
  text: '物流信息',
  old_password: '当前密码',
  captcha: '安全验证',
  captcha_id: '安全验证',
  bzdw: '包装单位',
  base_price: '供货价',
  retail_price: '零售价',
  approval_number: '批准文号',
  prescription_class: '处方分类',
  drug_class: '药品类别',
  dosage_form: '剂型',
  control_class: '管制类别',
  ladder_price: '阶梯价',
  ladder_price_type: '阶梯价类型',
  middle_package: '中包装',
  large_package: '大包装',
  tags: '标签',
  free_shipping_number: '包邮起订量',
  zones: '专区',
  zone_category_ids: '专区分类',
  is_listed: '上架状态',
  listed: '上架筛选',
  is_buy: '可购买',
  is_youx: '优选',
  sort_weight: '排序权重',
  instructions: '说明书',
  title: '标题',
  body: '正文',
  images: '图片',
  image: '图片',
  parent_id: '上级分类',
  tree: '分类树',
  index: '位置',
  activity_id: '活动',
  ad_id: '广告',
};

export const fieldLabel = (path: PropertyKey[]): string => {
  const key = [...path].reverse().find((part) => typeof part === 'string') as string | undefined;
  return key ? (FIELD_LABELS[key] ?? key) : '请求';
};

/** One Chinese message for one zod issue. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 leaves `input` out of issues by default; its message still says what it received.
      return issue.message.endsWith('received undefined') ? `${label}不能为空` : `${label}格式不正确`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `${label}不能为空` : `${label}至少${issue.minimum}个字符`;
      if (issue.origin === 'array') return `${label}至少选择${issue.minimum}项`;
      return `${label}不能小于${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${label}不能超过${issue.maximum}个字符`;
      if (issue.origin === 'array') return `${label}最多${issue.maximum}项`;
      return `${label}不能大于${issue.maximum}`;
    case 'unrecognized_keys':
      return `不支持的参数：${issue.keys.join('、')}`;
    case 'invalid_value':
      return `${label}取值不正确`;
    case 'invalid_format':
      return `${label}格式不正确`;
    case 'not_multiple_of':
      return `${label}必须是${issue.divisor}的倍数`;
    default:
      // A schema's own Chinese message (refine, regex with message) wins.
      return issue.message && /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : `${label}不正确`;
  }
}

/** zod error → `{ field: [message, ...] }`, keyed by the dotted path (`params.0.number`). */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.code === 'unrecognized_keys' ? (issue.keys[0] ?? '_') : issue.path.map(String).join('.') || '_';
    const message = hasCustomMessage(issue) ? issue.message : issueMessage(issue);
    (errors[key] ??= []).push(message);
  }
  return errors;
}

/** Messages a schema author wrote in Chinese (`z.string().regex(p, '手机号格式不正确')`) are kept as they are. */
const hasCustomMessage = (issue: z.core.$ZodIssue): boolean => /[\u4e00-\u9fa5]/.test(issue.message);

export const firstMessage = (errors: FieldErrors): string => Object.values(errors)[0]?.[0] ?? '提交的信息有误';
