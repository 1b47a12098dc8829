import { z } from 'zod';
import { flag } from './envelope.ts';

/** A menu category (spec §3): id, name, logo, logo1, children. */
export type MenuCategory = { id: number; name: string; logo: string; logo1: string; children: MenuCategory[] };
export const menuCategory: z.ZodType<MenuCategory> = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), logo: z.string(), logo1: z.string(), children: z.array(menuCategory) }),
);

/** A nav item (spec §3): id, name, url, image, is_open, children. */
export type NavItem = { id: number; name: string; url: string; image: string; is_open: 0 | 1; children: NavItem[] };
export const navItem: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    url: z.string(),
    image: z.string(),
    is_open: flag,
    children: z.array(navItem),
  }),
);

export const hotWord = z.object({ id: z.number(), name: z.string() });
export const brand = z.object({ id: z.number(), name: z.string(), logo: z.string() });

/** GET /api/focus/common — everything the shell needs in one call. `timestamp` is 10-digit seconds. */
export const commonData = z.object({
  rnss: z.array(hotWord),
  nav: z.array(navItem),
  category: z.array(menuCategory),
  category_yx: z.array(menuCategory),
  category_zy: z.array(menuCategory),
  category_qx: z.array(menuCategory),
  brand: z.array(brand),
  timestamp: z.number().int(),
});
export type CommonData = z.infer<typeof commonData>;
