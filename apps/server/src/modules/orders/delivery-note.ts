import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import { dirname, join } from 'node:path';
import { OrderRefusal } from '@store/shared/codes';
import { OrderStatus } from '@store/shared/orders';
import { formatStoreTime } from '@store/shared/rules/store-time';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as adminRepo from './admin-repo.ts';
import * as repo from './repo.ts';

/**
 * 随货同行单: the note that travels with a shipment (GSP): who supplies (the store, its licence numbers) and
 * who receives, and per batch of every line the goods, dosage form, maker, approval number, batch, expiry
 * and quantity.
 * Drawn on request from the order and its shipment picks, so a reprint always matches what left.
 *
 * PDFKit's own fonts have no Chinese: the note embeds a subset of Noto Sans SC from the npm package
 * @embedpdf/fonts-sc (OFL), so every machine that ran `npm install` can print it, without system fonts.
 */
const require = createRequire(import.meta.url);
const FONT = join(dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', 'NotoSansHans-Regular.otf');
const BOLD = join(dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', 'NotoSansHans-Medium.otf');

/** A4 landscape: the ten columns of a line need its width. */
const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const INNER = PAGE.width - 2 * PAGE.margin;
const COLUMNS: { title: string; width: number; align?: 'right' | 'center' }[] = [
  { title: '序号', width: 32, align: 'center' },
  { title: '品名', width: 132 },
  { title: '剂型', width: 52, align: 'center' },
  { title: '规格', width: 92 },
  { title: '生产厂家', width: 120 },
  { title: '批准文号', width: 108 },
  { title: '批号', width: 86 },
  { title: '有效期至', width: 70, align: 'center' },
  { title: '单位', width: 38, align: 'center' },
  { title: '数量', width: INNER - 730, align: 'right' },
];

export type NoteLine = {
  name: string;
  dosageForm: string;
  ypgg: string;
  sccj: string;
  approvalNumber: string;
  batchNumber: string;
  expiryDate: string;
  bzdw: string;
  quantity: number;
};

/** Whose note: an operator's (any order) or a buyer's (only its own: another's is a missing order). */
export type NoteReader = { operator: true } | { buyerId: number };

/** One row per batch a line left from (shipment_picks); a line shipped without picks keeps its own batch. */
export async function deliveryNoteData(db: Db, orderId: number, reader: NoteReader) {
  const order =
    'buyerId' in reader
      ? await repo.findOwnOrder(db, reader.buyerId, orderId)
      : await repo.findOrderForOperator(db, orderId);
  if (!order) throw notFound('订单不存在');
  if (order.status !== OrderStatus.SHIPPED && order.status !== OrderStatus.COMPLETED)
    throw new AppError(OrderRefusal.ORDER_STATE_NOT_SHIPPED);
  const [items, picks, buyer] = await Promise.all([
    repo.itemsOf(db, [orderId]),
    adminRepo.picksOfOrder(db, orderId),
    adminRepo.buyerOf(db, order.userId),
  ]);
  const dosageForms = await adminRepo.dosageFormsOf(db, [...new Set(items.map((item) => item.goodsId))]);
  const lines: NoteLine[] = items.flatMap((item) => {
    const goods = {
      name: item.name,
      dosageForm: dosageForms.get(item.goodsId) ?? '',
      ypgg: item.ypgg,
      sccj: item.sccj,
      approvalNumber: item.approvalNumber,
      bzdw: item.bzdw,
    };
    const own = picks.filter((pick) => pick.orderItemId === item.id);
    if (own.length === 0)
      return [{ ...goods, batchNumber: item.batchNumber, expiryDate: item.expiryDate ?? '', quantity: item.number }];
    return own.map((pick) => ({
      ...goods,
      batchNumber: pick.batchNumber,
      expiryDate: pick.expiryDate,
      quantity: pick.quantity,
    }));
  });
  return { order, buyer, lines };
}

type Doc = PDFKit.PDFDocument;

function tableRow(doc: Doc, y: number, cells: string[], header = false): number {
  const pad = 4;
  const height =
    Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: COLUMNS[i]!.width - 2 * pad }))) +
    2 * pad;
  let x = PAGE.margin;
  cells.forEach((text, i) => {
    const column = COLUMNS[i]!;
    if (header) doc.rect(x, y, column.width, height).fillAndStroke('#eeeeee', '#333333').fillColor('#000000');
    else doc.rect(x, y, column.width, height).stroke('#333333');
    doc.text(text, x + pad, y + pad, { width: column.width - 2 * pad, align: header ? 'center' : column.align });
    x += column.width;
  });
  return y + height;
}

