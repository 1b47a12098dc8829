import type { Db, Tx } from '../../db/client.ts';
import { FORBIDDEN_CONTROL_CLASSES, goods } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { loadSearchKeys, searchKeys } from './search-keys.ts';
import { CatalogueRefusal } from '@store/shared/codes';

export type NewGoods = typeof goods.$inferInsert;

/** Words that mark special-management drugs; such goods are refused before they reach the table. */
const FORBIDDEN_INGREDIENTS = [
  '吗啡',
  '可待因',
  '芬太尼',
  '哌替啶',
  '氯胺酮',
  '地西泮',
  '艾司唑仑',
  '阿普唑仑',
  '三唑仑',
  '曲马多',
  '右美沙芬',
  '罂粟',
  '麻黄碱',
];

/** Refuses special-management drugs (a CHECK constraint backs this up in the database). */
export function assertSellable(row: Pick<NewGoods, 'name' | 'controlClass'>): void {
  const forbiddenClass = (FORBIDDEN_CONTROL_CLASSES as readonly string[]).includes(row.controlClass ?? 'none');
  // Compound OTC products that merely contain pseudoephedrine are allowed; single-ingredient 麻黄碱 is not.
  const forbiddenName = FORBIDDEN_INGREDIENTS.some((word) => row.name.includes(word) && !row.name.includes('伪麻黄碱'));
  if (forbiddenClass || forbiddenName) throw new AppError(CatalogueRefusal.SPECIAL_MANAGEMENT);
}

/**
 * The pinyin keys of name and manufacturer, computed at write time (after `loadSearchKeys()`); `keysOf` may be a
 * memo of `searchKeys` (an import's many rows name few makers).
 */
export function withSearchKeys<T extends Pick<NewGoods, 'name' | 'sccj'>>(row: T, keysOf = searchKeys) {
  const name = keysOf(row.name);
  const sccj = keysOf(row.sccj);
  return {
    ...row,
    nameInitials: name.initials,
    namePinyin: name.pinyin,
    sccjInitials: sccj.initials,
    sccjPinyin: sccj.pinyin,
  };
}

/** Every goods insert goes through here: checked, keyed, in batches. */
export async function insertGoods(db: Db | Tx, rows: NewGoods[], batchSize = 500): Promise<number[]> {
  await loadSearchKeys();
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize).map((row) => {
      assertSellable(row);
      return withSearchKeys(row);
    });
    const inserted = await db.insert(goods).values(batch).returning({ id: goods.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
