import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CatalogueRefusal, RequestRefusal } from '@store/shared/codes';
import { auditLog, categories, goods, goodsPriceChanges } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ordinaryGoods } from '../../test/goods.ts';

type Headers = Record<string, string>;

describe('商品管理: the console lists, creates and edits goods; prices are logged and the store sees them at once', () => {
  let t: TestApp;
  let marketing: Headers;
  let warehouse: Headers;
  let buyer: Headers;
  const get = (url: string, headers: Headers) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers) => t.inject({ method: 'POST', url, payload, headers });
  const detail = async (id: number) => (await get(`/api/admin/goods/${id}`, marketing)).json().data;
  /** The detail as its own form body: what the console's edit page sends back. */
  const formOf = async (id: number) => {
    const {
      id: _id,
      images: _images,
      stock: _stock,
      sales: _sales,
      created_at: _c,
      updated_at: _u,
      category_id,
      brand_id,
      ...rest
    } = await detail(id);
    return { ...rest, ...(category_id && { category_id }), ...(brand_id && { brand_id }) };
  };
  const audits = (id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'goods'), eq(auditLog.objectId, String(id))));

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.loginStaff('marketing');
    warehouse = await t.loginStaff('warehouse');
    buyer = await t.login('buyer');
  });
  afterAll(() => t.close());

  it('lists listed and unlisted goods with the catalogue’s filters and pinyin search, with stock and price', async () => {
    const page = (await get('/api/admin/goods?keywords=gmlkl&page_size=5', warehouse)).json().data;
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.data) expect(row.name).toContain('感冒灵');
    expect(page.data[0]).toMatchObject({ base_price: expect.any(Number), stock: expect.any(Number) });

    const [someGoods] = await ordinaryGoods(t, sql`${goods.approvalNumber} <> ''`).limit(1);
    const byApproval = (
      await get(`/api/admin/goods?keywords=${encodeURIComponent(someGoods!.approvalNumber)}`, warehouse)
    ).json().data;
    expect(byApproval.data.map((r: { id: number }) => r.id)).toContain(someGoods!.id);

    await t.database.db.update(goods).set({ isListed: false }).where(eq(goods.id, someGoods!.id));
    const unlisted = (await get('/api/admin/goods?listed=0&page_size=100', warehouse)).json().data;
    expect(unlisted.data.map((r: { id: number }) => r.id)).toContain(someGoods!.id);
    for (const row of unlisted.data) expect(row.is_listed).toBe(0);
    await t.database.db.update(goods).set({ isListed: true }).where(eq(goods.id, someGoods!.id));

    const [top] = await t.database.db
      .select()
      .from(categories)
      .where(and(eq(categories.tree, 'general'), sql`${categories.parentId} is null`))
      .limit(1);
    const inCategory = (
      await get(`/api/admin/goods?category_id=${top!.id}&in_stock=0&drug_class=ordinary`, warehouse)
    ).json();
    expect(inCategory.code).toBe(10000);
    for (const row of inCategory.data.data) expect(row).toMatchObject({ stock: 0, drug_class: 'ordinary' });
    const wrong = (await get('/api/admin/goods?zone=nowhere', warehouse)).json();
    expect(wrong).toMatchObject({ code: 422, errors: { zone: ['专区取值不正确'] } });
  });

  it('a warehouse clerk may look but not edit', async () => {
    const [g] = await ordinaryGoods(t).limit(1);
    expect((await get(`/api/admin/goods/${g!.id}`, warehouse)).json().data.name).toBe(g!.name);
    const res = await post(`/api/admin/goods/${g!.id}`, await formOf(g!.id), warehouse);
    expect(res.statusCode).toBe(403);
  });

  it('an edited price is logged with its audit row, and the buyer’s detail shows it at once', async () => {
    const [g] = await ordinaryGoods(t, eq(goods.isListed, true)).limit(1);
    const before = await detail(g!.id);
    // The store's own detail first, so a cache (if any) holds the old price.
    expect((await get(`/api/goods/detail/${g!.id}`, buyer)).json().data.base_price).toBe(before.base_price);
    const newPrice = before.base_price + 1.23;
    const form = {
      ...(await formOf(g!.id)),
      base_price: newPrice.toFixed(2),
      ladder_price_type: 0,
      ladder_price: [{ number: 10, price: (newPrice - 0.5).toFixed(2) }],
    };
    const res = (await post(`/api/admin/goods/${g!.id}`, form, marketing)).json();
    expect(res).toMatchObject({ code: 10000, data: { id: g!.id, outcome: 'updated' } });

    const shown = (await get(`/api/goods/detail/${g!.id}`, buyer)).json().data;
    expect(shown.base_price).toBe(Number(newPrice.toFixed(2)));
    expect(shown.ladder_price).toEqual([{ number: 10, price: Number((newPrice - 0.5).toFixed(2)) }]);
    const listed = (await get(`/api/goods/list?keywords=${encodeURIComponent(g!.name)}&page_size=100`, buyer)).json()
      .data;
    expect(listed.data.find((r: { id: number }) => r.id === g!.id).base_price).toBe(Number(newPrice.toFixed(2)));

    const log = (await get(`/api/admin/goods/${g!.id}/price_changes`, marketing)).json().data;
    expect(log[0]).toMatchObject({
      source: 'edit',
      staff: { name: expect.any(String) },
      base_price: { before: before.base_price, after: Number(newPrice.toFixed(2)) },
      ladder_price: { after: [{ number: 10 }] },
    });
    const rows = await audits(g!.id);
    const update = rows.find((r) => r.action === 'goods.update');
    expect(update?.before).toMatchObject({ base_price: before.base_price });
    expect(update?.after).toMatchObject({ base_price: Number(newPrice.toFixed(2)) });
    // Only what changed is in the row (jsonb's own key order of the insert is no change).
    for (const key of Object.keys(update!.after as object))
      expect(['base_price', 'ladder_price', 'ladder_price_type']).toContain(key);

    // Saving the same form again changes nothing: no audit row, no price log row.
    const again = await post(`/api/admin/goods/${g!.id}`, form, marketing);
    expect(again.json().data.outcome).toBe('unchanged');
    expect(await audits(g!.id)).toHaveLength(rows.length);
    const logged = await t.database.db.select().from(goodsPriceChanges).where(eq(goodsPriceChanges.goodsId, g!.id));
    expect(logged).toHaveLength(1);
  });

  it('a change of name only writes an audit row, recomputes the pinyin keys, and logs no price', async () => {
    const [g] = await ordinaryGoods(t, eq(goods.isListed, true)).limit(1).offset(3);
    const form = { ...(await formOf(g!.id)), name: '测试维生素C片' };
    expect((await post(`/api/admin/goods/${g!.id}`, form, marketing)).json().code).toBe(10000);
    const [row] = await t.database.db.select().from(goods).where(eq(goods.id, g!.id));
    expect(row).toMatchObject({ name: '测试维生素C片', nameInitials: 'cswsscp' });
    expect(await t.database.db.select().from(goodsPriceChanges).where(eq(goodsPriceChanges.goodsId, g!.id))).toEqual(
      [],
    );
    const found = (await get('/api/admin/goods?keywords=cswss', marketing)).json().data;
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([g!.id]);
  });

  it('answers 422 naming each field in Chinese, ladder tiers included', async () => {
    const res = await post(
      '/api/admin/goods',
      {
        name: '',
        sccj: '某药业',
        ypgg: '10片',
        bzdw: '盒',
        base_price: '10.001',
        ladder_price: [
          { number: 20, price: '9' },
          { number: 10, price: '8' },
        ],
      },
      marketing,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['名称不能为空'],
      base_price: ['供货价最多两位小数'],
    });
    const tiers = await post(
      '/api/admin/goods',
      {
        name: '某片',
        sccj: '某药业',
        ypgg: '10片',
        bzdw: '盒',
        base_price: '10',
        ladder_price: [
          { number: 10, price: '9' },
          { number: 10, price: '8' },
          { number: 30, price: '11' },
        ],
        middle_package: '10',
        large_package: '5',
      },
      marketing,
    );
    expect(tiers.json().errors).toEqual({
      'ladder_price.1.number': ['阶梯价的数量须从小到大排列且不能重复'],
      'ladder_price.2.price': ['阶梯价不能高于供货价', '数量越多阶梯价应越低：不能高于上一档'],
      large_package: ['大包装不能小于中包装'],
    });
    const brand = await post(
      '/api/admin/goods',
      { name: '某片', sccj: '某', ypgg: '1', bzdw: '盒', base_price: 1, brand_id: 999999 },
      marketing,
    );
    expect(brand.json()).toMatchObject({ code: 422, errors: { brand_id: ['品牌不存在'] } });
  });

  it('refuses special-management goods exactly as the catalogue does (610), writing nothing', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(goods))[0]!.n;
    const before = await count();
    const body = {
      name: '某注射液',
      sccj: '某药业',
      ypgg: '1ml',
      bzdw: '支',
      base_price: '10',
      control_class: 'narcotic',
    };
    const byClass = (await post('/api/admin/goods', body, marketing)).json();
    expect(byClass).toMatchObject({
      code: CatalogueRefusal.SPECIAL_MANAGEMENT.code,
      msg: CatalogueRefusal.SPECIAL_MANAGEMENT.msg,
    });
    const byName = (
      await post('/api/admin/goods', { ...body, control_class: 'none', name: '盐酸曲马多片' }, marketing)
    ).json();
    expect(byName.code).toBe(CatalogueRefusal.SPECIAL_MANAGEMENT.code);
    expect(await count()).toBe(before);
    const [g] = await ordinaryGoods(t).limit(1);
    const audited = (await audits(g!.id)).length;
    const edit = (
      await post(`/api/admin/goods/${g!.id}`, { ...(await formOf(g!.id)), control_class: 'psychotropic' }, marketing)
    ).json();
    expect(edit.code).toBe(CatalogueRefusal.SPECIAL_MANAGEMENT.code);
    expect((await detail(g!.id)).control_class).toBe('none');
    // A refused change leaves no audit row either (the row is written in the change's transaction).
    expect(await audits(g!.id)).toHaveLength(audited);
  });

  it('creates a goods in its categories with the audit row; unlisting hides it from buyers at once', async () => {
    const [leaf] = await t.database.db
      .select()
      .from(categories)
      .where(and(eq(categories.tree, 'general'), sql`${categories.parentId} is not null`))
      .limit(1);
    const body = {
      name: '新增测试胶囊',
      sccj: '杭州测试制药有限公司',
      ypgg: '0.25g*24粒',
      bzdw: '盒',
      base_price: '18.50',
      retail_price: '29.9',
      prescription_class: 'OTC乙',
      category_id: leaf!.id,
      tags: ['新品'],
      zones: ['mrtj'],
      instructions: [{ title: '适应症', body: '用于测试。' }],
    };
    const created = (await post('/api/admin/goods', body, marketing)).json();
    expect(created).toMatchObject({ code: 10000, msg: '商品已添加', data: { outcome: 'created' } });
    const id = created.data.id;
    const [row] = await t.database.db.select().from(goods).where(eq(goods.id, id));
    expect(row).toMatchObject({ basePriceFen: 1850, retailPriceFen: 2990, sccjInitials: 'hzcszyyxgs' });
    expect(row!.categoryIds).toEqual([leaf!.parentId, leaf!.id]);
    expect(row!.categoryTopId).toBe(leaf!.parentId);
    expect((await audits(id)).map((a) => a.action)).toEqual(['goods.create']);
    expect((await get(`/api/goods/detail/${id}`, buyer)).json().data).toMatchObject({
      base_price: 18.5,
      tags: ['新品'],
    });

    expect((await post(`/api/admin/goods/${id}/listed`, { is_listed: 0 }, marketing)).json()).toMatchObject({
      msg: '已下架',
      data: { is_listed: 0 },
    });
    expect((await get(`/api/goods/detail/${id}`, buyer)).json().code).toBe(RequestRefusal.NOT_FOUND.code);
    expect((await audits(id)).map((a) => a.action)).toEqual(['goods.create', 'goods.unlist']);
  });
});
