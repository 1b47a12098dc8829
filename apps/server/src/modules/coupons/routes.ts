import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, pageOf } from '@store/shared/api/envelope';
import {
  availableCouponQuery,
  centrePage,
  centreQuery,
  couponOption,
  receiveAnswer,
  receiveBody,
  userCouponPage,
  userCouponQuery,
} from '@store/shared/api/coupons';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { availableCoupons, centre, myCoupons, receive } from './service.ts';

/** The buyer's coupons (/yhq), the coupons usable at checkout, and the coupon centre (/lqzx). */
export async function couponRoutes(app: FastifyInstance, { db, config }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['coupons'];
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/api/user/coupon',
    {
      ...guarded,
      schema: {
        tags,
        summary: '我的优惠券：按状态（0 未使用 1 已使用 2 已过期）和类型分页，附各状态张数',
        querystring: userCouponQuery,
        response: { 200: envelopeOf(userCouponPage) },
      },
    },
    async (request) => ok(await myCoupons(db, request.user.id, request.query)),
  );

  api.get(
    '/api/user/availableCoupon',
    {
      ...guarded,
      schema: {
        tags,
        summary: '结算可用的优惠券：按所选购物车行（ids，缺省为已勾选的行）判断，不可用的附原因',
        querystring: availableCouponQuery,
        response: { 200: envelopeOf(pageOf(couponOption)) },
      },
    },
    async (request) => ok(await availableCoupons(db, config, request.user.id, request.query)),
  );

  api.get(
    '/api/coupon/center',
    {
      schema: {
        tags,
        summary: '领券中心：可领取的优惠券、剩余数量与本人领取状态（游客也可查看，领取须登录）',
        querystring: centreQuery,
        response: { 200: envelopeOf(centrePage) },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      return ok(await centre(db, user?.id ?? null, request.query.page, request.query.page_size));
    },
  );

  api.post(
    '/api/coupon/receive',
    {
      ...guarded,
      schema: {
        tags,
        summary: '领取优惠券（每人限领、总量有限，并发安全）',
        body: receiveBody,
        response: { 200: envelopeOf(receiveAnswer) },
      },
    },
    async (request) => ok(await receive(db, request.user.id, request.body.id), '领取成功'),
  );
}
