/**
 * The contract between the server and the web app's server renderer (ADR 008): the server loads the
 * renderer's bundle and calls `render`; both sides read these types, so neither can drift from the other.
 */
import type { SiteConfig } from './api/site.ts';

/** What a rendered page says in its <head>: for buyers' tabs and for search engines. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL of the page without what does not change it (paging of a list stays). */
  canonical: string;
  /** schema.org data (a goods page's Product), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** The page's largest picture (a goods page's), fetched from the <head> before the page's scripts. */
  preloadImage?: ImagePreload;
};

/** A picture's preload: its address, and the srcset and sizes of its <img> when it has them. */
export type ImagePreload = { href: string; srcSet?: string; sizes?: string };

/** How the server answers one API call of the page being rendered (Fastify's inject, with the buyer's cookie). */
export type InProcessFetch = (url: string, init: RequestInit) => Promise<Response>;

export type RenderRequest = {
  /** Path and query of the page. */
  url: string;
  origin: string;
  /** A phone's User-Agent: the page is laid out for a phone before the browser measures its screen. */
  phone: boolean;
  fetch: InProcessFetch;
};

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** Not a page rendered on the server (cart, orders, account): the browser renders it. */
  | { kind: 'client' }
  | {
      kind: 'page';
      status: number;
      head: PageHead;
      /** antd's styles for the components this page rendered, as <style> tags for the <head>. */
      styles: string;
      html: string;
      /** The answers and the phone guess handed to the browser (a JSON data block). */
      state: unknown;
      /** Server-Timing: how long the render took and how many passes it needed. */
      timing: { ms: number; passes: number };
    };

/** What the renderer's bundle exports. */
export type Renderer = {
  RENDERED_FEATURES: string[];
  configure: (site: SiteConfig) => void;
  render: (request: RenderRequest) => Promise<RenderResult>;
};
