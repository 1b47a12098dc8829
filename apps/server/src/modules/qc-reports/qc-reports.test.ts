import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { QcReportRefusal, RequestRefusal } from '@store/shared/codes';
import type { QcReport } from '@store/shared/api/qc-reports';
import { goods, qcReports } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { inspectionItems } from './report-items.ts';

describe('quality-inspection reports', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let report: typeof qcReports.$inferSelect;
  let goodsName: string;
  const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
    const [first] = await t.database.db
      .select({ report: qcReports, name: goods.name })
      .from(qcReports)
      .innerJoin(goods, eq(goods.id, qcReports.goodsId))
      .orderBy(asc(qcReports.id))
      .limit(1);
    report = first!.report;
    goodsName = first!.name;
  });
  afterAll(() => t.close());

  it('has reports on file for a good share of the demo goods, one to three batches each', async () => {
    const rows = await t.database.db
      .select({ goodsId: qcReports.goodsId, inspectedOn: qcReports.inspectedOn })
      .from(qcReports);
    // Inspected before today: a batch on sale was made and tested in the past.
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.filter((r) => r.inspectedOn >= today)).toEqual([]);
    const perGoods = new Map<number, number>();
    for (const row of rows) perGoods.set(row.goodsId, (perGoods.get(row.goodsId) ?? 0) + 1);
    const goodsCount = (await t.database.db.select({ id: goods.id }).from(goods)).length;
    expect(perGoods.size).toBeGreaterThan(goodsCount / 2);
    expect(Math.max(...perGoods.values())).toBeLessThanOrEqual(3);
  });

  it('finds a report by its batch number, for visitors too', async () => {
    const res = await get(`/api/qc_report?keywords=${report.batchNumber}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.data.map((r: QcReport) => r.id)).toContain(report.id);
    expect(page.data.find((r: QcReport) => r.id === report.id)).toMatchObject({
      goods_id: report.goodsId,
      goods_name: goodsName,
      batch_number: report.batchNumber,
      report_no: report.reportNo,
      inspected_on: report.inspectedOn,
      conclusion: '合格',
      file_url: `/api/qc_report/${report.id}/file`,
    });
  });

  it('finds reports by goods name and by pinyin initials, paged with limit', async () => {
    const byName = (await get(`/api/qc_report?keywords=${encodeURIComponent('感冒灵')}&limit=2`)).json().data;
    expect(byName.data.length).toBe(2);
    expect(byName.total).toBeGreaterThan(2);
    expect(byName.page_size).toBe(2);
    for (const r of byName.data) expect(r.goods_name).toContain('感冒灵');
    const second = (await get(`/api/qc_report?keywords=${encodeURIComponent('感冒灵')}&limit=2&page=2`)).json().data;
    expect(second.data[0].id).not.toBe(byName.data[0].id);
    const byInitials = (await get('/api/qc_report?keywords=gmlkl')).json().data;
    expect(byInitials.total).toBeGreaterThan(0);
    for (const r of byInitials.data) expect(r.goods_name).toContain('感冒灵颗粒');
  });

  it('answers keywords that match nothing with an empty page, and a bad limit with a Chinese 422', async () => {
    expect((await get('/api/qc_report?keywords=zzzzqqqq')).json().data).toMatchObject({ data: [], total: 0 });
    const bad = await get('/api/qc_report?limit=500');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('limit');
    expect(bad.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('lists the reports of one goods, newest first, and refuses an unknown goods', async () => {
    const list: QcReport[] = (await get(`/api/qc_report/goods/${report.goodsId}`)).json().data;
    expect(list.map((r) => r.id)).toContain(report.id);
    const dates = list.map((r) => r.inspected_on);
    expect(dates).toEqual([...dates].sort().reverse());
    const missing = await get('/api/qc_report/goods/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(RequestRefusal.NOT_FOUND.code);
  });

  it('shows a goods page the reports of the same drug in its other packs, as 质检报告查询 finds them, and no other drug', async () => {
    // 连花清瘟胶囊 0.35g*48粒 has no batch of its own on file; its 24- and 36-capsule packs (same approval
    // number, same maker) have, and /zjbg lists them under the drug's name.
    const packs = await t.database.db
      .select({ id: goods.id, ypgg: goods.ypgg, approval: goods.approvalNumber, sccj: goods.sccj })
      .from(goods)
      .where(eq(goods.name, '连花清瘟胶囊'))
      .orderBy(asc(goods.id));
    const own = new Set((await t.database.db.select({ id: qcReports.goodsId }).from(qcReports)).map((r) => r.id));
    const bare = packs.find((p) => !own.has(p.id))!;
    const siblings = packs.filter((p) => p.id !== bare.id && p.approval === bare.approval && p.sccj === bare.sccj);
    expect(siblings.some((p) => own.has(p.id))).toBe(true);

    const list: QcReport[] = (await get(`/api/qc_report/goods/${bare.id}`)).json().data;
    const found: QcReport[] = (
      await get(`/api/qc_report?keywords=${encodeURIComponent('连花清瘟胶囊')}&limit=100`)
    ).json().data.data;
    const sameDrug = found.filter((r) => r.approval_number === bare.approval && r.sccj === bare.sccj);
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((r) => r.id).sort()).toEqual(sameDrug.map((r) => r.id).sort());
    expect(list.every((r) => r.approval_number === bare.approval)).toBe(true);
  });

  it('sends a logged-in buyer the PDF as an attachment with the Chinese file name', async () => {
    const res = await get(`/api/qc_report/${report.id}/file`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="qc-report-[\w.-]+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(
      `质检报告-${goodsName}-${report.batchNumber}.pdf`,
    );
    expect(res.rawPayload.length).toBeGreaterThan(2_000);
  });

  it('gives the same report the same inspection figures every time', () => {
    const goodsLike = { drugClass: 'ordinary', dosageForm: '颗粒剂', approvalNumber: '国药准字H1', conclusion: '合格' };
    expect(inspectionItems(7, goodsLike)).toEqual(inspectionItems(7, goodsLike));
    expect(inspectionItems(7, goodsLike).map((i) => i.item)).toContain('粒度');
  });

  it('asks a visitor to log in for the PDF (10001) and refuses an unknown report with its own code', async () => {
    const anonymous = await get(`/api/qc_report/${report.id}/file`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(RequestRefusal.LOGIN_REQUIRED.code);
    const missing = await get('/api/qc_report/99999999/file', buyer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: QcReportRefusal.REPORT_NOT_FOUND.code, msg: '质检报告不存在' });
    expect((await get('/api/qc_report/abc/file', buyer)).statusCode).toBe(422);
  });

  it('hides the reports of goods that are no longer listed', async () => {
    await t.database.db.update(goods).set({ isListed: false }).where(eq(goods.id, report.goodsId));
    expect((await get(`/api/qc_report/${report.id}/file`, buyer)).json().code).toBe(
      QcReportRefusal.REPORT_NOT_FOUND.code,
    );
    expect((await get(`/api/qc_report?keywords=${report.batchNumber}`)).json().data.data).toEqual([]);
    await t.database.db.update(goods).set({ isListed: true }).where(eq(goods.id, report.goodsId));
  });
});
