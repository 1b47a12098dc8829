/**
 * Browser-storage flags of the shell.
 * - The login flag (localStorage) tells other tabs and the next visit that this browser logged in;
 *   logout removes it before reloading (spec §4).
 * - The reload flag (sessionStorage) marks the one full page load after login, so every cached
 *   anonymous answer (prices hidden, empty cart) is dropped at once (spec §2): enterAfterLogin.
 * - The search keyword is kept for the session so the search box shows it again (spec §3).
 */
const LOGIN_FLAG = 'is_login';
const RELOAD_FLAG = 'reload_after_login';
const SEARCH_KEYWORD = 'search_keywords';

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Storage can be disabled (privacy mode); the shell works without it.
    return fallback;
  }
}

export const setLoginFlag = () => safely(() => localStorage.setItem(LOGIN_FLAG, '1'), undefined);
export const removeLoginFlag = () => safely(() => localStorage.removeItem(LOGIN_FLAG), undefined);

/**
 * After login: the flag is set and the target page is loaded in full at once — that load is the one reload
 * of spec §2. Reloading later, once the target had been shown from the login page's app (as it did), showed
 * the anonymous header for a second and sent a buyer who clicked meanwhile back to the target.
 */
export function enterAfterLogin(target: string): void {
  safely(() => sessionStorage.setItem(RELOAD_FLAG, '1'), undefined);
  window.location.replace(target);
}

/**
 * At start, before anything renders: a page loaded with the flag set is the reload after login; the flag
 * is cleared so later pages do not load again. True when it was set.
 */
export const consumeReloadFlag = (): boolean =>
  safely(() => {
    if (sessionStorage.getItem(RELOAD_FLAG) === null) return false;
    sessionStorage.removeItem(RELOAD_FLAG);
    return true;
  }, false);

export const saveSearchKeyword = (keyword: string) =>
  safely(() => sessionStorage.setItem(SEARCH_KEYWORD, keyword), undefined);
export const readSearchKeyword = (): string => safely(() => sessionStorage.getItem(SEARCH_KEYWORD) ?? '', '');
