import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { categories } from '../db/schema.ts';
import { insertGoods } from '../modules/catalogue/write.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { syntheticGoods, type SyntheticKind } from './synthetic.ts';

/**
 * `npm run seed -- --goods 100000`: migrates, loads the demo data if the database is empty, then adds
 * N synthetic goods spread over the general categories (for benchmarks). Uses DATABASE_URL or DATA_DIR.
 * `--catalogue national` draws them from a national wholesaler's vocabulary (synthetic.ts), as bench:scale does.
 */
const { values } = parseArgs({
  options: {
    goods: { type: 'string', default: '0' },
    batch: { type: 'string', default: '1000' },
    catalogue: { type: 'string', default: 'plain' },
  },
});
const count = Number(values.goods);
const kind = values.catalogue as SyntheticKind;
if (kind !== 'plain' && kind !== 'national') {
  console.error('--catalogue 只能是 plain 或 national');
  process.exit(1);
}
const batch = Number(values.batch);
if (!Number.isInteger(count) || count < 0) {
  console.error('--goods 需要一个非负整数');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
if (await seedDemoIfEmpty(database)) console.log('已载入演示数据');

const leaves = await database.db
  .select({ id: categories.id, parentId: categories.parentId })
  .from(categories)
  // Second levels only (their parent is a top), so categoryTopId below is a top.
  .where(
    sql`${categories.tree} = 'general' and ${categories.parentId} in (select id from categories where tree = 'general' and parent_id is null)`,
  );
const bar = new SingleBar(
  { format: '生成商品 [{bar}] {percentage}% | {value}/{total} | 剩余 {eta}s' },
  Presets.shades_classic,
);
bar.start(count, 0);
const started = performance.now();
let pending = [];
let index = 0;
for (const goods of syntheticGoods(count, 7, kind)) {
  const leaf = leaves[index++ % leaves.length];
  pending.push({
    ...goods,
    categoryId: leaf!.id,
    categoryTopId: leaf!.parentId,
    categoryMidId: leaf!.id,
    categoryIds: [leaf!.parentId!, leaf!.id],
  });
  if (pending.length === batch) {
    await insertGoods(database.db, pending, batch);
    bar.increment(pending.length);
    pending = [];
  }
}
if (pending.length) await insertGoods(database.db, pending, batch);
bar.update(count);
bar.stop();
await database.db.execute(
  sql`update goods set images = jsonb_build_array('/images/goods/' || id || '/1.svg') where images = '[]'::jsonb`,
);
// VACUUM sets the visibility map, so list pages can be answered by index-only scans; and search's terms, which
// the goods' triggers filled, get statistics (PGlite runs no autovacuum, and a planner that believes search_terms
// empty computes search_grams row by row: seconds a suggestion at 100k goods).
await database.db.execute(sql`vacuum analyze goods`);
await database.db.execute(sql`vacuum analyze search_terms`);
console.log(`已生成 ${count} 个商品，用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒`);
await database.close();
