import { AfterSalesRefusal } from '@store/shared/codes';
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { fenToYuan } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import * as repo from './repo.ts';
import { presentInvoice } from './present.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

const INVOICE_MIME = new Set(['application/pdf', 'image/jpeg', 'image/png']);
export const MAX_INVOICE_FILE_BYTES = 10 * 1024 * 1024;
/** Invoices of the demo data point here: the file is drawn from the row when asked for (no upload dir at seed time). */
export const DEMO_INVOICE_PREFIX = 'demo-invoices/';

export async function listInvoices(db: Db, userId: number, page: number, pageSize: number) {
  const { rows, total } = await repo.listInvoices(db, userId, page, pageSize);
  return {
    data: rows.map(({ invoice, orderNo }) => ({
      ...presentInvoice(invoice),
      order_id: invoice.orderId,
      order_no: orderNo,
      created_at: toSeconds(invoice.createdAt),
    })),
    total,
    page,
    page_size: pageSize,
  };
}

/** The issued file of the buyer's own invoice; another buyer's, or one not issued yet, is not found. */
export async function ownInvoiceFile(db: Db, storage: FileStorage, userId: number, id: number) {
  return issuedFile(storage, await repo.findOwnInvoice(db, userId, id));
}

/** The issued file of any buyer's invoice, for an operator. */
export async function invoiceFileForOperator(db: Db, storage: FileStorage, id: number) {
  return issuedFile(storage, await repo.findInvoiceForOperator(db, id));
}

async function issuedFile(storage: FileStorage, row: { invoice: repo.InvoiceRowDb; orderNo: string } | undefined) {
  if (!row || row.invoice.status !== 'issued' || !row.invoice.filePath) throw notFound('发票不存在或尚未开具');
  const { invoice, orderNo } = row;
  const bytes = invoice.filePath.startsWith(DEMO_INVOICE_PREFIX)
    ? demoInvoicePdf(invoice.invoiceNo, orderNo, invoice.amountFen)
    : await storage.get(invoice.filePath);
  if (!bytes) throw notFound('发票文件不存在');
  const ext = invoice.filePath.split('.').pop();
  const mime = ext === 'pdf' ? 'application/pdf' : ext === 'png' ? 'image/png' : 'image/jpeg';
  return { bytes, mime, filename: `invoice-${invoice.invoiceNo || invoice.id}.${ext}` };
}

/** Finance attaches the issued file (PDF or image, checked by bytes) and the invoice number. */
export async function issueInvoice(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: number,
  invoiceNo: string,
  file: { bytes: Buffer; filename: string } | undefined,
) {
  if (!/^[0-9A-Za-z-]{6,30}$/.test(invoiceNo)) throw invalid({ invoice_no: ['发票号码为 6–30 位数字或字母'] });
  if (!file || file.bytes.length === 0) throw invalid({ file: ['请上传发票文件'] });
  const type = await (await import('file-type')).fileTypeFromBuffer(file.bytes);
  if (!type || !INVOICE_MIME.has(type.mime)) throw invalid({ file: ['文件不是 PDF、JPG 或 PNG 文件'] });
  const row = await repo.findInvoiceForOperator(db, id);
  if (!row) throw notFound('发票不存在');
  if (row.invoice.status === 'issued') throw new AppError(AfterSalesRefusal.INVOICE_ALREADY_ISSUED);
  const filePath = `invoices/${row.invoice.userId}/${randomBytes(12).toString('hex')}.${type.ext}`;
  await storage.put(filePath, file.bytes);
  // The invoice, the order's timeline and the audit row together; only a still-requested invoice is issued,
  // so two finance clerks issuing at once leave one number (the other's file stays unreferenced).
  await db.transaction(async (tx) => {
    const issued = await tx
      .update(invoices)
      .set({ status: 'issued', invoiceNo, filePath, issuedAt: new Date() })
      .where(and(eq(invoices.id, id), ne(invoices.status, 'issued')))
      .returning({ id: invoices.id });
    if (issued.length === 0) throw new AppError(AfterSalesRefusal.INVOICE_ALREADY_ISSUED);
    await repo.insertEvent(tx, row.invoice.orderId, 'invoice', `电子发票已开具（发票号码 ${invoiceNo}）`);
    await recordAudit(tx, actor, {
      action: 'invoice.issue',
      objectType: 'invoice',
      objectId: id,
      before: { status: row.invoice.status },
      after: { status: 'issued', invoice_no: invoiceNo },
    });
  });
  return { status: 'issued' };
}

/** A one-page PDF with the invoice's number, order and amount (Latin text: no font embedding needed). */
export function demoInvoicePdf(invoiceNo: string, orderNo: string, amountFen: number): Buffer {
  const lines = [
    'E-INVOICE (DEMO)',
    `Invoice No: ${invoiceNo}`,
    `Order No: ${orderNo}`,
    `Amount: CNY ${fenToYuan(amountFen).toFixed(2)}`,
  ];
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${720 - i * 28} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
