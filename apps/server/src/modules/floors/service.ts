import { eq } from 'drizzle-orm';
import type { AdminFloor, FloorBody, StoreFloor } from '@store/shared/api/floors';
import { toSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import { homeFloors } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { presentGoods, type Viewer } from '../catalogue/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import * as repo from './repo.ts';

/**
 * The floors on the home page: switched on, in order, each with its goods in the order staff put them, presented
 * like every goods list (prices hidden from a viewer who may not see them). Unlisted goods are left out; a floor
 * left with no goods is not shown (an empty titled row says nothing to a buyer).
 */
export async function storeFloors(db: Db, viewer: Viewer): Promise<StoreFloor[]> {
  const rows = await repo.floorsOn(db);
  const listed = await repo.listedGoodsOf(db, rows);
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      image: row.image,
      link: row.link,
      goods: row.goodsIds.flatMap((gid) => {
        const g = listed.get(gid);
        return g ? [presentGoods(g, viewer)] : [];
      }),
    }))
    .filter((floor) => floor.goods.length > 0);
}

function presentAdmin(row: repo.FloorRow, summaries: Map<number, repo.FloorGoodsSummary>): AdminFloor {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    link: row.link,
    sort: row.sort,
    is_on: row.isOn ? 1 : 0,
    goods: row.goodsIds.map((gid) => {
      const g = summaries.get(gid);
      return {
        id: gid,
        name: g?.name ?? '（商品已删除）',
        sccj: g?.sccj ?? '',
        ypgg: g?.ypgg ?? '',
        is_listed: g?.isListed ? 1 : 0,
      };
    }),
    updated_at: toSeconds(row.updatedAt),
  };
}

export async function adminFloors(db: Db): Promise<AdminFloor[]> {
  const rows = await repo.allFloors(db);
  const summaries = await repo.goodsSummariesOf(
    db,
    rows.flatMap((r) => r.goodsIds),
  );
  return rows.map((r) => presentAdmin(r, summaries));
}

async function floorOf(db: Db, id: number): Promise<AdminFloor> {
  const row = await repo.floorById(db, id);
  if (!row) throw notFound('楼层不存在');
  return presentAdmin(row, await repo.goodsSummariesOf(db, row.goodsIds));
}

/** The body as columns; every goods must be in the catalogue (an unlisted one may be picked: it shows once listed). */
async function columnsOf(db: Db, body: FloorBody) {
  const found = await repo.goodsSummariesOf(db, body.goods_ids);
  const missing = body.goods_ids.filter((gid) => !found.has(gid));
  if (missing.length) throw invalid({ goods_ids: [`商品不存在：${missing.join('、')}`] });
  return {
    title: body.title,
    subtitle: body.subtitle,
    image: body.image,
    link: body.link,
    sort: body.sort,
    isOn: body.is_on,
    goodsIds: body.goods_ids,
  };
}

type Columns = Awaited<ReturnType<typeof columnsOf>>;
/** What the audit row keeps of a floor. */
const auditOf = (c: Columns) => ({
  title: c.title,
  subtitle: c.subtitle,
  image: c.image,
  link: c.link,
  sort: c.sort,
  is_on: c.isOn,
  goods_ids: c.goodsIds,
});

export async function createFloor(db: Db, actor: Actor, body: FloorBody): Promise<AdminFloor> {
  const values = await columnsOf(db, body);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(homeFloors).values(values).returning({ id: homeFloors.id });
    await recordAudit(tx, actor, {
      action: 'floor.create',
      objectType: 'floor',
      objectId: created!.id,
      after: auditOf(values),
    });
    return created!.id;
  });
  return floorOf(db, id);
}

export async function updateFloor(db: Db, actor: Actor, id: number, body: FloorBody): Promise<AdminFloor> {
  const values = await columnsOf(db, body);
  await db.transaction(async (tx) => {
    const before = await repo.lockFloor(tx, id);
    if (!before) throw notFound('楼层不存在');
    await tx
      .update(homeFloors)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(homeFloors.id, id));
    await recordAudit(tx, actor, {
      action: 'floor.update',
      objectType: 'floor',
      objectId: id,
      before: auditOf(before),
      after: auditOf(values),
    });
  });
  return floorOf(db, id);
}

/** 显示 / 隐藏: a hidden floor keeps its goods and order for when it is shown again. */
export async function setFloorOn(db: Db, actor: Actor, id: number, isOn: boolean): Promise<AdminFloor> {
  await db.transaction(async (tx) => {
    const before = await repo.lockFloor(tx, id);
    if (!before) throw notFound('楼层不存在');
    await tx.update(homeFloors).set({ isOn, updatedAt: new Date() }).where(eq(homeFloors.id, id));
    await recordAudit(tx, actor, {
      action: isOn ? 'floor.on' : 'floor.off',
      objectType: 'floor',
      objectId: id,
      before: { is_on: before.isOn },
      after: { is_on: isOn },
    });
  });
  return floorOf(db, id);
}
