import { z } from 'zod';

/**
 * GET /api/global/site — the public site configuration the shell renders (titles, footer licences,
 * hosts). It comes from the server's configuration so that one build serves every deployment.
 */
export const siteConfig = z.object({
  site_title: z.string(),
  main_site_url: z.string(),
  hot_line: z.string(),
  company_name: z.string(),
  icp: z.string(),
  licences: z.array(z.object({ name: z.string(), number: z.string() })),
  registration: z.string(),
  address: z.string(),
  controlled_drugs_statement: z.string(),
  app_download_url: z.string(),
  wechat_qr_text: z.string(),
  quality_inspection_url: z.string(),
  /** site host → API base host; absent host means same origin (spec §7). */
  api_hosts: z.record(z.string(), z.string()),
  /** site host → activity base host for the activity calls (spec §1); absent host means the API host. */
  activity_hosts: z.record(z.string(), z.string()),
  chat_url: z.string(),
  /** site host → chat page URL (spec §1); absent host means chat_url. */
  chat_hosts: z.record(z.string(), z.string()),
});
export type SiteConfig = z.infer<typeof siteConfig>;