export async function deliveryNotePdf(
  db: Db,
  config: Config,
  orderId: number,
  reader: NoteReader,
): Promise<{ bytes: Buffer; orderNo: string }> {
  const { order, buyer, lines } = await deliveryNoteData(db, orderId, reader);
  // PDFKit takes a moment to load: only the first note drawn pays it, not every start of the store.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    info: { Title: `随货同行单 ${order.orderNo}`, Author: config.COMPANY_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', BOLD);
  doc.lineWidth(0.6);

  doc.font('bold').fontSize(18).text(`${config.COMPANY_NAME} 随货同行单`, { align: 'center', characterSpacing: 2 });
  doc.moveDown(0.3).font('regular').fontSize(9);
  const licences = config.LICENCES.map((l) => `${l.name}：${l.number}`).join('    ');
  doc.text(`${config.COMPANY_REGISTRATION}    ${licences}`, { align: 'center', width: INNER });
  doc.text(`地址：${config.COMPANY_ADDRESS}    电话：${config.HOT_LINE}`, { align: 'center', width: INNER });

  const shipped = order.shippedAt ? formatStoreTime(order.shippedAt.getTime(), 'YYYY-MM-DD') : '';
  const address = order.address;
  const half = INNER / 2;
  let y = doc.y + 10;
  doc.fontSize(10);
  const pair = (left: string, right: string) => {
    doc.text(left, PAGE.margin, y, { width: half - 10 });
    const leftBottom = doc.y;
    doc.text(right, PAGE.margin + half, y, { width: half });
    y = Math.max(leftBottom, doc.y) + 3;
  };
  pair(`收货单位：${buyer?.company || buyer?.name || ''}`, `订单编号：${order.orderNo}`);
  pair(`收货地址：${address.province}${address.city}${address.district}${address.address}`, `发货日期：${shipped}`);
  pair(`收货人：${address.name}  ${address.phone}`, `承运：${order.carrier}  运单号：${order.trackingNo}`);

  y += 6;
  doc.fontSize(9);
  y = tableRow(
    doc,
    y,
    COLUMNS.map((c) => c.title),
    true,
  );
  lines.forEach((line, index) => {
    const cells = [
      String(index + 1),
      line.name,
      line.dosageForm || '—',
      line.ypgg,
      line.sccj,
      line.approvalNumber || '—',
      line.batchNumber || '—',
      line.expiryDate || '—',
      line.bzdw,
      String(line.quantity),
    ];
    // A row that would run off the page starts the next one, under the columns' titles again.
    if (y + doc.heightOfString(line.name, { width: COLUMNS[1]!.width - 8 }) + 12 > PAGE.height - PAGE.margin - 40) {
      doc.addPage();
      y = tableRow(
        doc,
        PAGE.margin,
        COLUMNS.map((c) => c.title),
        true,
      );
    }
    y = tableRow(doc, y, cells, false);
  });
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  doc
    .fontSize(10)
    .text(`共 ${lines.length} 行，合计数量 ${units}`, PAGE.margin, y + 8, { width: INNER, align: 'right' });
  doc.moveDown(1.2);
  doc.text('发货人：                    复核人：                    收货人（签章）：                    收货日期：', {
    width: INNER,
  });
  doc.moveDown(0.8).fontSize(8).fillColor('#555555');
  doc.text('本单加盖供货单位药品出库专用章原印章后有效。收货时请按本单核对品名、规格、批号、有效期与数量。', {
    width: INNER,
  });
  doc.end();
  return { bytes: await done, orderNo: order.orderNo };
}

/** The note as an answer: a private PDF the browser opens in its viewer, named after the order. */
export const sendDeliveryNote = (reply: FastifyReply, note: { bytes: Buffer; orderNo: string }) =>
  reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', deliveryNoteDisposition(note.orderNo))
    .send(note.bytes);

/** `inline` so the browser opens it in its PDF viewer; an ASCII fallback name and the Chinese one (RFC 6266). */
export const deliveryNoteDisposition = (orderNo: string) =>
  `inline; filename="delivery-note-${orderNo.replace(/[^\w.-]/g, '_')}.pdf"; filename*=UTF-8''${encodeURIComponent(
    `随货同行单-${orderNo}.pdf`,
  )}`;
