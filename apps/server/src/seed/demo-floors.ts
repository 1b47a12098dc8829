import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';

/** The demo home floors (首页楼层): three themes, each with listed goods of its category, "更多" → that category. */
const FLOORS = [
  { title: '感冒用药', subtitle: '换季常备 · 感冒发热', category: '感冒用药', sort: 10 },
  { title: '慢病用药', subtitle: '心脑血管 · 长期用药', category: '心脑血管', sort: 20 },
  { title: '器械耗材', subtitle: '检测仪器 · 医用敷料', category: '检测仪器', sort: 30 },
] as const;
const PER_FLOOR = 8;

export async function seedHomeFloors(tx: Tx): Promise<void> {
  for (const floor of FLOORS) {
    const [category] = await tx
      .select({ id: t.categories.id })
      .from(t.categories)
      .where(and(eq(t.categories.name, floor.category), eq(t.categories.tree, 'general')))
      .orderBy(asc(t.categories.id))
      .limit(1);
    if (!category) continue;
    const rows = await tx
      .select({ id: t.goods.id })
      .from(t.goods)
      .where(and(eq(t.goods.isListed, true), eq(t.goods.categoryMidId, category.id)))
      .orderBy(asc(t.goods.id))
      .limit(PER_FLOOR);
    if (rows.length === 0) continue;
    await tx.insert(t.homeFloors).values({
      title: floor.title,
      subtitle: floor.subtitle,
      link: `/list?category_id=${category.id}`,
      sort: floor.sort,
      goodsIds: rows.map((r) => r.id),
    });
  }
}
