import type { SiteConfig } from '@store/shared/api/site';
import type { Config } from '../../config.ts';

/** The public part of the configuration: what the shell renders (titles, footer licences, hosts). */
export const siteConfigOf = (config: Config): SiteConfig => ({
  site_title: config.SITE_TITLE,
  main_site_url: config.MAIN_SITE_URL,
  hot_line: config.HOT_LINE,
  company_name: config.COMPANY_NAME,
  icp: config.ICP,
  licences: config.LICENCES.map(({ name, number }) => ({ name, number })),
  registration: config.COMPANY_REGISTRATION,
  address: config.COMPANY_ADDRESS,
  controlled_drugs_statement: config.CONTROLLED_DRUGS_STATEMENT,
  app_download_url: config.APP_DOWNLOAD_URL,
  wechat_qr_text: config.WECHAT_QR_TEXT,
  quality_inspection_url: config.QUALITY_INSPECTION_URL,
  api_hosts: config.API_HOSTS,
  activity_hosts: config.ACTIVITY_HOSTS,
  chat_url: config.CHAT_URL,
  chat_hosts: config.CHAT_HOSTS,
});
