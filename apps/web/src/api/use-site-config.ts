import type { SiteConfig } from '@store/shared/api/site';
import { api, baseHostFor } from './client.ts';
import { paths } from '../routing/paths.ts';

/** Used only when neither the page nor the server gave a configuration (the store still renders). */
const FALLBACK: SiteConfig = {
  site_title: '医药采购商城',
  main_site_url: paths.home,
  hot_line: '',
  company_name: '',
  icp: '',
  licences: [],
  registration: '',
  address: '',
  controlled_drugs_statement: '',
  app_download_url: '',
  wechat_qr_text: '',
  quality_inspection_url: '',
  api_hosts: {},
  activity_hosts: {},
  chat_url: '',
  chat_hosts: {},
};

let current: SiteConfig = FALLBACK;

/** The server injects the configuration as a JSON block; `vite dev` has none, so it is fetched once. */
function readInjected(): SiteConfig | null {
  const text = document.getElementById('site-config')?.textContent;
  if (!text) return null;
  try {
    // The server built this block from its validated configuration; zod stays out of the bundle.
    const parsed = JSON.parse(text) as SiteConfig;
    return parsed && typeof parsed.site_title === 'string' ? { ...FALLBACK, ...parsed } : null;
  } catch {
    return null;
  }
}

/** Called once before the first render: the API hosts must be known before any other call. */
export async function loadSiteConfig(): Promise<SiteConfig> {
  const injected = readInjected();
  if (injected) {
    current = injected;
  } else {
    current = await api.get<SiteConfig>('/api/global/site', { silent: true }).catch(() => FALLBACK);
  }
  api.setApiHosts(current.api_hosts);
  api.setActivityHosts(current.activity_hosts);
  return current;
}

export const getSiteConfig = (): SiteConfig => current;

/** The server renderer's configuration: the same for every page it renders. */
export function setSiteConfig(site: SiteConfig): void {
  current = { ...FALLBACK, ...site };
}

/** Spec §1: the chat page of this site host (`chat_hosts`), else the one configured for every host. */
export function chatUrlFor(site: SiteConfig, here: { host: string; hostname: string }): string {
  return baseHostFor(site.chat_hosts, here.host, here.hostname) || site.chat_url;
}

/** The configuration never changes while the page lives, so this is a plain read. */
export const useSiteConfig = (): SiteConfig => current;
