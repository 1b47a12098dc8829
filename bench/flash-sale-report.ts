/**
 * What bench/flash-sale.ts measured, summed up and printed as the Markdown tables docs quote: latency
 * percentiles (and the rush's floor against a bare route), the outcomes by result, the statements and CPU seconds of the rush, the goods list quiet and
 * during the sale, and its req/s against a bare route.
 */

/** A buyer's rush: its total time, each step's time (add, cart read, order; 0 when not reached), its result. */
export type Outcome = { ms: number; steps: [number, number, number]; result: string };

const round = (ms: number) => Number(ms.toFixed(1));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
export type Stats = { n: number; p50: number; p95: number; p99: number; max: number };
export const statsOf = (times: number[]): Stats => {
  const s = [...times].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.at(-1) ?? NaN };
};

/** The sold-out sale's late buyers pressing 加入购物车 once more, all at once (bench/flash-sale.ts pressAgain). */
export type PressedAgain = { stats: Stats; ms: number; storeCpuMs: number; statements: number };

/** One run on one database: its settings, what each buyer got, and what the database and the clocks say. */
export type FlashRun = {
  kind: string;
  buyers: number;
  stock: number;
  listClients: number;
  /** Every buyer's rush but the warm-up one. */
  outcomes: Outcome[];
  saleMs: number;
  statements: number;
  cpuUsed: { store: number; postgres: number; bench: number };
  again: PressedAgain;
  quiet: Stats;
  during: Stats;
  throughput: { bare: number; list: number };
  /** The same number of clients, each sending three requests to the bare route, released at once. */
  floor: Stats;
  /** Orders holding a line of the sale, counted in the database. */
  flashOrders: number;
  flashLeft: number;
  goodsSold: number;
};

/** Prints the run's tables; answers whether the sale held: `stock` orders, the flash stock at 0, the goods down by as much. */
export function reportFlashRun({
  kind,
  buyers,
  stock,
  listClients,
  outcomes,
  saleMs,
  statements,
  cpuUsed,
  again,
  quiet,
  during,
  throughput,
  floor,
  flashOrders,
  flashLeft,
  goodsSold,
}: FlashRun): boolean {
  const counts = new Map<string, number>();
  for (const o of outcomes) counts.set(o.result, (counts.get(o.result) ?? 0) + 1);
  const ok = outcomes.filter((o) => o.result === 'order').length + 1; // + the warm-up order
  // The catalogue's stock refusals: 682 库存不足 (goods or flash), and a flash line refused as sold out (687, 697).
  const stockRefusal = (r: string) => / 682 /.test(r) || / 68[7]|697 .*(抢光|库存)/.test(r);
  const others = outcomes.filter((o) => o.result !== 'order' && !stockRefusal(o.result)).length;
  const rushStats = statsOf(outcomes.map((o) => o.ms));
  const orderStats = statsOf(outcomes.filter((o) => o.result === 'order').map((o) => o.ms));

  console.log(`\n## ${kind}：秒杀 ${stock} 件，${buyers} 位买家同一时刻抢购（2 核）`);
  console.log(`| 项目 | 值 |\n|---|---|`);
  console.log(`| 成功订单（含预热 1 单） | ${ok}（数据库：${flashOrders} 单含秒杀行） |`);
  console.log(`| 秒杀库存剩余 / 商品库存减少 | ${flashLeft} / ${goodsSold} |`);
  console.log(`| 库存类拒绝以外的错误 | ${others} |`);
  console.log(`| 全部 ${outcomes.length} 人放出到最后一人得到答复 | ${round(saleMs)} ms |`);
  console.log(
    `| 抢购期间数据库语句（含商品列表循环） | ${statements}（每位买家 ${(statements / outcomes.length).toFixed(1)}） |`,
  );
  console.log(
    `| 抢购期间 CPU 秒：商店 / PostgreSQL / 本进程（买家与列表循环） | ${cpuUsed.store.toFixed(1)} / ${cpuUsed.postgres.toFixed(1)} / ${cpuUsed.bench.toFixed(1)} |`,
  );
  console.log(
    `| 售罄后再按一次加购：最后一人得到答复 / 商店 CPU 每请求 / 数据库语句每请求 | ${round(again.ms)} ms / ${again.storeCpuMs.toFixed(2)} ms / ${again.statements.toFixed(1)} |`,
  );
  for (const [result, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`| 结果：${result} | ${n} |`);
  console.log('\n| 项目 | 次数 | p50 ms | p95 ms | p99 ms | 最大 ms | p95 相对安静时 |');
  console.log('|---|---|---|---|---|---|---|');
  const row = (name: string, s: Stats, vs?: Stats) =>
    console.log(
      `| ${name} | ${s.n} | ${round(s.p50)} | ${round(s.p95)} | ${round(s.p99)} | ${round(s.max)} | ${vs ? (s.p95 / vs.p95).toFixed(2) : ''} |`,
    );
  row('抢购（加购+购物车+下单），全部买家', rushStats);
  row(`同样 ${floor.n} 个客户端各向裸 Fastify 路由发 3 个请求（本机与客户端的下限）`, floor);
  row('抢购，成功下单的买家', orderStats);
  ['加购 POST /api/cart', '读购物车 GET /api/cart/list', '下单 POST /api/order'].forEach((name, i) =>
    row(`　其中 ${name}`, statsOf(outcomes.map((o) => o.steps[i]!).filter((ms) => ms > 0))),
  );
  row(`售罄后没抢到的 ${again.stats.n} 人同时再按一次加购`, again.stats);
  row(`GET /api/goods/list 安静时（${listClients} 客户端，半数登录）`, quiet, quiet);
  row(`GET /api/goods/list 秒杀期间`, during, quiet);
  console.log('\n| 50 连接（autocannon） | req/s | 相对裸路由 |\n|---|---|---|');
  console.log(`| 裸 Fastify 路由（基线） | ${Math.round(throughput.bare)} | 1.000 |`);
  console.log(
    `| GET /api/goods/list 匿名 | ${Math.round(throughput.list)} | ${(throughput.list / throughput.bare).toFixed(3)} |`,
  );
  return ok === stock && flashOrders === stock && flashLeft === 0 && goodsSold === stock;
}
