import { PERMISSIONS } from '@store/shared/api/staff';

/**
 * The audit log in the operator's words. The action codes are those the server's recordAudit calls write
 * (grep recordAudit in apps/server/src); a code not listed here is shown as it is, so a new one is never hidden.
 */
export const ACTION_LABELS: Record<string, string> = {
  'licence.approve': '证照审核通过',
  'licence.reject': '证照审核驳回',
  'company_change.approve': '资质变更通过',
  'company_change.reject': '资质变更驳回',
  'buyer.manager': '设置客户经理',
  'buyer.disable': '停用采购商',
  'order.ship': '订单发货',
  'order.logistics': '补充物流信息',
  'order.confirm_transfer': '确认转账',
  'order.cancel': '取消订单',
  'after_sales.approve': '售后审核通过',
  'after_sales.reject': '售后审核驳回',
  'points.adjust': '调整积分',
  'wallet.adjust': '调整余额',
  'wallet.recharge_confirm': '确认充值到账',
  'buyer.enable': '启用采购商',
  'buyer.scope': '修改经营范围',
  'stock.receive': '批次入库',
  'stock.adjust': '盘点/报损',
  'coupon.create': '新建优惠券',
  'coupon.update': '修改优惠券',
  'coupon.pause': '暂停优惠券',
  'coupon.resume': '恢复优惠券',
  'coupon.grant': '发放优惠券',
  'cash_coupon.grant': '发放购物金',
  'recharge_offer.create': '新建充值优惠',
  'recharge_offer.update': '修改充值优惠',
  'cashback.create': '新建满额返活动',
  'cashback.update': '修改满额返活动',
  'cashback.pause': '暂停满额返活动',
  'cashback.resume': '恢复满额返活动',
  'ads.create': '新建广告',
  'ads.update': '修改广告',
  'ads.delete': '删除广告',
  'ads.image': '上传广告图片',
  'activities.create': '新建活动',
  'activities.update': '修改活动',
  'activities.pause': '暂停活动',
  'activities.resume': '恢复活动',
  'activities.banner': '上传活动横幅',
  'mall_goods.create': '新建积分商品',
  'mall_goods.update': '修改积分商品',
  'mall_goods.pause': '暂停兑换积分商品',
  'mall_goods.resume': '上架积分商品',
  'mall_goods.image': '上传积分商品图片',
  'points_order.ship': '积分订单发货',
  'points_order.cancel': '取消积分订单',
  'lottery.create': '新建抽奖活动',
  'lottery.update': '修改抽奖活动',
  'lottery.pause': '暂停抽奖活动',
  'lottery.resume': '恢复抽奖活动',
  'lottery.prize.create': '新增抽奖奖品',
  'lottery.prize.update': '修改抽奖奖品',
  'article.create': '新建文章',
  'article.update': '修改文章',
  'article.publish': '发布文章',
  'article.unpublish': '撤回文章',
  'article.cover': '上传文章封面',
  'article_category.create': '新建帮助分类',
  'article_category.update': '修改文章分类',
  'invoice.issue': '开具发票',
  'goods.stock': '修改库存',
  'goods.create': '新增商品',
  'goods.update': '编辑商品',
  'goods.import': '导入商品',
  'goods.list': '商品上架',
  'goods.unlist': '商品下架',
  'goods.images': '修改商品图片',
  'category.create': '新增分类',
  'category.rename': '重命名分类',
  'category.move': '移动分类',
  'category.delete': '删除分类',
  'brand.create': '新增品牌',
  'brand.rename': '重命名品牌',
  'brand.move': '调整品牌顺序',
  'brand.delete': '删除品牌',
  'staff.create': '添加员工',
  'staff.disable': '停用员工',
  'staff.enable': '启用员工',
  'staff.role': '更换员工角色',
  'staff.password_reset': '重置员工密码',
  'role.create': '新建角色',
  'role.update': '修改角色',
  'role.delete': '删除角色',
  'combination.create': '新建套餐',
  'combination.update': '修改套餐',
  'combination.on': '套餐上架',
  'combination.off': '套餐下架',
  'floor.create': '新建首页楼层',
  'floor.update': '修改首页楼层',
  'floor.on': '显示首页楼层',
  'floor.off': '隐藏首页楼层',
  'welfare.percent': '修改福利专区折扣',
  'welfare.goods_add': '商品加入福利专区',
  'welfare.goods_remove': '商品移出福利专区',
  'nav.create': '新增导航',
  'nav.update': '修改导航',
  'nav.delete': '删除导航',
  'hot_word.create': '新增热搜词',
  'hot_word.update': '修改热搜词',
  'hot_word.delete': '删除热搜词',
};

