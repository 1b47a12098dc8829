import type { HelpArticle } from '@store/shared/api/articles';

/**
 * Help articles kept in local storage (spec §3): a page opened again shows its article without a call,
 * and the help menu's version of each article says when the copy is stale and must be fetched again.
 */
const KEY = 'help_articles';
type Cache = Record<string, HelpArticle>;

function read(): Cache {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Cache) : {};
  } catch {
    // Storage disabled (privacy mode) or a damaged entry: no copy, the article is fetched.
    return {};
  }
}

/** The kept copy of an article if it is the version the menu lists. */
export function cachedArticle(id: number, version: number): HelpArticle | undefined {
  const article = read()[id];
  return article && article.version === version ? article : undefined;
}

export function keepArticle(article: HelpArticle): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), [article.id]: article }));
  } catch {
    // Full or disabled storage: the page still shows the fetched article.
  }
}
