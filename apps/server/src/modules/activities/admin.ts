import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  activityBody,
  AdminActivityDetail,
  AdminActivityRow,
  ActivityGoodsOption,
  TapReport,
} from '@store/shared/api/activities-admin';
import { ActivityRefusal } from '@store/shared/codes';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import { formatStoreTime } from '@store/shared/rules/store-time';
import { toSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { UploadedFile } from '../../plugins/external/multipart.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import * as adminRepo from './admin-repo.ts';
import { bannerStorageKeyOf } from './images.ts';
import type { ActivityRow } from './repo.ts';

type Body = z.output<typeof activityBody>;
const STATE_TEXT = { upcoming: '未开始', running: '进行中', ended: '已结束', paused: '已暂停' } as const;

function stateOf(a: ActivityRow, now = Date.now()): keyof typeof STATE_TEXT {
  if (a.status !== 1) return 'paused';
  if (a.startsAt.getTime() > now) return 'upcoming';
  return a.endsAt.getTime() <= now ? 'ended' : 'running';
}

const rowOf = (a: ActivityRow, f = { goods: 0, taps: 0 }): AdminActivityRow => {
  const state = stateOf(a);
  return {
    id: a.id,
    name: a.name,
    banner: a.banner,
    starts_at: toSeconds(a.startsAt),
    ends_at: toSeconds(a.endsAt),
    sort: a.sort,
    status: a.status === 1 ? 1 : 0,
    state,
    state_text: STATE_TEXT[state],
    goods_count: f.goods,
    taps: f.taps,
  };
};

export async function listActivities(db: Db, q: { keywords: string; page: number; page_size: number }) {
  const { rows, total } = await adminRepo.activitiesPage(db, q);
  const figures = await adminRepo.figuresOf(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => rowOf(r, figures.get(r.id))), total, page: q.page, page_size: q.page_size };
}

export async function activityDetail(db: Db, id: number): Promise<AdminActivityDetail> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  if (!row) throw notFound('活动不存在');
  const [figures, lines] = await Promise.all([adminRepo.figuresOf(db, [id]), adminRepo.goodsLinesOf(db, id)]);
  return {
    ...rowOf(row, figures.get(id)),
    rules: row.rules,
    goods: lines.map((l) => ({
      goods_id: l.goodsId,
      name: l.name,
      sccj: l.sccj,
      ypgg: l.ypgg,
      base_price: fenToYuan(l.basePriceFen),
      price: l.priceFen === null ? null : fenToYuan(l.priceFen),
      is_listed: l.isListed ? 1 : 0,
    })),
  };
}

const columnsOf = (b: Body) => ({
  name: b.name,
  rules: b.rules,
  startsAt: new Date(b.starts_at * 1000),
  endsAt: new Date(b.ends_at * 1000),
  sort: b.sort,
});
const linesOf = (b: Body) =>
  b.goods.map((g) => ({ goodsId: g.goods_id, priceFen: g.price === undefined ? null : yuanToFen(g.price) }));
/** What the audit row keeps of a save: the form as the server read it (prices in yuan). */
const auditOf = (b: Body) => ({
  ...b,
  starts_at: formatStoreTime(b.starts_at * 1000, 'YYYY-MM-DD HH:mm'),
  ends_at: formatStoreTime(b.ends_at * 1000, 'YYYY-MM-DD HH:mm'),
});

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Every goods picked must be on the shelves now (a goods taken off later stays, marked, until staff remove it). */
async function assertGoodsListed(tx: Tx, b: Body, keep: number[] = []) {
  const ids = b.goods.map((g) => g.goods_id).filter((id) => !keep.includes(id));
  const listed = new Set(await adminRepo.listedGoodsIds(tx, ids));
  const missing = ids.filter((id) => !listed.has(id));
  if (missing.length) throw new AppError(ActivityRefusal.ACTIVITY_GOODS_MISSING, missing.join('、'));
}

export async function createActivity(db: Db, actor: Actor, body: Body) {
  return db.transaction(async (tx) => {
    await assertGoodsListed(tx, body);
    const [row] = await tx.insert(activities).values(columnsOf(body)).returning();
    // Drawn from the name until staff upload a banner.
    const [withBanner] = await tx
      .update(activities)
      .set({ banner: `/images/activities/${row!.id}.svg` })
      .where(eq(activities.id, row!.id))
      .returning();
    await adminRepo.replaceGoods(tx, row!.id, linesOf(body));
    await recordAudit(tx, actor, {
      action: 'activities.create',
      objectType: 'activity',
      objectId: row!.id,
      after: auditOf(body),
    });
    return rowOf(withBanner!, { goods: body.goods.length, taps: 0 });
  });
}

