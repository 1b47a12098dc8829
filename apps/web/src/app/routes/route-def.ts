/**
 * The route table's vocabulary (spec §2): a page with its name, title and layout flags, a redirect, or a
 * group of child paths; routes.tsx turns the areas' lists into react-router routes.
 */
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { LayoutFlags } from '../../routing/route-handle.ts';

/** A lazy-loaded page, so a page downloads only its own code. */
export type Lazy = () => Promise<{ Component: ComponentType }>;

export type PageDef = {
  path?: string;
  index?: true;
  name: string;
  title: string;
  flags?: Partial<LayoutFlags>;
  page: Lazy;
  alias?: string[];
  loader?: (args: LoaderFunctionArgs) => unknown;
  /** Rendered on the server too (catalogue pages; ADR 008). */
  ssr?: true;
  /**
   * false: the page uses no antd component, so it is not wrapped in the store's antd scope and its code brings
   * none of antd (lib/antd-scope; app/page-imports.test.ts keeps it so).
   */
  antd?: false;
};
export type RedirectDef = { path?: string; index?: true; redirect: (args: LoaderFunctionArgs) => string };
export type GroupDef = { path: string; children: RouteDef[] };
export type RouteDef = PageDef | RedirectDef | GroupDef;

export const to = (path: string) => () => path;
/** Redirect that keeps the query (`/help/xrzn?id=5` → `/help/xrzn/hyzc?id=5`). */
export const withQuery =
  (path: string) =>
  ({ request }: LoaderFunctionArgs) =>
    path + new URL(request.url).search;

export const LOGIN_STYLE: Partial<LayoutFlags> = {
  header: false,
  loginHeader: true,
  footerStyle: 'simple',
  sidebar: false,
  nav: false,
};
export const BARE: Partial<LayoutFlags> = { header: false, footer: false, sidebar: false, nav: false };
