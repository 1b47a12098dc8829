import { expect, it } from 'vitest';
import { whyBuildAdmin } from './admin-build.mjs';
import { after, describeStaleBuild } from './stale-build-cases.mjs';

describeStaleBuild(
  'npm start builds the operator console only when it is stale',
  {
    why: whyBuildAdmin,
    output: 'apps/admin/dist/index.html',
    name: 'apps/admin/dist',
    sources: ['apps/admin/src/app/shell.tsx', 'apps/admin/index.html', 'packages/shared/src/api/staff.ts'],
  },
  ({ file, why, built, expectStaleBecause }) => {
    it('builds after a pull changed a console screen or a shared schema, naming the file', () => {
      built();
      for (const path of ['apps/admin/src/app/shell.tsx', 'packages/shared/src/api/staff.ts']) expectStaleBecause(path);
    });

    it('is not rebuilt by a change to the store app alone', () => {
      built();
      file('apps/web/src/main.tsx', after);
      expect(why()).toBeUndefined();
    });
  },
);
