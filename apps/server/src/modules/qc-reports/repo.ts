import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { goods, qcReports } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { containsPattern } from '../../db/text-search.ts';

/** A report with what its list row and its PDF show of the goods. */
const columns = {
  id: qcReports.id,
  goodsId: qcReports.goodsId,
  batchNumber: qcReports.batchNumber,
  reportNo: qcReports.reportNo,
  inspector: qcReports.inspector,
  inspectedOn: qcReports.inspectedOn,
  conclusion: qcReports.conclusion,
  goodsName: goods.name,
  sccj: goods.sccj,
  ypgg: goods.ypgg,
  approvalNumber: goods.approvalNumber,
  dosageForm: goods.dosageForm,
  drugClass: goods.drugClass,
};
export type QcReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** Buyers see reports of listed goods only, like the goods themselves. */
const listed = eq(goods.isListed, true);

/**
 * Keywords match the goods' name, its pinyin initials or full pinyin (gmly finds 感冒灵颗粒), or the
 * batch number (a buyer types it off the box, often only its first digits).
 */
function keywordCondition(keywords: string): SQL | undefined {
  if (!keywords) return undefined;
  const pattern = containsPattern(keywords.toLowerCase());
  return or(
    ilike(goods.name, pattern),
    sql`${goods.nameInitials} like ${pattern}`,
    sql`${goods.namePinyin} like ${pattern}`,
    ilike(qcReports.batchNumber, pattern),
  );
}

export async function searchReports(
  db: Db,
  keywords: string,
  page: number,
  limit: number,
): Promise<{ rows: QcReportRow[]; total: number }> {
  const where = and(listed, keywordCondition(keywords));
  const [rows, totalRow] = await Promise.all([
    db
      .select(columns)
      .from(qcReports)
      .innerJoin(goods, eq(goods.id, qcReports.goodsId))
      .where(where)
      .orderBy(desc(qcReports.inspectedOn), desc(qcReports.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(qcReports).innerJoin(goods, eq(goods.id, qcReports.goodsId)).where(where),
  ]);
  return { rows, total: theRow(totalRow).n };
}

const viewed = alias(goods, 'viewed');

/**
 * The reports a goods page shows: its own batches' and those of the same drug in its other packs (same
 * approval number and maker, listed), as 质检报告查询 finds them by name. A batch is the drug's, whatever the
 * box: a goods without reports of its own showed 暂无 for a report /zjbg offered. Through the maker's index.
 */
export const reportsOfGoods = (db: Db, goodsId: number): Promise<QcReportRow[]> =>
  db
    .select(columns)
    .from(viewed)
    .innerJoin(
      goods,
      or(
        eq(goods.id, viewed.id),
        and(
          eq(goods.sccj, viewed.sccj),
          ne(viewed.approvalNumber, ''),
          eq(goods.approvalNumber, viewed.approvalNumber),
        ),
      ),
    )
    .innerJoin(qcReports, eq(qcReports.goodsId, goods.id))
    .where(and(eq(viewed.id, goodsId), listed))
    .orderBy(desc(qcReports.inspectedOn), desc(qcReports.id));

export async function findReport(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(qcReports)
    .innerJoin(goods, eq(goods.id, qcReports.goodsId))
    .where(and(listed, eq(qcReports.id, id)));
  return row;
}

export async function isListedGoods(db: Db, goodsId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, goodsId), listed));
  return row !== undefined;
}
