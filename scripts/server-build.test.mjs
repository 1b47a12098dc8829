import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, whyBuildServer } from './server-build.mjs';
import { after, describeStaleBuild } from './stale-build-cases.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

describeStaleBuild(
  'npm start builds the server only when it is stale',
  {
    why: whyBuildServer,
    output: 'apps/server/dist/main.js',
    name: 'apps/server/dist',
    sources: [
      'apps/server/src/modules/cart/service.ts',
      'apps/server/src/db/migrations/0001_init.sql',
      'packages/shared/src/codes.ts',
    ],
  },
  ({ file, why, built, expectStaleBecause }) => {
    it('builds after a pull changed a server module or a shared schema, naming the file', () => {
      built();
      for (const path of ['apps/server/src/modules/cart/service.ts', 'packages/shared/src/codes.ts']) {
        expectStaleBecause(path);
      }
    });

    it('ignores the web app', () => {
      built();
      file('apps/web/src/app/routes.tsx', after);
      expect(why()).toBeUndefined();
    });
  },
);

describe('the built server', () => {
  let outdir;
  let main;
  beforeAll(async () => {
    outdir = mkdtempSync(join(tmpdir(), 'server-dist-'));
    main = await buildServer(repo, { outdir });
  }, 60_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));
  const jsFiles = () => readdirSync(outdir, { recursive: true }).filter((file) => file.endsWith('.js'));

  it('still finds the files its modules read beside themselves (migrations, upload worker, seed data)', () => {
    const sources = jsFiles().flatMap((file) =>
      [...readFileSync(join(outdir, file), 'utf8').matchAll(/new URL\("([^"]+\.ts)",\s?import\.meta\.url\)/g)].map(
        (m) => join(outdir, dirname(file), m[1]),
      ),
    );
    expect(sources).toEqual(
      expect.arrayContaining([
        join(repo, 'apps/server/src/db/migrate.ts'),
        join(repo, 'apps/server/src/seed/catalogue-data.ts'),
        join(repo, 'apps/server/src/lib/table-reader.ts'),
      ]),
    );
    for (const source of sources) expect(existsSync(source), source).toBe(true);
    expect(existsSync(`${main}.map`)).toBe(true);
  });

  it('loads the spreadsheet, CSV, GB18030 and worker-pool libraries with their first use, not at start', () => {
    // What a start evaluates: main.js, the app chunk it imports while the database opens, and their static imports.
    const text = (file) => readFileSync(join(outdir, file), 'utf8');
    // What a file imports statically (`import … from "x"`, `import "x"`; not `import("x")`), minified or not.
    const importsOf = (file) =>
      [...text(file).matchAll(/(?:^|;)\s*import\s*(?:[^;()'"]*?from\s*)?["']([^"']+)["']/gm)].map((m) => m[1]);
    const staticImports = (file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('./'))
        .map((spec) => spec.slice(2));
    const atStart = new Set();
    const visit = (file) => {
      if (atStart.has(file)) return;
      atStart.add(file);
      staticImports(file).forEach(visit);
    };
    visit('main.js');
    jsFiles()
      .filter((file) => /^app-[\w-]+\.js$/.test(file))
      .forEach(visit);
    expect(atStart.size).toBeGreaterThan(2);
    // Each is needed by one console or buyer upload, and costs every start its compiling (iconv-lite alone ~0.5 MB).
    for (const lib of ['exceljs', 'csv-parse', 'iconv-lite']) {
      // The chunk holding a library names its files among its source map's sources.
      const withLib = jsFiles().filter((file) => text(`${file}.map`).includes(`node_modules/${lib}/`));
      expect(withLib.length, lib).toBeGreaterThan(0);
      for (const file of withLib) expect(atStart.has(file), `${lib} in ${file}`).toBe(false);
    }
    // piscina stays outside the bundle (EXTERNAL): imported when first needed, never statically at start.
    expect(jsFiles().some((file) => text(file).includes('import("piscina")'))).toBe(true);
    for (const file of atStart) expect(importsOf(file), file).not.toContain('piscina');
    // The S3 client likewise: only a store with STORAGE=s3 loads it (lib/storage.ts imports storage-s3.ts lazily).
    expect(jsFiles().some((file) => text(file).includes('from"@aws-sdk/client-s3"'))).toBe(true);
    for (const file of atStart) expect(importsOf(file), file).not.toContain('@aws-sdk/client-s3');
  });
});
