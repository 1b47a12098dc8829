import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { OrderRefusal, PromoRefusal } from '@store/shared/codes';
import { auditLog, goods } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { ordering } from '../../test/ordering.ts';

type Headers = Record<string, string>;
type Card = { id: number; price: number | null; packages_left: number; reason: string | null; price_tip: string };

/** /zhzq packages (store list, cart line, stock limit, on/off) and the console's 套餐 and 福利专区. */
describe('packages and the welfare zone', () => {
  let t: TestApp;
  let marketing: Headers;
  let warehouse: Headers;
  let buyer: Buyer;
  let parts: { id: number; basePriceFen: number }[];
  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers) => t.inject({ method: 'POST', url, headers, payload });
  const now = () => Math.floor(Date.now() / 1000);
  const body = (over: Record<string, unknown> = {}) => ({
    name: '感冒组合装',
    price: 20,
    items: [
      { goods_id: parts[0]!.id, number: 2 },
      { goods_id: parts[1]!.id, number: 1 },
    ],
    starts_at: now() - 60,
    ends_at: now() + 86_400,
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = (await post('/api/admin/combinations', body(over), marketing)).json();
    if (res.code !== 10000) throw new Error(JSON.stringify(res));
    return res.data as { id: number; original_price: number; sold: number; status_text: string };
  };
  const cards = async (headers: Headers = buyer.headers) =>
    (await get('/api/zhzq/packages', headers)).json().data as Card[];
  const addPackage = (id: number, number = 1) =>
    post('/api/cart', { params: [{ goods_id: parts[0]!.id, number, ck_id: id, type: 3 }] }, buyer.headers);
  const audits = (objectType: string, objectId: number) =>
    t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId))))
      .orderBy(auditLog.id);

  beforeAll(async () => {
    t = await createTestApp();
    [marketing, warehouse] = await Promise.all([t.loginStaff('marketing'), t.loginStaff('warehouse')]);
    buyer = (await makeBuyers(t, 1))[0]!;
    parts = await t.database.db
      .select({ id: goods.id, basePriceFen: goods.basePriceFen })
      .from(goods)
      .where(
        and(
          eq(goods.type, 0),
          eq(goods.isBuy, true),
          eq(goods.isListed, true),
          sql`${goods.stock} >= 100 and ${goods.basePriceFen} >= 1000`,
        ),
      )
      .orderBy(goods.id)
      .limit(2);
  });
  afterAll(() => t.close());

  it('marketing creates a package; bad input names the field; other staff are refused; it is audited', async () => {
    const bad = (await post('/api/admin/combinations', body({ price: 0, items: [], ends_at: 1 }), marketing)).json();
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.errors)).toEqual(expect.arrayContaining(['price', 'items']));
    expect((await post('/api/admin/combinations', body(), warehouse)).statusCode).toBe(403);
    const created = await create();
    const original = (parts[0]!.basePriceFen * 2 + parts[1]!.basePriceFen) / 100;
    expect(created).toMatchObject({ original_price: original, sold: 0, status_text: '进行中' });
    expect((await audits('combination', created.id)).map((a) => a.action)).toEqual(['combination.create']);
  });

  it('lists live packages with price, saving and packages left; guests see no price', async () => {
    const { id } = await create({ name: '列表套餐' });
    const card = (await cards()).find((c) => c.id === id)!;
    const original = (parts[0]!.basePriceFen * 2 + parts[1]!.basePriceFen) / 100;
    expect(card).toMatchObject({ price: 20, reason: null, price_tip: '' });
    expect((card as unknown as { saving: number }).saving).toBeCloseTo(original - 20, 2);
    expect(card.packages_left).toBeGreaterThan(0);
    const guest = (await cards({})).find((c) => c.id === id)!;
    expect(guest).toMatchObject({ price: null, price_tip: '登录可见' });
  });

  it('a package goes to the cart as one type 3 line at the package price', async () => {
    const { id } = await create({ name: '购物车套餐', price: 33.3 });
    expect((await addPackage(id, 2)).json().code).toBe(10000);
    const cart = (await get('/api/cart/list', buyer.headers)).json().data;
    const lines = cart.data.filter((l: { ck_id: number; type: number }) => l.type === 3 && l.ck_id === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ number: 2, price: 33.3, amount: 66.6, welfare_amount: 0 });
  });

  it('keeps to the stock limit: refused past it, 售罄 once sold; sold packages fix the parts and the limit', async () => {
    const { id } = await create({ name: '限量套餐', stock_limit: 1 });
    const over = await addPackage(id, 2);
    expect(over.json().code).toBe(OrderRefusal.COMBINATION_REFUSED.code);
    expect(over.json().msg).toContain('仅剩 1 套');
    expect((await addPackage(id, 1)).json().code).toBe(10000);
    const o = ordering(t);
    const cart = (await get('/api/cart/list', buyer.headers)).json().data;
    const line = cart.data.find((l: { ck_id: number }) => l.ck_id === id).id;
    const placed = await o.placeOrder(buyer.headers, { ids: [line], address_id: buyer.addressId });
    expect(placed.json().code).toBe(10000);
    const card = (await cards()).find((c) => c.id === id)!;
    expect(card).toMatchObject({ packages_left: 0, reason: '套餐已售罄' });
    expect((await addPackage(id, 1)).json().msg).toContain('套餐已售罄');
    const lower = (await post(`/api/admin/combinations/${id}`, body({ stock_limit: 0 }), marketing)).json();
    expect(lower.code).toBe(PromoRefusal.COMBO_LIMIT_BELOW_SOLD.code);
    const items = [{ goods_id: parts[0]!.id, number: 1 }];
    const changed = (await post(`/api/admin/combinations/${id}`, body({ items, stock_limit: 5 }), marketing)).json();
    expect(changed.code).toBe(PromoRefusal.COMBO_ITEMS_LOCKED.code);
    const raised = (
      await post(`/api/admin/combinations/${id}`, body({ name: '限量套餐', stock_limit: 5 }), marketing)
    ).json();
    expect(raised.data).toMatchObject({ sold: 1, stock_limit: 5 });
  });

  it('a package switched off leaves the list, and its cart line becomes invalid', async () => {
    const { id } = await create({ name: '下架套餐' });
    expect((await addPackage(id, 1)).json().code).toBe(10000);
    const off = (await post(`/api/admin/combinations/${id}/status`, { is_on: 'false' }, marketing)).json();
    expect(off.data).toMatchObject({ is_on: 0, status_text: '已下架' });
    expect((await cards()).some((c) => c.id === id)).toBe(false);
    const cart = (await get('/api/cart/list', buyer.headers)).json().data;
    expect(cart.data.find((l: { ck_id: number }) => l.ck_id === id).invalid_reason).toBe('套餐已下架');
    expect((await audits('combination', id)).map((a) => a.action)).toEqual(['combination.create', 'combination.off']);
  });

  it('the welfare zone: its rate and goods kept by marketing, audited, and the store told the rate', async () => {
    expect((await get('/api/welfare')).json().data).toEqual({ percent: 94, text: '94折' });
    expect((await post('/api/admin/welfare/percent', { percent: 0 }, marketing)).json().errors.percent).toBeDefined();
    expect((await post('/api/admin/welfare/percent', { percent: 90 }, warehouse)).statusCode).toBe(403);
    expect((await post('/api/admin/welfare/percent', { percent: 90 }, marketing)).json().data).toEqual({
      percent: 90,
      text: '9折',
    });
    expect((await get('/api/welfare')).json().data.text).toBe('9折');

    const target = parts[0]!.id;
    await t.database.db.update(goods).set({ zones: [] }).where(eq(goods.id, target));
    const added = (await post('/api/admin/welfare/goods/add', { goods_ids: [target, target] }, marketing)).json();
    expect(added.data).toEqual({ changed: 1 });
    const again = (await post('/api/admin/welfare/goods/add', { goods_ids: [target] }, marketing)).json();
    expect(again.data).toEqual({ changed: 0 });
    const page = (await get(`/api/admin/welfare?page_size=100`, marketing)).json().data;
    const row = page.data.find((g: { id: number }) => g.id === target);
    expect(row.welfare_price).toBe(Math.floor((parts[0]!.basePriceFen * 90) / 100) / 100);
    const missing = (await post('/api/admin/welfare/goods/add', { goods_ids: [2_000_000_000] }, marketing)).json();
    expect(missing.code).toBe(422);
    const removed = (await post('/api/admin/welfare/goods/remove', { goods_ids: [target] }, marketing)).json();
    expect(removed.data).toEqual({ changed: 1 });
    expect(
      theRow(await t.database.db.select({ z: goods.zones }).from(goods).where(eq(goods.id, target))).z,
    ).not.toContain('welfare');
    expect((await audits('welfare', 1)).map((a) => a.action)).toEqual([
      'welfare.percent',
      'welfare.goods_add',
      'welfare.goods_remove',
    ]);
  });
});
