import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { InvoiceProfileRefusal } from '@store/shared/codes';
import { addresses, invoiceProfiles, invoices, orders } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { userIdOf } from '../../test/orders-fixture.ts';
import { ordering } from '../../test/ordering.ts';
import { MAX_INVOICE_PROFILES } from './service.ts';

type Profile = { id: number; type: string; title: string; tax_no: string; bank_name: string; is_default: number };

describe('invoice profiles (发票抬头)', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let other: Record<string, string>;
  const plain = { type: 'plain', title: '杭州康宁大药房有限公司', tax_no: '91330106MA2H0XXXX1' };
  const vat = {
    type: 'vat_special',
    title: '杭州康宁大药房有限公司',
    tax_no: '91330106MA2H0XXXX1',
    bank_name: '中国工商银行杭州西湖支行',
    bank_account: '1202021009000123456',
    register_address: '浙江省杭州市西湖区文三路 90 号',
    register_phone: '0571-88886666',
  };
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.inject({ method, url, headers, ...(payload && { payload }) });
  const add = async (headers: Record<string, string>, payload: object) => {
    const res = await call('POST', '/api/user/invoice_profile', headers, payload);
    if (res.json().code !== 10000) throw new Error(`add profile: ${res.body}`);
    return res.json().data as Profile;
  };
  const listOf = async (headers: Record<string, string>) =>
    (await call('GET', '/api/user/invoice_profile', headers)).json().data as {
      list: Profile[];
      suggestion: Record<string, string> | null;
    };
  const clear = () => t.database.db.delete(invoiceProfiles);

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
    other = await t.login('pendingBuyer');
  });
  afterAll(() => t.close());

  it('suggests a profile from the company while the buyer has none, and none once one is saved', async () => {
    await clear();
    const empty = await listOf(buyer);
    expect(empty.list).toEqual([]);
    expect(empty.suggestion).toMatchObject({
      type: 'plain',
      title: '杭州康宁大药房有限公司',
      tax_no: '91330106MA2H0XXXX1',
    });
    expect(empty.suggestion!.register_address).toBe('浙江省杭州市西湖区文三路 90 号');
    await add(buyer, plain);
    expect((await listOf(buyer)).suggestion).toBeNull();
  });

  it('makes the first profile the default and keeps one default when another is made the default', async () => {
    await clear();
    const first = await add(buyer, plain);
    expect(first.is_default).toBe(1);
    const second = await add(buyer, vat);
    expect(second.is_default).toBe(0);
    const third = await add(buyer, { ...plain, title: '第三个抬头', is_default: 1 });
    expect((await listOf(buyer)).list.filter((p) => p.is_default).map((p) => p.id)).toEqual([third.id]);
    // Two buyers' tabs setting different defaults at once: one wins, never two defaults nor an error.
    const answers = await Promise.all([
      call('POST', `/api/user/invoice_profile/${first.id}/default`, buyer),
      call('POST', `/api/user/invoice_profile/${second.id}/default`, buyer),
    ]);
    expect(answers.map((r) => r.json().code)).toEqual([10000, 10000]);
    const list = (await listOf(buyer)).list;
    expect(list.filter((p) => p.is_default)).toHaveLength(1);
    expect(list[0]!.is_default).toBe(1); // the default comes first
  });

  it('makes the oldest remaining profile the default when the default is deleted', async () => {
    await clear();
    const first = await add(buyer, plain);
    const second = await add(buyer, vat);
    const third = await add(buyer, { ...plain, title: '第三个抬头' });
    expect((await call('POST', `/api/user/invoice_profile/${first.id}/delete`, buyer)).json().msg).toBe('删除成功');
    const list = (await listOf(buyer)).list;
    expect(list.map((p) => [p.id, p.is_default])).toEqual([
      [second.id, 1],
      [third.id, 0],
    ]);
  });

  it('edits a profile; a plain profile keeps no bank details, and the tax number is stored in upper case', async () => {
    await clear();
    const saved = await add(buyer, vat);
    const res = await call('POST', `/api/user/invoice_profile/${saved.id}/edit`, buyer, {
      ...vat,
      type: 'plain',
      tax_no: '91330106ma2h0xxxx1',
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '保存成功' });
    expect(res.json().data).toMatchObject({
      type: 'plain',
      tax_no: '91330106MA2H0XXXX1',
      bank_name: '',
      is_default: 1,
    });
  });

  it('refuses bad input with Chinese messages naming the field', async () => {
    for (const [payload, field, message] of [
      [{ type: 'plain', title: '某公司' }, 'tax_no', '请填写纳税人识别号'],
      [{ ...plain, tax_no: '1234' }, 'tax_no', '纳税人识别号为 15–20 位数字或大写字母'],
      [{ ...plain, tax_no: '91330106-MA2H0XXX' }, 'tax_no', '纳税人识别号为 15–20 位数字或大写字母'],
      [{ ...plain, title: '  ' }, 'title', '请填写发票抬头'],
      [{ ...plain, title: '长'.repeat(101) }, 'title', '发票抬头不能超过100个字符'],
      [{ ...vat, bank_name: '' }, 'bank_name', '增值税专用发票须填写开户银行'],
      [{ ...vat, register_phone: '' }, 'register_phone', '增值税专用发票须填写注册电话'],
      [{ ...plain, type: 'receipt' }, 'type', '请选择发票类型'],
    ] as const) {
      const res = await call('POST', '/api/user/invoice_profile', buyer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('answers another buyer’s profile as not found and never lists it', async () => {
    await clear();
    const mine = await add(buyer, plain);
    for (const action of ['edit', 'default', 'delete']) {
      const res = await call('POST', `/api/user/invoice_profile/${mine.id}/${action}`, other, plain);
      expect(res.statusCode, action).toBe(404);
      expect(res.json().msg).toBe('发票抬头不存在');
    }
    expect((await listOf(other)).list).toEqual([]);
    expect((await listOf(buyer)).list.map((p) => p.title)).toEqual([plain.title]);
  });

  it(`keeps at most ${MAX_INVOICE_PROFILES} profiles per buyer`, async () => {
    await clear();
    for (let i = 0; i < MAX_INVOICE_PROFILES; i++) await add(buyer, { ...plain, title: `抬头${i}` });
    const res = await call('POST', '/api/user/invoice_profile', buyer, plain);
    expect(res.json()).toMatchObject({
      code: InvoiceProfileRefusal.PROFILE_LIMIT.code,
      msg: `最多保存${MAX_INVOICE_PROFILES}个发票抬头`,
    });
  });

  it('requires a login', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/user/invoice_profile' })).statusCode).toBe(401);
  });
});

describe('an order takes its invoice from a profile', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let addressId: number;
  let o: ReturnType<typeof ordering>;
  const profileBody = {
    type: 'vat_special',
    title: '杭州康宁大药房有限公司',
    tax_no: '91330106MA2H0XXXX1',
    bank_name: '中国工商银行杭州西湖支行',
    bank_account: '1202021009000123456',
    register_address: '浙江省杭州市西湖区文三路 90 号',
    register_phone: '0571-88886666',
  };

  beforeAll(async () => {
    t = await createTestApp();
    o = ordering(t);
    buyer = await t.login('buyer');
    const buyerId = await userIdOf(t, 'buyer');
    ({ id: addressId } = theRow(
      await t.database.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, buyerId)),
    ));
  });
  afterAll(() => t.close());

  const newLine = async () => o.addLine(buyer, (await o.plainGoods()).id, 1);
  const addProfile = async (headers: Record<string, string>, body: object) =>
    (await o.post('/api/user/invoice_profile', headers, body)).json().data as { id: number };

  it('copies the chosen profile into the order and ignores invoice text sent with it', async () => {
    const profile = await addProfile(buyer, profileBody);
    const res = await o.placeOrder(buyer, {
      ids: [await newLine()],
      address_id: addressId,
      invoice_type: 'vat_special',
      invoice_profile_id: profile.id,
      invoice_title: '别人家的公司',
      tax_no: '000000000000000000',
    });
    expect(res.json().code).toBe(10000);
    const { id } = res.json().data;
    const order = theRow(await t.database.db.select().from(orders).where(eq(orders.id, id)));
    const { type: _type, ...fields } = profileBody;
    expect(order.invoice).toEqual({ type: 'vat_special', ...fields });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, id))).toEqual([
      expect.objectContaining({ type: 'vat_special', title: profileBody.title, taxNo: profileBody.tax_no }),
    ]);
    // The order detail the buyer sees names that title and tax number.
    const detail = (await t.inject({ method: 'GET', url: `/api/order/${id}`, headers: buyer })).json().data;
    expect(detail.invoice_request).toMatchObject({ title: profileBody.title, tax_no: profileBody.tax_no });
  });

  it('takes only the title and tax number of a VAT profile for a plain invoice', async () => {
    const profile = await addProfile(buyer, { ...profileBody, title: '普票用的抬头' });
    const res = await o.placeOrder(buyer, {
      ids: [await newLine()],
      address_id: addressId,
      invoice_type: 'plain',
      invoice_profile_id: profile.id,
    });
    const order = theRow(await t.database.db.select().from(orders).where(eq(orders.id, res.json().data.id)));
    expect(order.invoice).toMatchObject({
      type: 'plain',
      title: '普票用的抬头',
      tax_no: profileBody.tax_no,
      bank_name: '',
    });
  });

  it('refuses another buyer’s profile, a plain profile for a VAT invoice, and a profile without an invoice', async () => {
    const line = await newLine();
    const foreign = await addProfile(await t.login('pendingBuyer'), profileBody);
    const stranger = await o.placeOrder(buyer, {
      ids: [line],
      address_id: addressId,
      invoice_type: 'plain',
      invoice_profile_id: foreign.id,
    });
    expect(stranger.json().code).toBe(InvoiceProfileRefusal.PROFILE_MISSING.code);
    const plainProfile = await addProfile(buyer, { type: 'plain', title: '普票抬头', tax_no: profileBody.tax_no });
    const mismatch = await o.placeOrder(buyer, {
      ids: [line],
      address_id: addressId,
      invoice_type: 'vat_special',
      invoice_profile_id: plainProfile.id,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.invoice_profile_id).toBeDefined();
    const none = await o.placeOrder(buyer, { ids: [line], address_id: addressId, invoice_profile_id: plainProfile.id });
    expect(none.json().errors.invoice_profile_id).toEqual(['不开发票时无需选择发票抬头']);
    await o.post('/api/cart/batch_delete', buyer, { ids: [line] });
  });

  it('refuses a typed plain invoice without a tax number', async () => {
    const line = await newLine();
    const res = await o.placeOrder(buyer, {
      ids: [line],
      address_id: addressId,
      invoice_type: 'plain',
      invoice_title: '杭州康宁大药房有限公司',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.tax_no).toEqual(['请填写纳税人识别号']);
    await o.post('/api/cart/batch_delete', buyer, { ids: [line] });
  });
});
