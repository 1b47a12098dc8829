import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that answers as api.weixin.qq.com does (JSON with a text/plain content type): tests set
 * `answers` per path and read the `requests` the adapter made.
 */
export function wechatApiStandIn() {
  const requests: URL[] = [];
  const answers = new Map<string, unknown>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://wechat.test');
    requests.push(url);
    const answer = answers.get(url.pathname);
    if (answer === undefined) return response.writeHead(404).end('not found');
    response
      .writeHead(200, { 'content-type': 'text/plain' })
      .end(typeof answer === 'string' ? answer : JSON.stringify(answer));
  });
  return {
    requests,
    answers,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const TOKEN_ANSWER = {
  access_token: 'ACCESS_TOKEN_1',
  expires_in: 7200,
  refresh_token: 'REFRESH_1',
  openid: 'oWX_open_0001',
  scope: 'snsapi_login',
  unionid: 'oUNION_0001',
};
