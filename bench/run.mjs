#!/usr/bin/env node
// `npm run bench`: every benchmark of the foundation, one after the other (each prints its own baseline).
//   bench/startup.mjs       start-up time of `npm start`
//   bench/bundle-size.mjs   what the home page downloads first (builds the web app)
//   bench/images.ts         a goods photo's bytes as uploaded and as the scaled AVIF/WebP variants
// Load benchmarks (autocannon) of later issues go beside them as bench/<area>.mjs|ts with their own root
// script (npm run bench:catalogue = bench/catalogue.ts, minutes: seeds 100k goods), may use bench/lib/
// (stats.mjs: percentiles, ratios, tables; server.mjs: start the store on a free port). Quick ones join the list below.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const benches = ['bundle-size.mjs', 'startup.mjs', 'images.ts'];
let failed = 0;
for (const file of benches) {
  console.log(`\n━━━ bench/${file} ${'━'.repeat(60 - file.length)}\n`);
  // TypeScript benches run through tsx (Node 20 does not strip types).
  const args = file.endsWith('.ts') ? ['--import', 'tsx', join(here, file)] : [join(here, file)];
  const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
