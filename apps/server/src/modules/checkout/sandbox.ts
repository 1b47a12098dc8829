import type { FastifyInstance } from 'fastify';
import type { SandboxGateway } from '../../lib/payment/sandbox.ts';

const SIGNED_FIELDS = ['out_trade_no', 'total_amount', 'subject', 'return_url'];
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (body: string) =>
  `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="referrer" content="same-origin"><title>沙箱收银台</title><body>${body}</body></html>`;

/**
 * The sandbox gateway's own cashier: stands in for Alipay / WeChat Pay in development and tests (the
 * checkout routes register it for NODE_ENV development and test only). It checks the sandbox's signed
 * request, shows the amount, and when the buyer pays it POSTs the signed form-encoded notification to
 * the store's notify URL — through the app's HTTP stack, as a gateway would — and then sends the
 * browser back to the store. A trade the store closed (order cancelled, another gateway chosen) can
 * no longer be paid here.
 */
export async function sandboxGatewayRoutes(app: FastifyInstance, gateway: SandboxGateway): Promise<void> {
  // The page's referrer policy is same-origin: under the site-wide no-referrer a browser sends the form
  // with `Origin: null` and no Referer, and the CSRF guard refuses the payment (403).
  app.get('/api/pay/sandbox/cashier', { schema: { hide: true } }, async (request, reply) => {
    const cashier = gateway.cashierRequest(request.query as Record<string, unknown>);
    if (!cashier) return reply.code(400).type('text/html; charset=utf-8').send(page('<p>支付请求签名无效</p>'));
    const { trade, sign } = cashier;
    const back = trade.returnUrl.replace('/cart/step4', '/cart/step3').replace('?id=', '/');
    const query = request.query as Record<string, unknown>;
    const hidden = [...SIGNED_FIELDS.map((k) => [k, String(query[k])]), ['sign', sign]]
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escape(v!)}">`)
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      page(`<h1>沙箱收银台</h1><p>这是开发用的模拟支付网关，不会产生真实扣款。</p>
<p>商品：<span data-testid="sandbox-subject">${escape(trade.subject)}</span></p>
<p>金额：¥<strong data-testid="sandbox-amount">${(trade.amountFen / 100).toFixed(2)}</strong></p>
<form method="post" action="/api/pay/sandbox/pay">${hidden}<button type="submit">确认支付</button></form>
<p><a href="${escape(back)}">取消支付</a></p>`),
    );
  });

  app.post('/api/pay/sandbox/pay', { schema: { hide: true } }, async (request, reply) => {
    const cashier = gateway.cashierRequest((request.body ?? {}) as Record<string, unknown>);
    if (!cashier) return reply.code(400).type('text/html; charset=utf-8').send(page('<p>支付请求签名无效</p>'));
    let paid;
    try {
      paid = gateway.pay(cashier.trade.outTradeNo);
    } catch {
      return reply.code(409).type('text/html; charset=utf-8').send(page('<p>该交易已关闭，请返回商城重新发起支付</p>'));
    }
    const res = await app.inject({
      method: 'POST',
      url: paid.notifyUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: paid.rawBody,
    });
    if (res.body !== gateway.acknowledged.body)
      request.log.warn({ status: res.statusCode, body: res.body }, 'sandbox notification not acknowledged');
    return reply.redirect(paid.returnUrl, 303);
  });
}
