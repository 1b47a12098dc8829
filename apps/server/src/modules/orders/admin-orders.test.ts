import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { RECEIVING_EXPORT_HEADERS } from '@store/shared/api/receiving';
import { OrderRefusal, StockRefusal } from '@store/shared/codes';
import * as schema from '../../db/schema.ts';
import { expectWalletBalanced, placeOrder, stockOf } from '../../test/orders-fixture.ts';
import { consoleOrdersFixture } from '../../test/console-orders-fixture.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { storeDay } from '../../test/batch-goods.ts';

const addDays = storeDay;
const today = addDays(0);

describe('console orders: queues, detail, shipping by batch, delivery note, cancel', () => {
  const fx = consoleOrdersFixture();
  const { get, post, audit, tracked, orderRow, itemsOf } = fx;

  it('lists each queue with the counts of all queues under one search; the count of a queue is its total', async () => {
    const goodsId = await tracked('队列测试胶囊', [['Q1', 400, 50]]);
    const unpaid = await placeOrder(fx.t, { userId: fx.buyerId, status: 0, lines: [{ goodsId, number: 1 }] });
    await fx.t.database.db.update(schema.orders).set({ payMethod: 'transfer' }).where(eq(schema.orders.id, unpaid));
    const first = (await get('/api/admin/orders?page_size=5', fx.finance)).json().data;
    expect(first.data).toHaveLength(5);
    expect(first.total).toBe(first.counts.all);
    for (const queue of [
      'pending_payment',
      'awaiting_transfer',
      'pending_shipment',
      'shipped',
      'completed',
      'cancelled',
    ]) {
      const page = (await get(`/api/admin/orders?queue=${queue}&page_size=100`)).json().data;
      expect(page.total, queue).toBe(first.counts[queue]);
      expect(page.counts).toEqual(first.counts);
    }
    const transfers = (await get('/api/admin/orders?queue=awaiting_transfer&page_size=100')).json().data.data;
    expect(
      transfers.every((o: { status: number; pay_method: string }) => o.status === 0 && o.pay_method === 'transfer'),
    ).toBe(true);
    expect(first.counts.pending_payment).toBeGreaterThanOrEqual(first.counts.awaiting_transfer);
    // The new order: its buyer, its lines and units.
    const row = (await get('/api/admin/orders?queue=awaiting_transfer&page_size=100'))
      .json()
      .data.data.find((o: { id: number }) => o.id === unpaid);
    expect(row).toMatchObject({
      status_text: '待付款',
      pay_method_text: '对公转账',
      buyer: { company: '杭州康宁大药房有限公司', mobile: '13800000001' },
      line_count: 1,
      total_number: 1,
      payable_amount: expect.any(Number),
    });
  });

  it('finds an order by number, remittance reference, amount, company or mobile, and by the days it was placed', async () => {
    const goodsId = await tracked('搜索测试片', [['S1', 400, 50]]);
    const id = await placeOrder(fx.t, { userId: fx.buyerId, status: 0, lines: [{ goodsId, number: 3 }] });
    const order = await orderRow(id);
    const ids = async (query: string) =>
      (await get(`/api/admin/orders?page_size=100&${query}`)).json().data.data.map((o: { id: number }) => o.id);
    expect(await ids(`keywords=${order.orderNo}`)).toEqual([id]);
    expect(await ids(`keywords=${order.remittanceRef}`)).toEqual([id]);
    expect(await ids(`keywords=${order.remittanceRef.toLowerCase()}`)).toEqual([id]);
    // A whole number is looked up exactly; part of one is still found. (Not the reference less its check digit:
    // that is the whole reference of another order, HK1 + 7 = HK17, and finds that one exactly.)
    expect(await ids(`keywords=${order.orderNo.slice(4, 14)}`)).toContain(id);
    expect(await ids(`keywords=${order.remittanceRef.slice(1)}`)).toContain(id);
    expect(await ids(`amount=${(order.payableFen / 100).toFixed(2)}&keywords=13800000001`)).toContain(id);
    expect(await ids(`amount=${((order.payableFen + 1) / 100).toFixed(2)}&keywords=${order.orderNo}`)).toEqual([]);
    expect(await ids(`keywords=${encodeURIComponent('康宁大药房')}&start_date=${today}&end_date=${today}`)).toContain(
      id,
    );
    expect(await ids(`keywords=${order.orderNo}&start_date=${addDays(1)}`)).toEqual([]);
    expect(await ids(`keywords=${order.orderNo}&end_date=${addDays(-1)}`)).toEqual([]);
    // A blank field of the search form filters nothing.
    expect(await ids(`keywords=${order.orderNo}&amount=&start_date=&end_date=`)).toEqual([id]);
    const refused = async (query: string) => (await get(`/api/admin/orders?${query}`)).json();
    expect(await refused('queue=paid')).toMatchObject({ code: 422, errors: { queue: ['订单队列不正确'] } });
    expect(await refused('amount=abc')).toMatchObject({ code: 422, errors: { amount: ['金额须为数字'] } });
    expect(await refused('start_date=2026-13-01')).toMatchObject({
      code: 422,
      errors: { start_date: expect.any(Array) },
    });
    expect(await refused(`start_date=${today}&end_date=${addDays(-2)}`)).toMatchObject({
      code: 422,
      errors: { end_date: ['结束日期不能早于开始日期'] },
    });
  });

  it('the warehouse ships a line split over two chosen batches; the detail, the audit row and the batches say so', async () => {
    const goodsId = await tracked('分批发货测试胶囊', [
      ['SPLIT-A', 300, 4],
      ['SPLIT-B', 600, 10],
    ]);
    const id = await placeOrder(fx.t, { userId: fx.buyerId, status: 1, lines: [{ goodsId, number: 6 }] });
    const [item] = await itemsOf(id);
    const [suggestion] = (await get(`/api/admin/order/${id}/picks/suggest`, fx.warehouse)).json().data;
    const batchId = (number: string) =>
      suggestion.batches.find((b: { batch_number: string }) => b.batch_number === number).id;
    const ship = (body: object, headers = fx.warehouse) => post(`/api/admin/order/${id}/ship`, body, headers);
    const base = { carrier: '顺丰速运', tracking_no: 'SF9900112233' };
    // A batch typed by hand is refused for a batch-tracked line; a split that does not add up is refused.
    expect(
      (await ship({ ...base, batches: [{ order_item_id: item!.id, batch_number: 'TYPED' }] })).json(),
    ).toMatchObject({ code: 422, errors: { batches: ['该商品按批次管理库存，请从库存批次中选择'] } });
    const short = [{ order_item_id: item!.id, batch_id: batchId('SPLIT-B'), quantity: 5 }];
    expect((await ship({ ...base, picks: short })).json().code).toBe(StockRefusal.PICKS_MISMATCH.code);
    expect((await ship({ carrier: '', tracking_no: 'SF1' })).json()).toMatchObject({
      code: 422,
      errors: { carrier: ['请填写物流公司'] },
    });
    expect((await ship(base, fx.finance)).statusCode).toBe(403);
    const picks = [
      { order_item_id: item!.id, batch_id: batchId('SPLIT-A'), quantity: 2 },
      { order_item_id: item!.id, batch_id: batchId('SPLIT-B'), quantity: 4 },
    ];
    const shipped = (await ship({ ...base, picks })).json();
    expect(shipped.code).toBe(10000);
    expect(shipped.data.map((p: { batch_number: string; quantity: number }) => [p.batch_number, p.quantity])).toEqual([
      ['SPLIT-A', 2],
      ['SPLIT-B', 4],
    ]);
    expect((await ship({ ...base, picks })).json().code).toBe(OrderRefusal.ORDER_STATE_NOT_SHIPPABLE.code);
    const held = await fx.t.database.db
      .select({ n: schema.stockBatches.batchNumber, q: schema.stockBatches.quantity })
      .from(schema.stockBatches)
      .where(eq(schema.stockBatches.goodsId, goodsId))
      .orderBy(schema.stockBatches.batchNumber);
    expect(held).toEqual([
      { n: 'SPLIT-A', q: 2 },
      { n: 'SPLIT-B', q: 6 },
    ]);
    const detail = (await get(`/api/admin/order/${id}`, fx.warehouse)).json().data;
    expect(detail).toMatchObject({
      status: 2,
      carrier: '顺丰速运',
      tracking_no: 'SF9900112233',
      buyer: { company: '杭州康宁大药房有限公司' },
      lines: [{ batch_number: 'SPLIT-A、SPLIT-B', expiry_date: addDays(300), approval_number: '国药准字H20260001' }],
      picks: [
        { batch_number: 'SPLIT-A', quantity: 2 },
        { batch_number: 'SPLIT-B', quantity: 4 },
      ],
    });
    expect(detail.timeline.at(-1)).toMatchObject({ type: 'shipped', text: expect.stringContaining('SF9900112233') });
    const [row] = await audit('order.ship', id);
    expect(row).toMatchObject({
      before: { status: 1 },
      after: { status: 2, carrier: '顺丰速运', picks: [{ batch_number: 'SPLIT-A' }, { batch_number: 'SPLIT-B' }] },
    });
    expect((await get('/api/admin/order/999999')).json().code).toBe(404);
  });

  it('the delivery note is a PDF of the shipped batches with their dosage form and the store’s licences; before shipping there is none', async () => {
    const goodsId = await tracked('同行单测试颗粒', [
      ['NOTE-EARLY', 200, 3],
      ['NOTE-LATE', 500, 20],
    ]);
    // GSP lists the dosage form on the note: it comes from the goods' 剂型.
    await fx.t.database.db.update(schema.goods).set({ dosageForm: '颗粒剂' }).where(eq(schema.goods.id, goodsId));
    const id = await placeOrder(fx.t, { userId: fx.buyerId, status: 1, lines: [{ goodsId, number: 5 }] });
    const note = () => get(`/api/admin/order/${id}/delivery_note`, fx.service);
    expect((await note()).json().code).toBe(OrderRefusal.ORDER_STATE_NOT_SHIPPED.code);
    // No picks: first-expiry-first-out takes all 3 of the early batch, then 2 of the late one.
    expect(
      (
        await post(`/api/admin/order/${id}/ship`, { carrier: '中通快递', tracking_no: 'ZT100200300' }, fx.warehouse)
      ).json().code,
    ).toBe(10000);
    const res = await note();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="delivery-note-\w+\.pdf"; filename\*=UTF-8''/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    const order = await orderRow(id);
    for (const words of [
      '随货同行单',
      '杭州康宁大药房有限公司',
      order.orderNo,
      '同行单测试颗粒',
      '剂型',
      '颗粒剂',
      '国药准字H20260001',
      'NOTE-EARLY',
      'NOTE-LATE',
      addDays(200),
      '测试制药有限公司',
      '药品经营许可证：浙AA5710001',
    ])
      expect(text, words).toContain(words);
    expect(text).toContain('共 2 行，合计数量 5');
    expect((await get(`/api/admin/order/${id}/delivery_note`, await fx.t.loginStaff('marketing'))).statusCode).toBe(
      403,
    );
    // The buyer's own copy, from its order: the same note. Another buyer's order is a missing one; a visitor logs in.
    const mine = await get(`/api/order/${id}/delivery_note`, await fx.t.login('buyer'));
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(pdfText(mine.rawPayload)).toBe(text);
    const other = await get(`/api/order/${id}/delivery_note`, await fx.t.login('pendingBuyer'));
    expect(other.json().code).toBe(404);
    expect((await get(`/api/order/${id}/delivery_note`, {})).statusCode).toBe(401);
  });

  it('the buyer exports 入库验收单 of an order and of a range of days: a row per batch shipped, with 剂型, price and amount', async () => {
    const goodsId = await tracked('验收单测试胶囊', [
      ['RECV-EARLY', 200, 4],
      ['RECV-LATE', 500, 20],
    ]);
    await fx.t.database.db.update(schema.goods).set({ dosageForm: '胶囊剂' }).where(eq(schema.goods.id, goodsId));
    const id = await placeOrder(fx.t, { userId: fx.buyerId, status: 1, lines: [{ goodsId, number: 6 }] });
    const buyer = await fx.t.login('buyer');
    const sheetOf = async (url: string, headers = buyer) => {
      const res = await get(url, headers);
      if (res.statusCode !== 200) return res.json();
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="receiving-\d{8}\.xlsx"/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
      expect(rows[0]!.slice(1)).toEqual([...RECEIVING_EXPORT_HEADERS]);
      return rows.slice(1).map((r) => Object.fromEntries(RECEIVING_EXPORT_HEADERS.map((h, i) => [h, r[i + 1] ?? ''])));
    };
    // Not shipped yet: nothing to receive.
    expect((await sheetOf(`/api/order/${id}/receiving_export`)).code).toBe(404);
    expect(
      (
        await post(`/api/admin/order/${id}/ship`, { carrier: '中通快递', tracking_no: 'ZT100200301' }, fx.warehouse)
      ).json().code,
    ).toBe(10000);
    const [line] = await itemsOf(id);
    const order = await orderRow(id);
    const price = line!.priceFen / 100;
    const expected = [
      ['RECV-EARLY', addDays(200), 4],
      ['RECV-LATE', addDays(500), 2],
    ].map(([batch, expiry, quantity]) => ({
      订单号: order.orderNo,
      发货日期: today,
      商品名称: '验收单测试胶囊',
      剂型: '胶囊剂',
      批号: batch,
      有效期至: expiry,
      数量: quantity,
      单价: price,
      金额: (line!.priceFen * (quantity as number)) / 100,
    }));
    const own = await sheetOf(`/api/order/${id}/receiving_export`);
    expect(own).toEqual(expected.map((row) => expect.objectContaining(row)));
    // The range of days holds it among the buyer's other shipped orders; an unshipped one is not there.
    const range = await sheetOf(`/api/order/receiving_export?start_date=${today}&end_date=${today}`);
    expect(range.filter((r: { 订单号: string }) => r.订单号 === order.orderNo)).toEqual(own);
    const unshipped = await placeOrder(fx.t, { userId: fx.buyerId, status: 1, lines: [{ goodsId, number: 1 }] });
    const unshippedNo = (await orderRow(unshipped)).orderNo;
    expect(
      (await sheetOf(`/api/order/receiving_export?start_date=${today}&end_date=${today}`)).map(
        (r: { 订单号: string }) => r.订单号,
      ),
    ).not.toContain(unshippedNo);
    // Another buyer's order is a missing one; a range needs its days, at most a year of them.
    expect((await sheetOf(`/api/order/${id}/receiving_export`, await fx.t.login('pendingBuyer'))).code).toBe(404);
    expect(await sheetOf('/api/order/receiving_export?start_date=2025-01-01&end_date=2026-06-01')).toMatchObject({
      code: 422,
      errors: { end_date: ['下单日期范围最长 366 天，请分段导出'] },
    });
    expect((await get(`/api/order/receiving_export?start_date=${today}&end_date=${today}`, {})).statusCode).toBe(401);
  });

  it('customer service cancels an unpaid order with a reason: stock back, timeline, the buyer’s message, the audit row', async () => {
    const goodsId = await tracked('取消测试片', [['C1', 400, 30]]);
    const id = await placeOrder(fx.t, { userId: fx.buyerId, status: 0, lines: [{ goodsId, number: 4 }] });
    expect(await stockOf(fx.t, goodsId)).toBe(26);
    const cancel = (payload: object, headers = fx.service) => post(`/api/admin/order/${id}/cancel`, payload, headers);
    expect((await cancel({ reason: ' ' })).json()).toMatchObject({ code: 422, errors: { reason: ['请填写取消原因'] } });
    expect((await cancel({ reason: '客户要求' }, fx.warehouse)).statusCode).toBe(403);
    expect((await cancel({ reason: '采购商电话要求取消' })).json()).toMatchObject({
      code: 10000,
      data: { status: 4, refund_amount: 0, refund_to: '' },
    });
    expect((await cancel({ reason: '再取消一次' })).json().code).toBe(OrderRefusal.ORDER_STATE_NOT_CANCELLABLE.code);
    expect(await stockOf(fx.t, goodsId)).toBe(30);
    const detail = (await get(`/api/admin/order/${id}`)).json().data;
    expect(detail).toMatchObject({ status: 4, cancel_reason: '采购商电话要求取消' });
    expect(detail.timeline.at(-1).text).toBe('订单已取消：采购商电话要求取消');
    const [message] = await fx.t.database.db
      .select()
      .from(schema.messages)
      .where(and(eq(schema.messages.userId, fx.buyerId), eq(schema.messages.title, '订单已取消')));
    expect(message?.content).toContain('采购商电话要求取消');
    expect(await audit('order.cancel', id)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ status: 0 }),
        after: expect.objectContaining({ reason: '采购商电话要求取消' }),
      }),
    ]);
  });

  it('cancelling a paid, unshipped order refunds the balance through the ledger; a shipped order cannot be cancelled', async () => {
    const goodsId = await tracked('退款取消测试丸', [['R1', 400, 30]]);
    const balanceBefore = await expectWalletBalanced(fx.t, fx.buyerId);
    const id = await placeOrder(fx.t, {
      userId: fx.buyerId,
      status: 1,
      payMethod: 'balance',
      lines: [{ goodsId, number: 2 }],
    });
    const order = await orderRow(id);
    expect(await expectWalletBalanced(fx.t, fx.buyerId)).toBe(balanceBefore - order.payableFen);
    const res = (await post(`/api/admin/order/${id}/cancel`, { reason: '缺货无法发货' }, fx.service)).json();
    expect(res).toMatchObject({ code: 10000, data: { refund_amount: order.payableFen / 100, refund_to: 'balance' } });
    expect(await expectWalletBalanced(fx.t, fx.buyerId)).toBe(balanceBefore);
    expect(await orderRow(id)).toMatchObject({ status: 4, refundedFen: order.payableFen });
    expect(await stockOf(fx.t, goodsId)).toBe(30);
    const shipped = await placeOrder(fx.t, { userId: fx.buyerId, status: 2, lines: [{ goodsId, number: 1 }] });
    expect((await post(`/api/admin/order/${shipped}/cancel`, { reason: '太晚了' }, fx.service)).json().code).toBe(
      OrderRefusal.ORDER_STATE_NOT_CANCELLABLE.code,
    );
  });
});
