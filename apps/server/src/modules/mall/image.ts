import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mallGoods } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { UploadedFile } from '../../plugins/external/multipart.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { presentAdminGoods } from './present.ts';
import { templatesFor } from './reads.ts';

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export const MALL_IMAGE_FILE = /^[0-9a-f]{24}\.(jpg|png|webp)$/;
export const MIME_OF_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const mallImageKeyOf = (goodsId: number, file: string) => `mall/${goodsId}/${file}`;

/**
 * An uploaded picture (checked by its bytes, as the ad slots' are) replaces the mall goods' image; the store
 * serves it at /images/mall/{id}/{24 hex}.{ext} while it is the goods' image. Audited with the change.
 */
export async function setMallGoodsImage(db: Db, storage: FileStorage, actor: Actor, id: number, files: UploadedFile[]) {
  const [file] = files;
  if (!file) throw invalid({ file: ['请选择图片'] });
  const type = await (await import('file-type')).fileTypeFromBuffer(file.bytes);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!ext) throw invalid({ file: ['文件不是 JPG、PNG 或 WebP 图片'] });
  const [exists] = await db.select({ id: mallGoods.id }).from(mallGoods).where(eq(mallGoods.id, id));
  if (!exists) throw notFound('积分商品不存在');
  const name = `${randomBytes(12).toString('hex')}.${ext}`;
  await storage.put(mallImageKeyOf(id, name), file.bytes);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(mallGoods).where(eq(mallGoods.id, id)).for('update');
    if (!before) throw notFound('积分商品不存在');
    const image = `/images/mall/${id}/${name}`;
    const [after] = await tx
      .update(mallGoods)
      .set({ image, updatedAt: new Date() })
      .where(eq(mallGoods.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'mall_goods.image',
      objectType: 'mall_goods',
      objectId: id,
      before: { image: before.image },
      after: { image },
    });
    return after!;
  });
  return presentAdminGoods(row, await templatesFor(db, [row]));
}

/** The picture's bytes while it is the goods' image (an old one is no longer served). */
export async function mallImageBytes(db: Db, storage: FileStorage, id: number, file: string) {
  const [row] = await db.select({ image: mallGoods.image }).from(mallGoods).where(eq(mallGoods.id, id));
  return row?.image === `/images/mall/${id}/${file}` ? storage.get(mallImageKeyOf(id, file)) : undefined;
}
