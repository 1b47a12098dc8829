import { asc } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { seededRandom } from './random.ts';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A batch number starts with its production day (catalogue.ts writes them so): 2025031207 → 2025-03-12. */
const producedOn = (batch: string) =>
  Date.parse(`${batch.slice(0, 4)}-${batch.slice(4, 6)}-${batch.slice(6, 8)}T00:00:00Z`) || Date.now();

/** Provincial institutes that test batches besides the makers' own QC departments. */
const INSTITUTES = [
  '浙江省食品药品检验研究院',
  '广东省药品检验所',
  '江苏省食品药品监督检验研究院',
  '上海市食品药品检验研究院',
];

/**
 * Quality-inspection reports of the demo goods: about two in three goods have one to three batches on
 * file, the newest being the batch the goods is sold from. Its own random sequence, so the rest of the
 * demo data stays as it was. The PDFs are drawn on request; file_path is the report's logical name.
 */
export async function seedQcReports(tx: Tx, now = Date.now()): Promise<number> {
  const random = seededRandom(20261124);
  const rows = await tx
    .select({ id: t.goods.id, batch: t.goods.batchNumber, sccj: t.goods.sccj, drugClass: t.goods.drugClass })
    .from(t.goods)
    .orderBy(asc(t.goods.id));
  const reports: (typeof t.qcReports.$inferInsert)[] = [];
  for (const goods of rows) {
    if (!goods.batch || !random.chance(0.65)) continue;
    const batches = random.int(1, 3);
    let day = producedOn(goods.batch);
    for (let i = 0; i < batches; i++) {
      // Earlier batches were made a season or two before, numbered the same way.
      const batch =
        i === 0 ? goods.batch : `${isoDay(day).replace(/-/g, '')}${String(random.int(1, 99)).padStart(2, '0')}`;
      // Inspected days after production, and never later than yesterday.
      const inspected = Math.min(day + random.int(3, 12) * DAY, now - DAY);
      const reportNo = `JY${isoDay(inspected).replace(/-/g, '')}${String(goods.id).padStart(5, '0')}${i + 1}`;
      reports.push({
        goodsId: goods.id,
        batchNumber: batch,
        reportNo,
        inspector: random.chance(0.8) ? `${goods.sccj}质量检验部` : random.pick(INSTITUTES),
        inspectedOn: isoDay(inspected),
        conclusion: '合格',
        filePath: `qc-reports/${reportNo}.pdf`,
      });
      day -= random.int(90, 200) * DAY;
    }
  }
  for (let i = 0; i < reports.length; i += 500) await tx.insert(t.qcReports).values(reports.slice(i, i + 500));
  return reports.length;
}
