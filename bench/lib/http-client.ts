import http from 'node:http';
import zlib from 'node:zlib';

/**
 * A JSON client on node:http with keep-alive, for benches that play many clients from one process.
 * Node's fetch (undici) spent ~3× the CPU per request here (3,000 requests from 1,000 clients against a
 * bare route: 1.6–2.6 s against 0.4–0.8 s), and on two cores that CPU is taken from the store being
 * measured. It sends what fetch sends (accept, accept-encoding gzip/deflate), so the store does the same
 * work, compression included.
 */
export function jsonClient(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true });
  const send = (method: string, route: string, headers: Record<string, string>, body?: object) =>
    new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = http.request(
        baseUrl + route,
        {
          method,
          agent,
          headers: {
            accept: '*/*',
            'accept-encoding': 'gzip, deflate',
            ...headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (d: Buffer) => chunks.push(d));
          res.on('error', reject);
          res.on('end', () => {
            try {
              const raw = Buffer.concat(chunks);
              const encoding = res.headers['content-encoding'];
              const text = (
                encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'deflate' ? zlib.inflateSync(raw) : raw
              ).toString('utf8');
              resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}
