import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_GOODS_IMAGES } from '@store/shared/api/admin-goods';
import type { Db, Tx } from '../../db/client.ts';
import { goods } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { UploadedFile } from '../../plugins/external/multipart.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { lockGoods, updateGoodsRow } from './repo.ts';
import { storageKeyOf } from '../catalogue/index.ts';

/** What a goods image may be, by its bytes (not its name or the browser's word). */
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Changes a goods' image list in one transaction with its audit row. */
async function changeImages(
  db: Db,
  actor: Actor,
  goodsId: number,
  action: string,
  next: (current: string[], tx: Tx) => string[],
) {
  return db.transaction(async (tx) => {
    const row = await lockGoods(tx, goodsId);
    if (!row) throw notFound('商品不存在');
    const images = next(row.images, tx);
    await updateGoodsRow(tx, goodsId, { images });
    await recordAudit(tx, actor, {
      action,
      objectType: 'goods',
      objectId: goodsId,
      before: { images: row.images },
      after: { images },
    });
    return { images };
  });
}

/**
 * Stores an uploaded picture through the app's file storage (as licence scans are) and appends it to
 * the goods' images; the store serves it at its URL (catalogue/images.ts) once it is in the list.
 */
export async function addImage(db: Db, storage: FileStorage, actor: Actor, goodsId: number, files: UploadedFile[]) {
  const [file] = files;
  if (!file) throw invalid({ file: ['请选择图片'] });
  const type = await (await import('file-type')).fileTypeFromBuffer(file.bytes);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!ext) throw invalid({ file: ['文件不是 JPG、PNG 或 WebP 图片'] });
  const [row] = await db.select({ images: goods.images }).from(goods).where(eq(goods.id, goodsId));
  if (!row) throw notFound('商品不存在');
  if (row.images.length >= MAX_GOODS_IMAGES) throw invalid({ file: [`每个商品最多${MAX_GOODS_IMAGES}张图片`] });
  const name = `${randomBytes(12).toString('hex')}.${ext}`;
  await storage.put(storageKeyOf(goodsId, name), file.bytes);
  const url = `/images/goods/${goodsId}/${name}`;
  return changeImages(db, actor, goodsId, 'goods.images', (current) => {
    // Checked again under the row lock: two uploads at once cannot pass the limit together.
    if (current.length >= MAX_GOODS_IMAGES) throw invalid({ file: [`每个商品最多${MAX_GOODS_IMAGES}张图片`] });
    return [...current, url];
  });
}

/** The same images in a new order (the first is the one lists show). */
export const orderImages = (db: Db, actor: Actor, goodsId: number, images: string[]) =>
  changeImages(db, actor, goodsId, 'goods.images', (current) => {
    const same = images.length === current.length && new Set(images).size === images.length;
    if (!same || images.some((image) => !current.includes(image)))
      throw invalid({ images: ['图片已变化，请刷新后重新排序'] });
    return images;
  });

/** Takes an image off the goods: the store stops serving its file at once (catalogue/images.ts serves listed images only). */
export const removeImage = (db: Db, actor: Actor, goodsId: number, image: string) =>
  changeImages(db, actor, goodsId, 'goods.images', (current) => {
    if (!current.includes(image)) throw invalid({ image: ['图片不存在或已删除'] });
    return current.filter((url) => url !== image);
  });
