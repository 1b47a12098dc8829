/**
 * The session cookie a login answers, as a `cookie` header: POST `route` with `body` (the buyer's
 * /api/user/login or the console's /api/admin/auth/login), and a login the store refuses throws.
 */
export async function cookieOf(base: string, route: string, body: object): Promise<string> {
  const res = await fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string };
  if (envelope.code !== 10000) throw new Error(`${route}: ${envelope.code} ${envelope.msg}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
