import { QueryClient } from '@tanstack/react-query';
import { Code } from '@store/shared/codes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverListQuery } from './use-server-list.ts';

const answer = { data: [{ id: 7, name: '阿莫西林胶囊' }], total: 41, page: 3, page_size: 20 };

function stubServer() {
  const fetch = vi.fn<(url: string) => Promise<Response>>(async () =>
    Response.json({ code: Code.SUCCESS, msg: 'ok', data: answer }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('a console list read one page at a time', () => {
  it('asks the list API for the filters, the page and 20 rows a page', async () => {
    const fetch = stubServer();
    const client = new QueryClient();
    const page = await client.fetchQuery(
      serverListQuery(['admin', 'mall', 'goods'], '/api/admin/mall/goods', { keywords: '胶囊', status: 1 }, 3),
    );
    expect(page).toEqual(answer);
    expect(fetch).toHaveBeenCalledOnce();
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://console.test');
    expect(url.pathname).toBe('/api/admin/mall/goods');
    expect(Object.fromEntries(url.searchParams)).toEqual({ keywords: '胶囊', status: '1', page: '3', page_size: '20' });
  });

  it('leaves a filter that is not set out of the address and takes the page size it is given', async () => {
    const fetch = stubServer();
    await new QueryClient().fetchQuery(
      serverListQuery(['admin', 'audit'], '/api/admin/audit', { action: undefined }, 1, { pageSize: 50 }),
    );
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/admin/audit?page=1&page_size=50');
  });

  it('is read again when a change invalidates the list key, whatever page and filters it was on', async () => {
    stubServer();
    const client = new QueryClient();
    const query = serverListQuery(['admin', 'coupons'], '/api/admin/coupons', { type: 3 }, 2);
    await client.fetchQuery(query);
    expect(client.getQueryState(query.queryKey)?.isInvalidated).toBe(false);
    await client.invalidateQueries({ queryKey: ['admin', 'coupons'] });
    expect(client.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
  });

  it('keys each page, filter set and page size apart', () => {
    const key = (filters: object, page: number, pageSize?: number) =>
      JSON.stringify(serverListQuery(['admin', 'ads'], '/api/admin/ads', filters, page, { pageSize }).queryKey);
    const keys = [key({}, 1), key({}, 2), key({ position: 'home' }, 1), key({}, 1, 50)];
    expect(new Set(keys).size).toBe(4);
  });

  it('waits while it is not enabled (a drawer with no row chosen yet)', () => {
    expect(serverListQuery(['admin', 'lottery'], '/api/admin/lottery/1/winners', {}, 1).enabled).toBe(true);
    expect(
      serverListQuery(['admin', 'lottery'], '/api/admin/lottery/1/winners', {}, 1, { enabled: false }).enabled,
    ).toBe(false);
  });
});
