import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';

/**
 * A local server standing in for a *.tencentcloudapi.com host, for the adapters built on Tencent's SDK
 * (SMS, captcha): the request keeps Tencent's host name (it is part of what is signed) and only the
 * connection is pointed at 127.0.0.1. `expectedAuthorization` recomputes the signature from Tencent's
 * published TC3-HMAC-SHA256 steps (签名方法 v3).
 */
export type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** TC3-HMAC-SHA256 as Tencent's API documentation describes it, from the received request. */
export function expectedAuthorization(request: Received, secretId: string, secretKey: string): string {
  const signedHeaders = ['content-type', 'host'];
  const host = String(request.headers.host).split(':')[0];
  const canonicalHeaders = `content-type:${String(request.headers['content-type']).toLowerCase()}\nhost:${host}\n`;
  const [path, query = ''] = request.url.split('?');
  const canonicalRequest = [
    request.method,
    path,
    query,
    canonicalHeaders,
    signedHeaders.join(';'),
    sha256hex(request.body),
  ].join('\n');
  const timestamp = Number(request.headers['x-tc-timestamp']);
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const service = host!.split('.')[0];
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', timestamp, scope, sha256hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, date), service!), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}`;
}

/** The stand-in: keeps what it received and answers `answer` (set per test). */
export async function startTencentStandIn() {
  const stand = {
    received: [] as Received[],
    answer: { status: 200, body: {} as unknown },
    port: 0,
    /** An agent whose every connection, whatever host the SDK names, lands on the stand-in. */
    agent(): http.Agent {
      const agent = new http.Agent();
      (agent as unknown as { createConnection: () => net.Socket }).createConnection = () =>
        net.connect(stand.port, '127.0.0.1');
      return agent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      stand.received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      response
        .writeHead(stand.answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(stand.answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stand.port = (server.address() as net.AddressInfo).port;
  return stand;
}
