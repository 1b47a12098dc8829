import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-accounts.ts';
import { URLS_PER_SITEMAP } from '../../apps/server/src/modules/seo/service.ts';

/** A call bench:scale times: who makes it (a visitor, the demo buyer, the demo super admin) and its path. */
export type Call = { name: string; as: 'visitor' | 'buyer' | 'staff'; path: string };

const q = encodeURIComponent;

/**
 * The calls of issue #38's table, with ids and numbers read from the database: the demo rows (which the grown
 * database holds too, so a call asks for the same order or goods on both) and its last sitemap file.
 */
export async function scaleCalls(database: Database): Promise<Call[]> {
  const one = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows[0] as T;
  const order = await one<{ id: number; order_no: string; company: string; mobile: string }>(sql`
    select o.id, o.order_no, u.company, u.mobile from orders o join users u on u.id = o.user_id
    where u.username = ${DEMO_ACCOUNTS.buyer.username} order by o.id limit 1`);
  const goods = await one<{ id: number }>(sql`select min(id)::int as id from goods where is_listed`);
  // The newest goods, whose whole name is a rare keyword and whose approval number's digits one goods has.
  const newest = await one<{ name: string; approval_number: string }>(
    sql`select name, approval_number from goods order by id desc limit 1`,
  );
  const top = await one<{ id: number }>(
    sql`select id from categories where tree = 'general' and parent_id is null order by id limit 1`,
  );
  // The last goods sitemap file (ids by URLS_PER_SITEMAP: seo/service.ts): the deepest page of the sitemap.
  const sitemap = await one<{ files: number }>(
    sql`select greatest(1, ceil(coalesce(max(id), 0) / ${URLS_PER_SITEMAP}::numeric))::int as files from goods where is_listed`,
  );
  const visitor = (name: string, path: string): Call => ({ name, as: 'visitor', path });
  const buyer = (name: string, path: string): Call => ({ name, as: 'buyer', path });
  const staff = (name: string, path: string): Call => ({ name, as: 'staff', path });
  return [
    visitor('搜索联想 感冒', `/api/goods/search?type=0&keywords=${q('感冒')}`),
    visitor('搜索联想 gml', '/api/goods/search?type=0&keywords=gml'),
    visitor('搜索联想 药', `/api/goods/search?type=0&keywords=${q('药')}`),
    visitor('搜索联想 ganmao', '/api/goods/search?type=0&keywords=ganmao'),
    visitor('搜索联想 厂家 hz', '/api/goods/search?type=1&keywords=hz'),
    visitor('商品列表 默认 第 1 页', '/api/goods/list'),
    visitor('商品列表 默认 第 500 页', '/api/goods/list?page=500'),
    visitor('商品列表 一级分类 第 1 页', `/api/goods/list?category_id=${top.id}`),
    visitor('商品列表 keywords=gml', '/api/goods/list?keywords=gml'),
    visitor('商品列表 keywords=颗粒', `/api/goods/list?keywords=${q('颗粒')}`),
    visitor('商品列表 keywords=感冒 第 500 页', `/api/goods/list?keywords=${q('感冒')}&page=500`),
    visitor('商品列表 价格升序 第 1 页', '/api/goods/list?sort=price_asc'),
    visitor('筛选项 感冒', `/api/goods/facets?keywords=${q('感冒')}`),
    visitor('商品详情', `/api/goods/detail/${goods.id}`),
    visitor('最后一个商品站点地图文件', `/sitemap-goods-${sitemap.files}.xml`),
    buyer('商品列表 价格升序（买家）', '/api/goods/list?sort=price_asc'),
    buyer('购物车列表', '/api/cart/list'),
    buyer('我的订单 第 1 页', '/api/order'),
    buyer('我的订单 搜索 感冒', `/api/order?keywords=${q('感冒')}`),
    buyer('订单详情', `/api/order/${order.id}`),
    staff('后台订单 默认', '/api/admin/orders'),
    staff('后台订单 订单号', `/api/admin/orders?keywords=${order.order_no}`),
    staff('后台订单 公司名', `/api/admin/orders?keywords=${q(order.company.slice(0, 4))}`),
    staff('后台订单 手机号', `/api/admin/orders?keywords=${order.mobile}`),
    staff('后台订单详情', `/api/admin/order/${order.id}`),
    staff('后台商品 第 1 页', '/api/admin/goods'),
    staff('后台商品 关键词 感冒', `/api/admin/goods?keywords=${q('感冒')}`),
    staff('后台商品 关键词 完整商品名', `/api/admin/goods?keywords=${q(newest.name)}`),
    staff('后台商品 批准文号', `/api/admin/goods?keywords=${q(newest.approval_number.replace(/^\D+/, ''))}`),
    staff('库存批次 第 1 页', '/api/admin/stock_batches'),
    staff('买家列表 第 1 页', '/api/admin/buyers'),
    staff('买家列表 关键词', `/api/admin/buyers?keywords=${q('药房')}`),
    staff('工作台', '/api/admin/dashboard'),
  ];
}
