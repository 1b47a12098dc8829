import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, hotWords, navItems } from '../../db/schema.ts';

export const categoryRows = (db: Db, trees: string[]) =>
  db
    .select({
      id: categories.id,
      tree: categories.tree,
      parentId: categories.parentId,
      name: categories.name,
      logo: categories.logo,
      logo1: categories.logo1,
    })
    .from(categories)
    .where(inArray(categories.tree, trees))
    .orderBy(asc(categories.sort), asc(categories.id));

export const navRows = (db: Db) =>
  db
    .select({
      id: navItems.id,
      parentId: navItems.parentId,
      name: navItems.name,
      url: navItems.url,
      image: navItems.image,
      isOpen: navItems.isOpen,
    })
    .from(navItems)
    .orderBy(asc(navItems.sort), asc(navItems.id));

export const hotWordRows = (db: Db) =>
  db.select({ id: hotWords.id, name: hotWords.name }).from(hotWords).orderBy(asc(hotWords.sort), asc(hotWords.id));

export const brandRows = (db: Db) =>
  db
    .select({ id: brands.id, name: brands.name, logo: brands.logo })
    .from(brands)
    .orderBy(asc(brands.sort), asc(brands.id));
