import { ensurePgliteTemplateFile, ensurePgTemplate } from './template.ts';

/**
 * Vitest's global setup for the API project (vitest.config.ts): the seeded template is built here, once,
 * before any worker starts. Workers only copy it; when they built it themselves, the two workers of a clean
 * 2-core machine built it at the same time (~30 s each) before either ran a test.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) await ensurePgTemplate(process.env.DATABASE_URL);
  else await ensurePgliteTemplateFile();
}
