import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('activity and chat hosts by site host, from configuration (spec §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      API_HOSTS: 'shop.example.com=https://api.example.com',
      ACTIVITY_HOSTS: 'shop.example.com=https://act.example.com;m.example.com:8443=https://act-m.example.com',
      CHAT_URL: 'https://chat.example.com/default',
      CHAT_HOSTS: 'shop.example.com=https://kefu.example.com/shop',
    });
  });
  afterAll(() => t.close());

  it('the site configuration gives the store each site host’s activity and chat host', async () => {
    const data = (await t.inject({ method: 'GET', url: '/api/global/site' })).json().data;
    expect(data.activity_hosts).toEqual({
      'shop.example.com': 'https://act.example.com',
      'm.example.com:8443': 'https://act-m.example.com',
    });
    expect(data.chat_hosts).toEqual({ 'shop.example.com': 'https://kefu.example.com/shop' });
    expect(data.chat_url).toBe('https://chat.example.com/default');
  });

  it('the page’s security policy lets it call the activity hosts and frame the chat hosts, and nothing else', async () => {
    const csp = String((await t.inject({ method: 'GET', url: '/api/global/site' })).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('connect-src')).toContain('https://act.example.com');
    expect(directive('connect-src')).toContain('https://act-m.example.com');
    expect(directive('frame-src')).toContain('https://kefu.example.com');
    expect(directive('frame-src')).toContain('https://chat.example.com');
    expect(directive('frame-src')).not.toContain('act.example.com');
  });

  it('without the settings there are none, and the store falls back to the API host and CHAT_URL', async () => {
    const plain = await createTestApp();
    try {
      const data = (await plain.inject({ method: 'GET', url: '/api/global/site' })).json().data;
      expect(data).toMatchObject({ activity_hosts: {}, chat_hosts: {} });
    } finally {
      await plain.close();
    }
  });
});