export async function updateActivity(db: Db, actor: Actor, id: number, body: Body) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
    if (!before) throw notFound('活动不存在');
    const beforeGoods = await adminRepo.goodsLinesOf(tx, id);
    await assertGoodsListed(
      tx,
      body,
      beforeGoods.map((l) => l.goodsId),
    );
    const [after] = await tx
      .update(activities)
      .set({ ...columnsOf(body), updatedAt: new Date() })
      .where(eq(activities.id, id))
      .returning();
    await adminRepo.replaceGoods(tx, id, linesOf(body));
    await recordAudit(tx, actor, {
      action: 'activities.update',
      objectType: 'activity',
      objectId: id,
      before: {
        name: before.name,
        rules: before.rules,
        starts_at: formatStoreTime(before.startsAt.getTime(), 'YYYY-MM-DD HH:mm'),
        ends_at: formatStoreTime(before.endsAt.getTime(), 'YYYY-MM-DD HH:mm'),
        sort: before.sort,
        goods: beforeGoods.map((g) => ({
          goods_id: g.goodsId,
          price: g.priceFen === null ? undefined : fenToYuan(g.priceFen),
        })),
      },
      after: auditOf(body),
    });
    return rowOf(after!, { goods: body.goods.length, taps: 0 });
  });
}

/** Pause (0) takes the activity off the store at once — its links go to /noActivity —, resume (1) puts it back. */
export async function setActivityStatus(db: Db, actor: Actor, id: number, status: 0 | 1) {
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(activities)
      .set({ status, updatedAt: new Date() })
      .where(eq(activities.id, id))
      .returning();
    if (!after) throw notFound('活动不存在');
    await recordAudit(tx, actor, {
      action: status === 1 ? 'activities.resume' : 'activities.pause',
      objectType: 'activity',
      objectId: id,
      after: { status },
    });
    return rowOf(after);
  });
}

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** An uploaded banner (checked by its bytes) replaces the activity's; served while it is the activity's banner. */
export async function setActivityBanner(db: Db, storage: FileStorage, actor: Actor, id: number, files: UploadedFile[]) {
  const [file] = files;
  if (!file) throw invalid({ file: ['请选择图片'] });
  const type = await (await import('file-type')).fileTypeFromBuffer(file.bytes);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!ext) throw invalid({ file: ['文件不是 JPG、PNG 或 WebP 图片'] });
  const [exists] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, id));
  if (!exists) throw notFound('活动不存在');
  const name = `${randomBytes(12).toString('hex')}.${ext}`;
  await storage.put(bannerStorageKeyOf(id, name), file.bytes);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
    if (!before) throw notFound('活动不存在');
    const banner = `/images/activities/${id}/${name}`;
    const [after] = await tx
      .update(activities)
      .set({ banner, updatedAt: new Date() })
      .where(eq(activities.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'activities.banner',
      objectType: 'activity',
      objectId: id,
      before: { banner: before.banner },
      after: { banner },
    });
    return rowOf(after!);
  });
}

export async function goodsOptions(db: Db, keywords: string): Promise<ActivityGoodsOption[]> {
  return (await adminRepo.goodsOptions(db, keywords)).map((g) => ({
    goods_id: g.goodsId,
    name: g.name,
    sccj: g.sccj,
    ypgg: g.ypgg,
    base_price: fenToYuan(g.basePriceFen),
  }));
}

const DAY_MS = 86_400_000;

/** 活动点击报表: taps per day and activity or ad, newest day first; the last 7 store days by default. */
export async function tapReport(db: Db, q: { from?: string; to?: string }): Promise<TapReport> {
  const to = q.to ?? formatStoreTime(Date.now(), 'YYYY-MM-DD');
  const from = q.from ?? formatStoreTime(new Date(`${to}T00:00:00+08:00`).getTime() - 6 * DAY_MS, 'YYYY-MM-DD');
  const rows = await adminRepo.tapsByDay(db, from, to);
  return {
    from,
    to,
    rows: rows.map((r) => ({
      day: r.day,
      kind: r.activityId !== null ? 'activity' : 'ad',
      target_id: (r.activityId ?? r.adId)!, // the table's check: exactly one of the two is set
      name: r.activityId !== null ? (r.activityName ?? '') : (r.adTitle ?? '已删除的广告'),
      taps: r.taps,
      visitors: r.visitors,
      buyers: r.buyers,
    })),
  };
}
