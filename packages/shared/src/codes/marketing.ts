/**
 * What marketing staff keep: activities, help and news, packages, the welfare zone and the navigation.
 */
import type { Refusal } from './base.ts';

/** Activities (活动专区, 活动中心, issue #16): codes 830–839. */
export const ActivityRefusal = {
  /** Goods picked for an activity that do not exist (or are off the shelves): named by their ids. */
  ACTIVITY_GOODS_MISSING: {
    code: 830,
    status: 409,
    msg: (ids: string) => `商品不存在或已下架：${ids}`,
  },
} as const satisfies Record<string, Refusal>;

/** The help centre and news (帮助中心与资讯, issue #16): codes 820–829. */
export const ContentRefusal = {
  ROUTE_KEY_TAKEN: { code: 820, status: 409, msg: (key: string) => `路由标识 ${key} 已被另一篇文章使用` },
  CATEGORY_NOT_CONTENT: { code: 821, status: 409, msg: '所选分类不是帮助或资讯分类' },
  ROUTE_KEY_FOR_HELP_ONLY: { code: 822, status: 409, msg: '只有帮助文章可以设置路由标识' },
} as const satisfies Record<string, Refusal>;

/** Packages (套餐), the welfare zone and the store's navigation kept by staff, issue #16: codes 840–849. */
export const PromoRefusal = {
  COMBO_ITEMS_LOCKED: { code: 840, status: 409, msg: '已有订单购买该套餐，套餐商品和数量不能再修改' },
  COMBO_LIMIT_BELOW_SOLD: {
    code: 841,
    status: 409,
    msg: (sold: number) => `该套餐已售出 ${sold} 套，套餐库存不能少于已售出的套数`,
  },
  NAV_TOP_FULL: { code: 842, status: 409, msg: (max: number) => `顶部导航最多 ${max} 项，请先删除或改为子菜单` },
  NAV_HAS_CHILDREN: { code: 843, status: 409, msg: '请先删除该导航下的子菜单' },
  NAV_TOO_DEEP: { code: 844, status: 409, msg: '子菜单下不能再建子菜单' },
} as const satisfies Record<string, Refusal>;
