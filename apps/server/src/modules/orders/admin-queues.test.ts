import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { multipart } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders-fixture.ts';
import { consoleOrdersFixture } from '../../test/console-orders-fixture.ts';

describe('console orders: bulk shipping from a CSV, the after-sales and invoice queues', () => {
  const fx = consoleOrdersFixture();
  const { get, post, audit, tracked, orderRow, itemsOf } = fx;

  it('ships a CSV of orders first-expiry-first-out, each on its own, and reports every row; GBK files read too', async () => {
    const goodsId = await tracked('批量发货测试片', [
      ['BULK-1', 250, 5],
      ['BULK-2', 700, 50],
    ]);
    const paid = [];
    for (let i = 0; i < 2; i++)
      paid.push(
        await orderRow(await placeOrder(fx.t, { userId: fx.buyerId, status: 1, lines: [{ goodsId, number: 4 }] })),
      );
    const unpaid = await orderRow(
      await placeOrder(fx.t, { userId: fx.buyerId, status: 0, lines: [{ goodsId, number: 1 }] }),
    );
    const csv = [
      '订单号,物流公司,运单号',
      `${paid[0]!.orderNo},顺丰速运,SF0000000001`,
      `${unpaid.orderNo},顺丰速运,SF0000000002`,
      'NO-SUCH-ORDER,顺丰速运,SF0000000003',
      `${paid[1]!.orderNo},中通快递,`,
      `${paid[1]!.orderNo},中通快递,ZT0000000004`,
      `${paid[0]!.orderNo},顺丰速运,SF0000000001`,
    ].join('\r\n');
    const upload = (bytes: Buffer, headers = fx.warehouse) => {
      const body = multipart({}, [{ name: 'file', filename: '发货.csv', bytes, type: 'text/csv' }]);
      return fx.t.inject({
        method: 'POST',
        url: '/api/admin/orders/ship_csv',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await upload(Buffer.from(csv), fx.finance)).statusCode).toBe(403);
    const report = (await upload(iconv.encode(csv, 'gbk'))).json();
    expect(report.code).toBe(10000);
    expect(report.data).toMatchObject({ shipped: 2, failed: 4 });
    expect(
      report.data.rows.map((r: { line: number; shipped: boolean; message: string }) => [r.line, r.shipped, r.message]),
    ).toEqual([
      [2, true, '已发货，批号 BULK-1'],
      [3, false, '只有待发货的订单可以发货'],
      [4, false, '订单不存在'],
      [5, false, '请填写运单号'],
      [6, true, '已发货，批号 BULK-1、BULK-2'],
      [7, false, '订单号在文件中重复，已按前面的行处理'],
    ]);
    expect(await orderRow(paid[1]!.id)).toMatchObject({ status: 2, carrier: '中通快递', trackingNo: 'ZT0000000004' });
    expect(await orderRow(unpaid.id)).toMatchObject({ status: 0 });
    expect(await audit('order.ship', paid[0]!.id)).toHaveLength(1);
    // A file without the columns, or with nothing to ship, is refused whole.
    expect((await upload(Buffer.from('单号,快递\nX,Y'))).json()).toMatchObject({
      code: 422,
      errors: { file: [expect.stringContaining('缺少“订单号”')] },
    });
    // A file csv-parse cannot read is refused by the line, without quoting the cell back.
    const broken = await upload(Buffer.from('订单号,物流公司,运单号\nab"<img src=x onerror=alert(1)>",c,d'));
    expect(broken.json()).toMatchObject({ code: 422, errors: { file: ['CSV 格式有误（第2行），请检查引号和分隔符'] } });
    expect(broken.body).not.toContain('value is');
    expect((await upload(Buffer.from('\uFEFF订单号,物流公司,运单号\r\n'))).json()).toMatchObject({
      code: 422,
      errors: { file: ['文件中没有要发货的订单'] },
    });
  });

  it('lists after-sales requests to review with the photos at staff links, and invoice requests to issue', async () => {
    // The buyer asks for after-sales on a delivered order, with a photo.
    const buyer = await fx.t.login('buyer');
    const goodsId = await tracked('售后列表测试片', [['AS1', 400, 10]]);
    const orderId = await placeOrder(fx.t, { userId: fx.buyerId, status: 3, lines: [{ goodsId, number: 2 }] });
    const [line] = await itemsOf(orderId);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = multipart({}, [{ name: 'file', filename: 'box.png', bytes: png }]);
    const photo = (
      await fx.t.inject({
        method: 'POST',
        url: '/api/upload/after_sales',
        headers: { ...buyer, ...form.headers },
        payload: form.payload,
      })
    ).json().data.path;
    const requested = (
      await post(
        `/api/order/${orderId}/after_sales`,
        { kind: 'after_sales', reason: '外包装破损', items: [{ order_item_id: line!.id, number: 1 }], photos: [photo] },
        buyer,
      )
    ).json().data;
    const pending = (await get('/api/admin/after_sales?page_size=100', fx.service)).json().data;
    expect(pending.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const row = pending.data.find((r: { id: number }) => r.id === requested.id);
    expect(row).toMatchObject({
      order_no: (await orderRow(orderId)).orderNo,
      reason: '外包装破损',
      buyer: { company: '杭州康宁大药房有限公司' },
      refundable_amount: (await orderRow(orderId)).paidFen / 100,
      photos: [`/api/admin/after_sales/${requested.id}/photo/0`],
    });
    const image = await get(row.photos[0], fx.service);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    const byOrder = (await get(`/api/admin/after_sales?status=all&keywords=${row.order_no}`, fx.service)).json().data;
    expect(byOrder.data.map((r: { id: number }) => r.id)).toEqual([requested.id]);
    expect((await get('/api/admin/after_sales?status=nope', fx.service)).json().code).toBe(422);

    const toIssue = (await get('/api/admin/invoices', fx.finance)).json().data;
    expect(toIssue.total).toBeGreaterThan(0);
    expect(toIssue.data.every((r: { status: string }) => r.status === 'requested')).toBe(true);
    const ids = toIssue.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const issued = (await get('/api/admin/invoices?status=issued', fx.finance)).json().data.data[0];
    expect(issued.file_url).toBe(`/api/admin/invoice/${issued.id}/file`);
    expect((await get(issued.file_url, fx.finance)).statusCode).toBe(200);
    const url = `/api/admin/invoices?status=all&keywords=${toIssue.data[0].order_no}`;
    const invoiceOf = (await get(url, fx.finance)).json().data;
    expect(invoiceOf.data.map((r: { id: number }) => r.id)).toEqual([toIssue.data[0].id]);
  });
});
