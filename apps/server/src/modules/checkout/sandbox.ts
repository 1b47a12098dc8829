import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { SandboxGateway } from '../../lib/payment-gateway.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FIELDS = ['out_trade_no', 'total_amount', 'subject', 'return_url'] as const;

/**
 * The sandbox gateway's own cashier: stands in for Alipay / WeChat Pay / UnionPay in development and
 * tests. It checks the store's signed request, shows the amount, and when the buyer pays it POSTs a
 * signed notification to the store's notify URL — through the app's HTTP stack, as a gateway would —
 * and then sends the browser back to the store.
 */
export async function sandboxGatewayRoutes(app: FastifyInstance, gateway: SandboxGateway): Promise<void> {
  const signedRequest = (query: Record<string, string>) => {
    const params = Object.fromEntries(FIELDS.map((k) => [k, String(query[k] ?? '')]));
    return gateway.signedParams({ ...params, sign: String(query.sign ?? '') }) && params.return_url.startsWith('/') ? params : null;
  };

  app.get('/api/pay/sandbox/cashier', { schema: { hide: true } }, async (request, reply) => {
    const params = signedRequest(request.query as Record<string, string>);
    if (!params) return reply.code(400).type('text/html; charset=utf-8').send('<!doctype html><meta charset="utf-8"><title>沙箱收银台</title><p>支付请求签名无效</p>');
    const hidden = [...FIELDS, 'sign'].map((k) => `<input type="hidden" name="${k}" value="${escape(k === 'sign' ? String((request.query as Record<string, string>).sign) : params[k])}">`).join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>沙箱收银台</title>
<body><h1>沙箱收银台</h1><p>这是开发用的模拟支付网关，不会产生真实扣款。</p>
<p>商品：<span data-testid="sandbox-subject">${escape(params.subject)}</span></p>
<p>金额：¥<strong data-testid="sandbox-amount">${escape(params.total_amount)}</strong></p>
<form method="post" action="/api/pay/sandbox/pay">${hidden}<button type="submit">确认支付</button></form>
<p><a href="${escape(params.return_url.replace('/cart/step4', '/cart/step3').replace('?id=', '/'))}">取消支付</a></p></body></html>`);
  });

  app.post('/api/pay/sandbox/pay', { schema: { hide: true } }, async (request, reply) => {
    const params = signedRequest(request.body as Record<string, string>);
    if (!params) return reply.code(400).type('text/html; charset=utf-8').send('<!doctype html><meta charset="utf-8"><p>支付请求签名无效</p>');
    const notification = gateway.notification(params.out_trade_no, params.total_amount, `SANDBOX${Date.now()}${randomBytes(4).toString('hex')}`);
    const res = await app.inject({ method: 'POST', url: `/api/pay/notify/${gateway.name}`, payload: notification });
    if (res.body !== gateway.ack) request.log.warn({ body: res.body }, 'sandbox notification not acknowledged');
    return reply.redirect(params.return_url, 303);
  });
}
