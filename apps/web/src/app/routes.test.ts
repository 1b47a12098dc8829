import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteHandle } from '../routing/route-handle.ts';
import { pageRoutes, routeNames } from './routes.tsx';
import { paths } from '../routing/paths.ts';

const root: RouteObject[] = [{ path: '/', children: pageRoutes }];

function leaf(path: string) {
  const matches = matchRoutes(root, path) ?? [];
  const last = matches[matches.length - 1];
  return { route: last?.route, params: last?.params ?? {} };
}

const handleOf = (path: string) => leaf(path).route?.handle as RouteHandle | undefined;

async function redirectOf(url: string): Promise<string | null> {
  const { route, params } = leaf(new URL(url, 'http://shop.test').pathname);
  if (typeof route?.loader !== 'function') return null;
  const args = {
    params,
    request: new Request(new URL(url, 'http://shop.test')),
    context: {},
  } as unknown as LoaderFunctionArgs;
  const result = await route.loader(args);
  return result instanceof Response ? result.headers.get('location') : null;
}

describe('route table', () => {
  it('names each route once', () => {
    const names = routeNames();
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['/', 'index'],
    ['/404', '404'],
    ['/noActivity', 'noActivity'],
    ['/login', 'login'],
    ['/loading', 'loading'],
    ['/loading/activity', 'loading_activity'],
    ['/list/other/3', 'list_other'],
    ['/list/other/3/感冒药', 'list_other'],
    ['/list', 'list_index'],
    ['/list/table', 'list_table'],
    ['/list/no_image', 'list_no_image'],
    ['/list/info/12', 'list_info'],
    ['/search', 'search_index'],
    ['/search/table', 'search_table'],
    ['/cart', 'cart_step1'],
    ['/cart/step3/88', 'cart_step3'],
    ['/user', 'user_hyzx'],
    ['/user_hyzx', 'user_hyzx'],
    ['/yegl', 'wdqb_yegl'],
    ['/jfgl', 'wdqb_jfgl'],
    ['/yhq', 'wdqb_yhq'],
    ['/xjq', 'wdqb_xjq'],
    ['/ppzq', 'ppzq_index'],
    ['/ppzq/2', 'ppzq_index'],
    ['/ppzq_index/2', 'ppzq_index'],
    ['/ppzq/info/5/2', 'ppzq_info'],
    ['/kxzq/goods/abc', 'kxzq_goods'],
    ['/Hdzx/1,2', 'hdzx'],
    ['/yjh', 'yjh'],
    ['/news/info/3/hy', 'news_info'],
    ['/welfare', 'welfare'],
  ])('%s is the route %s', (path, name) => {
    expect(handleOf(path)?.name).toBe(name);
  });

  it.each([
    ['/activity', '/loading/activity'],
    ['/activity/yjh/3', '/loading/activity?url=yjh&url1=3'],
    ['/order/wl/7', '/order/info/7'],
    ['/register', '/register_index'],
    ['/register_index', '/register/step1'],
    ['/register_dd', '/register/dd/step1'],
    ['/forget', '/forget/step1'],
    ['/zhzx', '/basic'],
    ['/help/xrzn?id=5', '/help/xrzn/hyzc?id=5'],
    ['/no/such/page', '/404'],
    ['/cartt', '/404'],
    ['/loading/activity?url=mrtj', '/mrtj'],
    ['/loading/activity?url=no-such-activity', '/noActivity'],
    ['/loading/activity?url=loading&url1=activity', '/noActivity'],
    ['/loading/activity', '/noActivity'],
  ])('%s redirects to %s', async (from, to) => {
    expect(await redirectOf(from)).toBe(to);
  });

  describe('a link to one of our activities asks the server for its state', () => {
    afterEach(() => vi.unstubAllGlobals());
    const answer = (data: object) =>
      vi.fn(async (url: string) => {
        expect(url).toContain('/api/activity/link?ids=');
        return new Response(JSON.stringify({ code: 10000, msg: 'success', data }), {
          headers: { 'content-type': 'application/json' },
        });
      });

    it.each([
      ['/loading/activity?url=yjh&url1=3', { state: 'running', id: 3, starts_at: null }, '/yjh/3'],
      ['/loading/activity?id=3', { state: 'running', id: 3, starts_at: null }, '/yjh/3'],
      ['/loading/activity?url=Hdzx&url1=1,2,3&url2=2', { state: 'running', id: 2, starts_at: null }, '/Hdzx/1,2,3/2'],
      ['/loading/activity?url=yjh&url1=3', { state: 'ended', id: null, starts_at: null }, '/noActivity'],
      ['/loading/activity?url=yjh&url1=3', { state: 'missing', id: null, starts_at: null }, '/noActivity'],
    ])('%s answered %j goes to %s', async (from, data, to) => {
      const fetch = answer(data);
      vi.stubGlobal('fetch', fetch);
      expect(await redirectOf(from)).toBe(to);
      expect(fetch).toHaveBeenCalledOnce();
    });

    it('stays on the loading page for an activity not started yet, with its start', async () => {
      vi.stubGlobal('fetch', answer({ state: 'not_started', id: 3, starts_at: 1_900_000_000 }));
      const { route, params } = leaf('/loading/activity');
      const request = new Request('http://shop.test/loading/activity?url=yjh&url1=3');
      const result = await (route!.loader as (a: LoaderFunctionArgs) => unknown)({
        params,
        request,
        context: {},
      } as unknown as LoaderFunctionArgs);
      expect(result).toEqual({ kind: 'not_started', starts_at: 1_900_000_000 });
    });

    it('sends a link without an id to /noActivity without asking', async () => {
      const fetch = answer({});
      vi.stubGlobal('fetch', fetch);
      expect(await redirectOf('/loading/activity?url=yjh')).toBe('/noActivity');
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  it('gives the login page the login-style header and no sidebar', () => {
    expect(handleOf('/login')?.flags).toMatchObject({
      header: false,
      loginHeader: true,
      sidebar: false,
      loadUser: false,
    });
    expect(handleOf('/register/dd/step2')?.flags).toMatchObject({ header: false, loginHeader: true });
  });

  it('keeps spec §3’s footer style and brand flag per route: simple footer under the login header, brand on the brand zone', () => {
    expect(handleOf('/login')?.flags.footerStyle).toBe('simple');
    expect(handleOf('/register/dd/step1')?.flags.footerStyle).toBe('simple');
    expect(handleOf('/')?.flags.footerStyle).toBe('full');
    for (const path of ['/ppzq', '/ppzq_index', '/ppzq_index/2', '/ppzq/info/3'])
      expect(handleOf(path)?.flags.brand, path).toBe(true);
    for (const path of ['/', '/jmzq', '/list']) expect(handleOf(path)?.flags.brand, path).toBe(false);
  });

  it('hides the search box on cart steps 2 and 3 only', () => {
    expect(handleOf('/cart')?.flags.search).toBe(true);
    expect(handleOf('/cart/step2')?.flags.search).toBe(false);
    expect(handleOf('/cart/step3/1')?.flags.search).toBe(false);
    expect(handleOf('/cart/step4')?.flags.search).toBe(true);
  });

  it('shows the preferred rules bare and the home page with its category menu open', () => {
    expect(handleOf('/yx/rule')?.flags).toMatchObject({ header: false, footer: false, sidebar: false });
    expect(handleOf('/')?.flags).toMatchObject({ header: true, categoryMenu: true, nav: true });
  });

  it('does not load user base info on member centre, login and bind WeChat', () => {
    const skipping = ['/user_hyzx', '/login', '/bdwx'].map((p) => handleOf(p)?.flags.loadUser);
    expect(skipping).toEqual([false, false, false]);
    expect(handleOf('/order')?.flags.loadUser).toBe(true);
  });

  it('lazy-loads every page', () => {
    const walk = (routes: RouteObject[]): RouteObject[] => routes.flatMap((r) => [r, ...walk(r.children ?? [])]);
    for (const route of walk(pageRoutes)) {
      if (route.handle) expect(typeof route.lazy, String((route.handle as RouteHandle).name)).toBe('function');
    }
  });
});

describe('paths the code links to', () => {
  const built = [
    paths.goods(7),
    paths.category(3, '感冒用药'),
    paths.order(7),
    paths.payOrder(7),
    paths.brand(2),
    paths.brandsPage(2),
    paths.news(3, 'hy'),
    paths.loginThen('/cart?x=1'),
    paths.searchFor('感冒灵', 0),
    paths.categoryGoods(3),
    paths.helpArticle(5),
    paths.ordersIn(1),
    paths.returnRequest(7),
    paths.afterSalesRequest(7),
    paths.purchaseRequest(7, 2),
    paths.confirmLines([1, 2]),
    paths.paidOrder(7),
    paths.transferOrder(7),
  ];
  const fixed = Object.values(paths).flatMap((p) => (typeof p === 'string' ? [p] : []));

  it.each([...fixed, ...built])('%s is a page of the route table, or redirects to one', async (path) => {
    let target = path;
    for (let hops = 0, next = await redirectOf(target); next && hops < 3; hops++, next = await redirectOf(target)) {
      target = next;
    }
    const name = handleOf(new URL(target, 'http://shop.test').pathname)?.name;
    expect(name, `${path} → ${target}`).toBeTruthy();
    expect(name).not.toBe('404');
  });
});
