import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  checkoutBody,
  checkoutPreview,
  createdOrder,
  createOrderBody,
  idempotencyKey,
  payBody,
  payInfo as payInfoSchema,
  payResult,
} from '@store/shared/api/checkout';
import { OrderStatus } from '@store/shared/orders';
import { ok } from '../../lib/envelope.ts';
import { invalid } from '../../lib/errors.ts';
import { SandboxGateway } from '../../lib/payment/sandbox.ts';
import type { ModuleDeps } from '../deps.ts';
import { confirmTransfer, pay, payInfo } from './pay.ts';
import { placeOrder } from './place-order.ts';
import { checkoutPreview as preview } from './preview.ts';
import { sandboxGatewayRoutes } from './sandbox.ts';
import { actorOf } from '../../lib/audit.ts';

/** Checkout, placing orders and paying them; the gateway's notification; the operator's transfer receipt. */
export async function checkoutRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, config, gateways } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];
  const guarded = { onRequest: app.requireUser };

  api.post(
    '/api/cart/checkout',
    {
      ...guarded,
      schema: {
        tags,
        summary: '结算预览：服务器计算的商品金额、满减、优惠券、运费与应付金额',
        body: checkoutBody,
        response: { 200: envelopeOf(checkoutPreview) },
      },
    },
    async (request) => ok(await preview(db, config, await request.buyer(), request.body)),
  );

  api.post(
    '/api/order',
    {
      ...guarded,
      schema: {
        tags,
        summary: '提交订单（请求头 Idempotency-Key：结算预览的 token，重复提交返回同一订单）',
        body: createOrderBody,
        response: { 200: envelopeOf(createdOrder) },
      },
    },
    async (request) => {
      const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw invalid({ 'Idempotency-Key': ['幂等键格式不正确'] });
      return ok(await placeOrder(db, config, await request.buyer(), request.body, key.data), '订单提交成功');
    },
  );

  api.get(
    '/api/order/:id/pay',
    {
      ...guarded,
      schema: {
        tags,
        summary: '支付信息：应付金额、余额、对公账户与汇款附言',
        params: idParams,
        response: { 200: envelopeOf(payInfoSchema) },
      },
    },
    async (request) => ok(await payInfo(db, config, gateways, request.user.id, request.params.id)),
  );

  api.post(
    '/api/order/:id/pay',
    {
      ...guarded,
      schema: {
        tags,
        summary: '支付订单：余额 / 对公转账 / 在线支付（gateway：支付渠道，默认第一个）',
        params: idParams,
        body: payBody,
        response: { 200: envelopeOf(payResult) },
      },
    },
    async (request) => {
      const result = await pay(db, config, gateways, request.user.id, request.params.id, request.body);
      return ok(result, result.status === OrderStatus.PENDING_SHIPMENT ? '支付成功' : 'success');
    },
  );

  api.post(
    '/api/admin/order/:id/confirm_transfer',
    {
      config: { staff: 'payments.confirm' },
      schema: {
        tags: ['operator'],
        summary: '确认对公转账到账',
        params: idParams,
        response: { 200: envelopeOf(payResult) },
      },
    },
    async (request) => ok(await confirmTransfer(db, gateways, actorOf(request), request.params.id), '已确认收款'),
  );

  // The sandbox's cashier marks orders paid without money: it exists in development and tests only.
  const sandbox = gateways.get('sandbox');
  if (sandbox instanceof SandboxGateway && (config.NODE_ENV === 'development' || config.NODE_ENV === 'test'))
    await sandboxGatewayRoutes(app, sandbox);
}
