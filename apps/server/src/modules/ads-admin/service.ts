import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AD_POSITION_NAMES, type AdPosition } from '@store/shared/api/promotions';
import type { AdBody, AdminAd, AdminAdQuery } from '@store/shared/api/ads-admin';
import { formatStoreTime } from '@store/shared/rules/store-time';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { UploadedFile } from '../../plugins/external/multipart.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

type AdRow = typeof ads.$inferSelect;

/** Where an uploaded ad picture lives in the app's file storage, and the address the store serves it at. */
export const adStorageKeyOf = (adId: number, file: string) => `ads/${adId}/${file}`;
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** 'YYYY-MM-DD HH:mm' on the store's clock ↔ an instant. */
const fromStoreTime = (text: string | undefined) => (text ? new Date(`${text.replace(' ', 'T')}:00+08:00`) : null);
const toStoreTime = (at: Date | null) => (at ? formatStoreTime(at.getTime(), 'YYYY-MM-DD HH:mm') : null);

function present(row: AdRow, now = Date.now()): AdminAd {
  const state =
    row.endsAt && row.endsAt.getTime() <= now
      ? 'ended'
      : row.startsAt && row.startsAt.getTime() > now
        ? 'upcoming'
        : 'running';
  return {
    id: row.id,
    position: row.position as AdPosition,
    position_name: AD_POSITION_NAMES[row.position as AdPosition] ?? row.position,
    title: row.title,
    image: row.image,
    url: row.url,
    sort: row.sort,
    starts_at: toStoreTime(row.startsAt),
    ends_at: toStoreTime(row.endsAt),
    state,
  };
}

export async function listAds(db: Db, query: AdminAdQuery) {
  const where = query.position ? eq(ads.position, query.position) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(ads)
      .where(where)
      .orderBy(ads.position, ads.sort, desc(ads.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(ads)
      .where(where),
  ]);
  return { data: rows.map((r) => present(r)), total: count?.total ?? 0, page: query.page, page_size: query.page_size };
}

const columnsOf = (body: AdBody) => ({
  position: body.position,
  title: body.title,
  url: body.url,
  sort: body.sort,
  startsAt: fromStoreTime(body.starts_at),
  endsAt: fromStoreTime(body.ends_at),
});

/** A new ad draws its picture from its title until staff upload one. */
export async function createAd(db: Db, actor: Actor, body: AdBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(ads).values(columnsOf(body)).returning();
    const [withImage] = await tx
      .update(ads)
      .set({ image: `/images/ads/${row!.id}.svg` })
      .where(eq(ads.id, row!.id))
      .returning();
    await recordAudit(tx, actor, { action: 'ads.create', objectType: 'ad', objectId: row!.id, after: body });
    return present(withImage!);
  });
}

export async function updateAd(db: Db, actor: Actor, id: number, body: AdBody) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
    if (!before) throw notFound('广告不存在');
    const [after] = await tx.update(ads).set(columnsOf(body)).where(eq(ads.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'ads.update',
      objectType: 'ad',
      objectId: id,
      before: present(before),
      after: body,
    });
    return present(after!);
  });
}

export async function deleteAd(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(ads).where(eq(ads.id, id)).returning();
    if (!gone) throw notFound('广告不存在');
    await recordAudit(tx, actor, { action: 'ads.delete', objectType: 'ad', objectId: id, before: present(gone) });
    return { id };
  });
}

/**
 * An uploaded picture (checked by its bytes) replaces the ad's image; the store serves it at
 * /images/ads/{id}/{24 hex}.{ext} while it is the ad's image.
 */
export async function setAdImage(db: Db, storage: FileStorage, actor: Actor, id: number, files: UploadedFile[]) {
  const [file] = files;
  if (!file) throw invalid({ file: ['请选择图片'] });
  const type = await (await import('file-type')).fileTypeFromBuffer(file.bytes);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!ext) throw invalid({ file: ['文件不是 JPG、PNG 或 WebP 图片'] });
  const [exists] = await db.select({ id: ads.id }).from(ads).where(eq(ads.id, id));
  if (!exists) throw notFound('广告不存在');
  const name = `${randomBytes(12).toString('hex')}.${ext}`;
  await storage.put(adStorageKeyOf(id, name), file.bytes);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
    if (!before) throw notFound('广告不存在');
    const image = `/images/ads/${id}/${name}`;
    const [after] = await tx
      .update(ads)
      .set({ image })
      .where(and(eq(ads.id, id)))
      .returning();
    await recordAudit(tx, actor, {
      action: 'ads.image',
      objectType: 'ad',
      objectId: id,
      before: { image: before.image },
      after: { image },
    });
    return present(after!);
  });
}
