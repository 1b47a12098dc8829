import type { z } from 'zod';
import type { kxGroup, positionAdsQuery } from '@store/shared/api/promotions';
import { fenToYuan } from '@store/shared/rules/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { businessDay } from '../../lib/business-day.ts';
import { findBrand, hiddenPriceTip, presentGoods, type Viewer } from '../catalogue/index.ts';
import * as repo from './repo.ts';

import { toSeconds as seconds } from '@store/shared/rules/time';
type AdRow = Awaited<ReturnType<typeof repo.adsByIds>>[number];
/** An ad as the store shows it: `starts_at` only while it is still ahead. */
const presentAd = (row: AdRow) => ({
  id: row.id,
  title: row.title,
  image: row.image,
  url: row.url,
  goods_id: row.goods_id,
  starts_at: row.startsAt && row.startsAt.getTime() > Date.now() ? seconds(row.startsAt) : null,
});

export async function adsOfPosition(db: Db, position: string) {
  return (await repo.adsOfPositions(db, [position])).map(presentAd);
}

/** Each flag set to 1 gets its position's ads under its own key; `ids` gets those ads under 'ids'. */
export async function positionAds(db: Db, query: z.infer<typeof positionAdsQuery>) {
  const { ids, ...flags } = query;
  const positions = Object.entries(flags)
    .filter(([, on]) => on === 1)
    .map(([name]) => name);
  const rows = await repo.adsOfPositions(db, positions);
  const result: Record<string, ReturnType<typeof presentAd>[]> = Object.fromEntries(positions.map((p) => [p, []]));
  for (const row of rows) result[row.position]?.push(presentAd(row));
  if (ids?.length) result.ids = (await repo.adsByIds(db, ids)).map(presentAd);
  return result;
}

export async function brandFocus(db: Db, brandId: number) {
  const brand = await findBrand(db, brandId);
  if (!brand) throw notFound('品牌不存在');
  const [ads, goodsCount] = await Promise.all([adsOfPosition(db, 'ppzq'), repo.countBrandGoods(db, brandId)]);
  return { brand, ads, goods_count: goodsCount };
}

const NEWS_TYPES = { hy: '行业资讯', company: '公司新闻' } as const;

export async function postList(db: Db, type: keyof typeof NEWS_TYPES | undefined, limit: number) {
  const rows = await repo.newsPosts(db, type ? [NEWS_TYPES[type]] : [], limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    type: row.category === NEWS_TYPES.company ? 'company' : 'hy',
    created_at: seconds(row.createdAt),
  }));
}

export async function recommendations(db: Db, page: number, viewer: Viewer, pageSize = 20) {
  const [rows, total] = await Promise.all([
    repo.recommended(db, pageSize, (page - 1) * pageSize),
    repo.countRecommended(db),
  ]);
  return { data: rows.map((row) => presentGoods(row, viewer)), total, page, page_size: pageSize };
}

/** The flash-sale block: the running sales and the window the countdown shows. */
export async function spike(db: Db, viewer: Viewer) {
  const rows = await repo.liveFlashSales(db);
  const now = new Date();
  return {
    start_time: seconds(
      rows.reduce((min, r) => (r.sale.startsAt < min ? r.sale.startsAt : min), rows[0]?.sale.startsAt ?? now),
    ),
    end_time: seconds(rows[0]?.sale.endsAt ?? now),
    now: seconds(now),
    list: rows.map(({ sale, goods }) => ({
      ...presentGoods(goods, viewer),
      spike_id: sale.id,
      spike_price: hiddenPriceTip(goods, viewer) ? null : fenToYuan(sale.priceFen),
      spike_stock: sale.stock,
      per_buyer_limit: sale.perBuyerLimit,
    })),
  };
}

export async function everydayPrice(db: Db, viewer: Viewer) {
  const day = businessDay();
  const rows = await repo.specialsOfDay(db, day);
  return {
    day,
    list: rows.map(({ special, goods }) => ({
      ...presentGoods(goods, viewer),
      special_price: hiddenPriceTip(goods, viewer) ? null : fenToYuan(special.priceFen),
    })),
  };
}

export async function kxGroups(db: Db, userId: number | undefined): Promise<z.infer<typeof kxGroup>[]> {
  const [groups, applies] = await Promise.all([repo.kxGroupsWithCounts(db), userId ? repo.appliesOf(db, userId) : []]);
  const statusOf = new Map(applies.map((a) => [a.groupId, a.status]));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    description: g.description,
    goods_count: g.goodsCount,
    status: (statusOf.get(g.id) ?? 'none') as z.infer<typeof kxGroup>['status'],
  }));
}

export async function joinApply(db: Db, userId: number, groupId: number, type: number) {
  if (!(await repo.findKxGroup(db, groupId))) throw notFound('控销组不存在');
  const status = await repo.upsertApply(db, userId, groupId, type);
  return { status, message: status === 'approved' ? '您已加入该控销组' : '申请已提交，请等待审核' };
}
