import { beforeEach, describe, expect, it } from 'vitest';
import type { HelpArticle } from '@store/shared/api/articles';
import { cachedArticle, keepArticle } from './help-cache.ts';

const article = (version: number): HelpArticle => ({
  id: 5,
  title: '企业资质',
  content: '<p>证照</p>',
  key: 'wzzz',
  version,
  category_id: 4,
  category_name: '服务保障',
  updated_at: 1_790_000_000,
});

/** The unit project runs in node: a Storage-like map stands in for the browser's local storage. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  clear = () => this.items.clear();
}

describe('help articles kept in local storage', () => {
  beforeEach(() => {
    globalThis.localStorage = new MemoryStorage() as unknown as Storage;
  });

  it('answers the kept copy only while the menu lists the same version', () => {
    expect(cachedArticle(5, 1)).toBeUndefined();
    keepArticle(article(1));
    expect(cachedArticle(5, 1)?.content).toBe('<p>证照</p>');
    expect(cachedArticle(5, 2)).toBeUndefined();
    keepArticle(article(2));
    expect(cachedArticle(5, 2)?.version).toBe(2);
  });

  it('survives a damaged entry', () => {
    localStorage.setItem('help_articles', '{not json');
    expect(cachedArticle(5, 1)).toBeUndefined();
    keepArticle(article(1));
    expect(cachedArticle(5, 1)).toBeDefined();
  });
});
