import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { QcReportRefusal } from '@store/shared/codes';
import { AppError } from '../../lib/errors.ts';
import type { QcReportRow } from './repo.ts';
import { conclusionText, inspectionBasis, inspectionItems, reportTitle } from './report-items.ts';

/**
 * A report's PDF, drawn on request (one page, A4): the PDFs are not files on disk, so nothing needs
 * backing up and a corrected report row reads right at once. PDFKit's built-in fonts have no Chinese, so
 * it embeds (a subset of) the machine's CJK font: WenQuanYi Micro Hei, which `npm test`'s tool check
 * installs; a machine without it refuses with 746 instead of printing empty boxes.
 */
const KNOWN_FONTS = [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/wqy-microhei/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
];
/** The face inside the .ttc collection (its PostScript name). */
const FONT_FAMILY = 'WenQuanYiMicroHei';

let fontPath: string | null | undefined;

function cjkFont(): string | null {
  if (fontPath !== undefined) return fontPath;
  fontPath = KNOWN_FONTS.find((path) => existsSync(path)) ?? null;
  if (!fontPath) {
    try {
      // fontconfig knows where this distribution put it; only TrueType files can be embedded.
      const found = execFileSync('fc-match', ['-f', '%{file}', 'WenQuanYi Micro Hei:lang=zh'], { timeout: 2_000 })
        .toString()
        .trim();
      fontPath = /\.(ttc|ttf|otf)$/i.test(found) && existsSync(found) ? found : null;
    } catch {
      fontPath = null;
    }
  }
  return fontPath;
}

const PAGE = { width: 595.28, margin: 50 };
const INNER = PAGE.width - 2 * PAGE.margin;

type Doc = PDFKit.PDFDocument;

/** One table row: cells side by side, bordered, as tall as the tallest cell. */
function row(doc: Doc, y: number, cells: string[], widths: number[], options: { bold?: boolean } = {}): number {
  const pad = 5;
  const height =
    Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: (widths[i] ?? INNER) - 2 * pad }))) + 2 * pad;
  let x = PAGE.margin;
  cells.forEach((text, i) => {
    const width = widths[i] ?? INNER;
    if (options.bold) doc.rect(x, y, width, height).fillAndStroke('#f0f0f0', '#333333').fillColor('#000000');
    else doc.rect(x, y, width, height).stroke('#333333');
    doc.text(text, x + pad, y + pad, { width: width - 2 * pad });
    x += width;
  });
  return y + height;
}

export async function reportPdf(report: QcReportRow, siteTitle: string): Promise<Buffer> {
  const font = cjkFont();
  if (!font) throw new AppError(QcReportRefusal.REPORT_FILE_UNAVAILABLE);
  const title = reportTitle(report.drugClass);
  // PDFKit takes ~0.25 s to load: only the first report drawn pays it, not every start of the store.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `${title} ${report.reportNo}`,
      Author: siteTitle,
      Subject: `${report.goodsName} 批号 ${report.batchNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(font, FONT_FAMILY).lineWidth(0.8);
  doc.fontSize(20).text(title, { align: 'center', characterSpacing: 4 });
  doc.moveDown(0.4).fontSize(10).text(`报告编号：${report.reportNo}`, { align: 'right' });

  const goods = {
    drugClass: report.drugClass,
    dosageForm: report.dosageForm,
    approvalNumber: report.approvalNumber,
    conclusion: report.conclusion,
  };
  const half = [80, INNER / 2 - 80, 80, INNER / 2 - 80];
  let y = doc.y + 6;
  doc.fontSize(10);
  y = row(doc, y, ['检品名称', report.goodsName, '规格', report.ypgg], half);
  y = row(doc, y, ['生产企业', report.sccj, '批准文号', report.approvalNumber || '—'], half);
  y = row(doc, y, ['批号', report.batchNumber, '检验日期', report.inspectedOn], half);
  y = row(doc, y, ['检验机构', report.inspector || report.sccj, '检验结论', report.conclusion], half);
  y = row(doc, y, ['检验依据', inspectionBasis(goods)], [80, INNER - 80]);

  y += 14;
  const columns = [130, 230, INNER - 360];
  y = row(doc, y, ['检验项目', '标准规定', '检验结果'], columns, { bold: true });
  for (const item of inspectionItems(report.id, goods))
    y = row(doc, y, [item.item, item.standard, item.result], columns);

  doc.fontSize(11).text(`检验结论：${conclusionText(goods)}`, PAGE.margin, y + 16, { width: INNER });
  doc.moveDown(2).fontSize(10).text('检验人：            复核人：            签发人：', { width: INNER });
  doc.moveDown(3).fontSize(8).fillColor('#555555');
  doc.text(
    `本报告仅对所检批号负责。电子版由${siteTitle}据供货企业提供的检验报告出具，供采购查验；原件以加盖检验专用章者为准。`,
    { width: INNER },
  );
  doc.end();
  return done;
}

/** `attachment` with an ASCII fallback name and the Chinese one (RFC 6266 / 5987), which browsers prefer. */
export function attachmentHeader(report: QcReportRow): string {
  const chinese = `质检报告-${report.goodsName}-${report.batchNumber}.pdf`;
  const ascii = `qc-report-${report.reportNo}.pdf`.replace(/[^\w.-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(chinese)}`;
}
