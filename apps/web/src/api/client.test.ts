import { afterEach, describe, expect, it, vi } from 'vitest';
import qs from 'qs';
import { Msg } from '@store/shared/codes';
import { ApiError, baseHostFor, createApiClient, formEncode, normalisePath, type UiEffects } from './client.ts';

type Call = { url: string; init: RequestInit };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that answers each call with `answer(url)`, and never answers when `answer` returns null. */
function fakeFetch(
  answer: (url: string) => Response | null = () => jsonResponse(200, { code: 10000, msg: 'success', data: 'ok' }),
) {
  const calls: Call[] = [];
  const fn = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const response = answer(url);
    if (response) return Promise.resolve(response);
    return new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

function setup(answer?: (url: string) => Response | null, where = { pathname: '/list', search: '?id=3' }) {
  const effects: UiEffects = { toast: vi.fn(), alert: vi.fn(), timeoutDialog: vi.fn(), navigate: vi.fn() };
  const fetch = fakeFetch(answer);
  const client = createApiClient({
    fetch: fetch.fn,
    effects,
    apiHosts: { 'shop.example.com': 'https://api.example.com/' },
    location: () => ({ host: 'localhost:8080', hostname: 'localhost', ...where }),
  });
  return { client, effects, calls: fetch.calls };
}

const envelope = (code: number, msg = '', extra: Record<string, unknown> = {}) => ({ code, msg, data: null, ...extra });

afterEach(() => {
  vi.useRealTimers();
});

describe('success branch', () => {
  it.each([10000, 200, 201])('code %i resolves with data', async (code) => {
    const { client, effects } = setup(() => jsonResponse(200, { code, msg: 'success', data: { total: 3 } }));
    await expect(client.get('/api/cart/total')).resolves.toEqual({ total: 3 });
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.alert).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('sends cookies and no CSRF header on a GET, query encoded', async () => {
    const { client, calls } = setup();
    await client.get('api/goods/search', { query: { keywords: '感冒', type: 0 } });
    expect(calls[0]!.url).toBe(`/api/goods/search?keywords=${encodeURIComponent('感冒')}&type=0`);
    expect(calls[0]!.init.credentials).toBe('include');
    expect((calls[0]!.init.headers as Record<string, string>)['x-requested-with']).toBeUndefined();
  });
});

describe('error catalogue (spec §8)', () => {
  it('10001 sends the buyer to login with a way back', async () => {
    const { client, effects } = setup(() => jsonResponse(200, envelope(10001, '请先登录')));
    await expect(client.get('/api/user/zizhi')).rejects.toBeInstanceOf(ApiError);
    expect(effects.navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/list?id=3')}`);
  });

  it('HTTP 401 sends the buyer to login even with another code', async () => {
    const { client, effects } = setup(() => jsonResponse(401, envelope(403, '无权限')));
    await expect(client.get('/api/user/zizhi')).rejects.toThrow();
    expect(effects.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect=/));
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('459 toasts the message and goes to the contract page', async () => {
    const { client, effects } = setup(() => jsonResponse(400, envelope(459, '请先签署年度采购协议')));
    await expect(client.post('/api/cart/checkout', { ids: [1] })).rejects.toThrow();
    expect(effects.toast).toHaveBeenCalledWith('info', '请先签署年度采购协议');
    expect(effects.navigate).toHaveBeenCalledWith('/dzht');
  });

  it('422 toasts only the first field’s first message as an error', async () => {
    const body = envelope(422, '手机号格式不正确', {
      errors: { mobile: ['手机号格式不正确', '手机号不能为空'], name: ['名称不能为空'] },
    });
    const { client, effects } = setup(() => jsonResponse(422, body));
    await expect(client.post('/api/user/feedback', { mobile: '1' })).rejects.toThrow();
    expect(effects.toast).toHaveBeenCalledTimes(1);
    expect(effects.toast).toHaveBeenCalledWith('error', '手机号格式不正确');
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('422 on a field the calling form has goes under that field instead of a toast', async () => {
    const body = envelope(422, '充值金额不能少于1元', { errors: { amount: ['充值金额不能少于1元'] } });
    const { client, effects } = setup(() => jsonResponse(422, body));
    const show = vi.fn();
    await expect(
      client.post('/api/cash_coupon/userRechargeTf', { amount: '0.5' }, { fieldErrors: { fields: ['amount'], show } }),
    ).rejects.toMatchObject({ code: 422 });
    expect(show).toHaveBeenCalledWith({ amount: ['充值金额不能少于1元'] });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('422 naming no field of the calling form is still toasted', async () => {
    const body = envelope(422, '名称不能为空', { errors: { name: ['名称不能为空'] } });
    const { client, effects } = setup(() => jsonResponse(422, body));
    const show = vi.fn();
    await expect(
      client.post('/api/cash_coupon/userRechargeTf', { amount: '5' }, { fieldErrors: { fields: ['amount'], show } }),
    ).rejects.toThrow();
    expect(show).not.toHaveBeenCalled();
    expect(effects.toast).toHaveBeenCalledWith('error', '名称不能为空');
  });

  it.each([403, 404, 429, 601, 700])('code %i alerts the server message', async (code) => {
    const { client, effects } = setup(() => jsonResponse(400, envelope(code, `拒绝${code}`)));
    const error = await client.post('/api/cart/copy', { ids: [1] }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(code);
    expect(effects.alert).toHaveBeenCalledWith(`拒绝${code}`);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it.each([403, 601])('code %i runs the caller’s own handler instead of the alert', async (code) => {
    const { client, effects } = setup(() => jsonResponse(400, envelope(code, '库存不足')));
    const onBusinessError = vi.fn();
    await expect(client.post('/api/cart/copy', { ids: [1] }, { onBusinessError })).rejects.toThrow();
    expect(onBusinessError).toHaveBeenCalledWith(expect.objectContaining({ code, msg: '库存不足' }));
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it.each([500, 502, 599])('code %i toasts the system-busy text, whatever the server said', async (code) => {
    const { client, effects } = setup(() => jsonResponse(code, envelope(code, 'stack trace')));
    await expect(client.get('/api/cart/list')).rejects.toThrow();
    expect(effects.toast).toHaveBeenCalledWith('error', '系统繁忙，请稍候再试');
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('a non-JSON 502 page is read by its status', async () => {
    const { client, effects } = setup(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(client.get('/api/cart/list')).rejects.toThrow();
    expect(effects.toast).toHaveBeenCalledWith('error', Msg.SERVER_BUSY);
  });

  it('silent calls show nothing and do not redirect, even when anonymous', async () => {
    const { client, effects } = setup(() => jsonResponse(401, envelope(10001, '请先登录')));
    await expect(client.get('/api/user/base', { silent: true })).rejects.toMatchObject({ code: 10001 });
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.alert).not.toHaveBeenCalled();
  });
});

describe('timeout', () => {
  it('after 30 s shows the refresh dialog and rejects', async () => {
    vi.useFakeTimers();
    const { client, effects } = setup(() => null);
    const result = client.get('/api/focus/common').catch((e: ApiError) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(effects.timeoutDialog).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.timeoutDialog).toHaveBeenCalledTimes(1);
    expect(await result).toMatchObject({ kind: 'timeout' });
  });

  it('a fetch that ignores the abort signal still times out', async () => {
    vi.useFakeTimers();
    const effects: UiEffects = { toast: vi.fn(), alert: vi.fn(), timeoutDialog: vi.fn(), navigate: vi.fn() };
    const client = createApiClient({ fetch: (() => new Promise(() => {})) as typeof fetch, effects });
    const result = client.get('/api/cart/total').catch((e: ApiError) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await result).toMatchObject({ kind: 'timeout' });
    expect(effects.timeoutDialog).toHaveBeenCalledTimes(1);
  });
});

describe('repeated calls to the same path', () => {
  it('cancel the earlier one, whatever the query or the spelling of the path', async () => {
    const { client, effects, calls } = setup((url) =>
      url.includes('page=1') ? null : jsonResponse(200, { code: 10000, msg: '', data: 2 }),
    );
    const first = client.get('api/user/coupon', { query: { page: 1 } }).catch((e: ApiError) => e);
    const second = client.get('/api/user/coupon', { query: { page: 2 } });
    expect(await first).toMatchObject({ kind: 'cancelled' });
    expect(calls[0]!.init.signal?.aborted).toBe(true);
    await expect(second).resolves.toBe(2);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('do not cancel calls to other paths', async () => {
    const { client, calls } = setup(() => null);
    void client.get('/api/cart/list').catch(() => {});
    void client.get('/api/cart/total').catch(() => {});
    expect(calls.map((c) => c.init.signal?.aborted)).toEqual([false, false]);
  });

  it.each(['/api/cart', 'api/favorite', '/api/favorite/cancel', '/api/activity/tap'])(
    'never cancel %s',
    async (path) => {
      const { client, calls } = setup(() => null);
      void client.post(path, { goods_ids: [1] }).catch(() => {});
      void client.post(path, { goods_ids: [2] }).catch(() => {});
      expect(calls).toHaveLength(2);
      expect(calls.map((c) => c.init.signal?.aborted)).toEqual([false, false]);
    },
  );

  it('a caller’s abort cancels silently', async () => {
    const { client, effects } = setup(() => null);
    const controller = new AbortController();
    const result = client.get('/api/goods/list', { signal: controller.signal }).catch((e: ApiError) => e);
    controller.abort();
    expect(await result).toMatchObject({ kind: 'cancelled' });
    expect(effects.toast).not.toHaveBeenCalled();
  });
});

describe('state-changing calls', () => {
  it('are form-encoded with indexed nested arrays and carry the CSRF header', async () => {
    const { client, calls } = setup();
    await client.post('/api/cart', {
      params: [
        { goods_id: 1, number: 2, price: 12.5 },
        { goods_id: 7, number: 1, price: 3 },
      ],
    });
    const init = calls[0]!.init;
    const headers = init.headers as Record<string, string>;
    expect(init.method).toBe('POST');
    expect(headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(init.body).toBe(
      'params[0][goods_id]=1&params[0][number]=2&params[0][price]=12.5&params[1][goods_id]=7&params[1][number]=1&params[1][price]=3',
    );
    expect(qs.parse(String(init.body))).toEqual({
      params: [
        { goods_id: '1', number: '2', price: '12.5' },
        { goods_id: '7', number: '1', price: '3' },
      ],
    });
  });

  it('encode Chinese values and plain id lists', () => {
    expect(formEncode({ ids: [3, 4], name: '感冒灵' })).toBe(`ids[0]=3&ids[1]=4&name=${encodeURIComponent('感冒灵')}`);
  });

  it('carry extra headers of the caller, such as the Idempotency-Key of an order submit', async () => {
    const { client, calls } = setup();
    await client.post('/api/order', { ids: [1] }, { headers: { 'Idempotency-Key': 'tok-1' } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('tok-1');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('DELETE carries the CSRF header too', async () => {
    const { client, calls } = setup();
    await client.delete('/api/user/logout');
    expect((calls[0]!.init.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
  });
});

describe('multipart uploads', () => {
  it('send the FormData as is with the CSRF header and no form content-type', async () => {
    const { client, calls } = setup();
    const form = new FormData();
    form.append('type', 'business_licence');
    await client.postMultipart('/api/user/zizhi', form);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.init.body).toBe(form);
    expect(headers['content-type']).toBeUndefined();
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('are not cancelled by a second upload to the same path', async () => {
    const { client, calls } = setup(() => null);
    void client.postMultipart('/api/user/zizhi', new FormData()).catch(() => {});
    void client.postMultipart('/api/user/zizhi', new FormData()).catch(() => {});
    expect(calls.map((c) => c.init.signal?.aborted)).toEqual([false, false]);
  });

  it('go through the error catalogue like any call', async () => {
    const { client, effects } = setup(() =>
      jsonResponse(422, { ...envelope(422, '请填写证照编号'), errors: { number: ['请填写证照编号'] } }),
    );
    await expect(client.postMultipart('/api/user/zizhi', new FormData())).rejects.toMatchObject({ code: 422 });
    expect(effects.toast).toHaveBeenCalledWith('error', '请填写证照编号');
  });
});

describe('base host', () => {
  it('is same-origin unless the site host is mapped', () => {
    expect(baseHostFor({}, 'localhost:8080', 'localhost')).toBe('');
    expect(
      baseHostFor({ 'shop.example.com': 'https://api.example.com/' }, 'shop.example.com', 'shop.example.com'),
    ).toBe('https://api.example.com');
    expect(
      baseHostFor({ 'shop.example.com:8443': 'https://a.example.com' }, 'shop.example.com:8443', 'shop.example.com'),
    ).toBe('https://a.example.com');
  });

  it('prefixes calls from a mapped site host', async () => {
    const calls: string[] = [];
    const client = createApiClient({
      fetch: ((url: string) => {
        calls.push(url);
        return Promise.resolve(jsonResponse(200, { code: 10000, msg: '', data: null }));
      }) as unknown as typeof fetch,
      apiHosts: { 'shop.example.com': 'https://api.example.com' },
      location: () => ({ host: 'shop.example.com', hostname: 'shop.example.com', pathname: '/', search: '' }),
    });
    await client.get('api/cart/total');
    expect(calls).toEqual(['https://api.example.com/api/cart/total']);
  });

  it('sends the activity calls to the activity host of the site host, else to its API host (spec §1)', async () => {
    const calls: string[] = [];
    const clientAt = (host: string) =>
      createApiClient({
        fetch: ((url: string) => {
          calls.push(url);
          return Promise.resolve(jsonResponse(200, { code: 10000, msg: '', data: null }));
        }) as unknown as typeof fetch,
        apiHosts: { 'shop.example.com': 'https://api.example.com', 'm.example.com': 'https://api-m.example.com' },
        activityHosts: { 'shop.example.com': 'https://act.example.com/' },
        location: () => ({ host, hostname: host, pathname: '/', search: '' }),
      });
    const shop = clientAt('shop.example.com');
    await shop.get('api/activity/link', { query: { ids: '3' } });
    await shop.post('/api/activity/tap', { id: 3 });
    await shop.get('api/activityx');
    await shop.get('api/cart/total');
    await clientAt('m.example.com').get('api/activity/link');
    await clientAt('localhost').get('api/activity/link');
    expect(calls).toEqual([
      'https://act.example.com/api/activity/link?ids=3',
      'https://act.example.com/api/activity/tap',
      'https://api.example.com/api/activityx',
      'https://api.example.com/api/cart/total',
      'https://api-m.example.com/api/activity/link',
      '/api/activity/link',
    ]);
  });

  it('normalises paths for comparison', () => {
    expect(normalisePath('api/cart/batch_delete')).toBe('/api/cart/batch_delete');
    expect(normalisePath('https://api.example.com/api/cart/?x=1')).toBe('/api/cart');
  });
});