export const OBJECT_TYPES: Record<string, string> = {
  licence: '证照',
  buyer: '采购商',
  order: '订单',
  after_sales: '售后',
  invoice: '发票',
  goods: '商品',
  category: '商品分类',
  brand: '品牌',
  staff: '员工',
  role: '角色',
  coupon: '优惠券',
  recharge_offer: '充值优惠',
  cashback: '满额返活动',
  ad: '广告',
  activity: '活动',
  mall_goods: '积分商品',
  points_order: '积分订单',
  lottery: '抽奖活动',
  lottery_prize: '抽奖奖品',
  article: '文章',
  article_category: '文章分类',
  combination: '套餐',
  welfare: '福利专区',
  nav_item: '导航菜单',
  hot_word: '热搜词',
  floor: '首页楼层',
};

/** Names of the keys the server writes into before/after. */
const KEY_LABELS: Record<string, string> = {
  status: '状态',
  disabled: '停用',
  manager_id: '客户经理',
  username: '用户名',
  name: '姓名',
  mobile: '手机号',
  role_id: '角色',
  carrier: '物流公司',
  tracking_no: '物流单号',
  batches: '批号',
  picks: '出库批次',
  batch_no: '批号',
  expiry_date: '有效期至',
  image: '图片',
  paid_fen: '已付（分）',
  refunded_fen: '已退（分）',
  text: '物流信息',
  reason: '原因',
  reject_reason: '驳回原因',
  refund_fen: '退款（分）',
  refund_to: '退款方式',
  invoice_no: '发票号码',
  remittance_ref: '汇款识别码',
  stock: '库存',
  base_price: '供货价',
  retail_price: '零售价',
  ladder_price: '阶梯价',
  ladder_price_type: '阶梯价类型',
  is_listed: '上架',
  images: '图片',
  sccj: '生产厂家',
  ypgg: '规格',
  approval_number: '批准文号',
  parent_id: '上级分类',
  title: '标题',
  summary: '摘要',
  content: '正文',
  cover: '封面',
  route_key: '路由标识',
  category_id: '分类',
  is_published: '已发布',
  published_at: '发布时间',
  code: '代码',
  permissions: '权限',
  password_reset: '重置密码',
  rules: '活动规则',
  starts_at: '开始时间',
  ends_at: '结束时间',
  goods: '活动商品',
  banner: '横幅',
  price_fen: '价格（分）',
  items: '商品与数量',
  is_on: '上架',
  stock_limit: '套餐库存',
  percent: '折扣（%）',
  goods_ids: '商品',
  url: '链接',
  is_open: '新窗口打开',
  sort: '排序',
  subtitle: '副标题',
  link: '更多链接',
};

export const actionLabel = (code: string) => ACTION_LABELS[code] ?? code;
export const objectLabel = (type: string) => OBJECT_TYPES[type] ?? type;
export const keyLabel = (key: string) => KEY_LABELS[key] ?? key;

export type Change = { key: string; before: unknown; after: unknown };

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The keys whose value differs between before and after (a key on one side only counts), in first-seen order. */
export function changedKeys(before: unknown, after: unknown): Change[] {
  const from = asRecord(before);
  const to = asRecord(after);
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => ({ key, before: from[key], after: to[key] }));
}

const isPermissionList = (value: unknown): value is (keyof typeof PERMISSIONS)[] =>
  Array.isArray(value) && value.length > 0 && value.every((code) => typeof code === 'string' && code in PERMISSIONS);

/** One value of a change as text: absent is —, booleans 是/否, a role's permissions by name, objects as compact JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (isPermissionList(value)) return value.map((code) => PERMISSIONS[code]).join('、');
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
