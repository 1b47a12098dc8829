import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { whyBuildAdmin } from './admin-build.mjs';

describe('npm start builds the operator console only when it is stale', () => {
  let root;
  const BUILT_AT = new Date('2026-01-01T10:00:00Z');
  const before = new Date(BUILT_AT.getTime() - 60_000);
  const after = new Date(BUILT_AT.getTime() + 60_000);
  const file = (path, time) => {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, time, time);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'admin-build-'));
    file('apps/admin/src/app/shell.tsx', before);
    file('apps/admin/index.html', before);
    file('packages/shared/src/api/staff.ts', before);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when apps/admin/dist was never built', () => {
    expect(whyBuildAdmin(root)).toBe('apps/admin/dist is missing');
  });

  it('does not build when every source is older than the build', () => {
    file('apps/admin/dist/index.html', BUILT_AT);
    expect(whyBuildAdmin(root)).toBeUndefined();
  });

  it('builds after a pull changed a console screen or a shared schema, naming the file', () => {
    file('apps/admin/dist/index.html', BUILT_AT);
    file('packages/shared/src/api/staff.ts', after);
    expect(whyBuildAdmin(root)).toBe('packages/shared/src/api/staff.ts is newer than apps/admin/dist');
  });

  it('is not rebuilt by a change to the store app alone', () => {
    file('apps/admin/dist/index.html', BUILT_AT);
    file('apps/web/src/main.tsx', after);
    expect(whyBuildAdmin(root)).toBeUndefined();
  });
});
