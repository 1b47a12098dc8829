// What the tests of whyBuildAdmin, whyBuildWeb and whyBuildServer share: a throwaway repo tree whose
// files get chosen mtimes, and the two cases every build output must pass. Not named *.test.mjs, so
// vitest's unit project (scripts/**/*.test.mjs) does not collect it on its own.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

export const BUILT_AT = new Date('2026-01-01T10:00:00Z');
export const before = new Date(BUILT_AT.getTime() - 60_000);
export const after = new Date(BUILT_AT.getTime() + 60_000);

/**
 * A describe block over a fresh temp repo holding `sources` (all older than the build), with the cases
 * "never built" and "every source older", then the caller's own. `cases` gets the tree: `file(path, time)`
 * writes an empty file with that mtime, `built()` writes the output at BUILT_AT, and `expectStaleBecause(path)`
 * makes `path` newer than the build, expects `why` to name it, and makes it older again.
 */
export function describeStaleBuild(title, { why, output, name, sources }, cases) {
  describe(title, () => {
    let root;
    const file = (path, time) => {
      const full = join(root, path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, '');
      utimesSync(full, time, time);
    };
    const tree = {
      file,
      why: () => why(root),
      built: () => file(output, BUILT_AT),
      expectStaleBecause: (path) => {
        file(path, after);
        expect(why(root)).toBe(`${path} is newer than ${name}`);
        file(path, before);
      },
    };

    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'stale-build-'));
      for (const path of sources) file(path, before);
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it(`builds when ${name} was never built`, () => {
      expect(why(root)).toBe(`${name} is missing`);
    });

    it('does not build when every source is older than the build', () => {
      tree.built();
      expect(why(root)).toBeUndefined();
    });

    cases(tree);
  });
}
