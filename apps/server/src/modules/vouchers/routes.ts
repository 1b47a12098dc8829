import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/api/envelope';
import {
  cashCouponLogPage,
  cashCouponLogQuery,
  cashCouponPage,
  cashCouponQuery,
  rechargeOfferList,
} from '@store/shared/api/vouchers';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { currentOffers } from './offers.ts';
import { voucherLogOf, vouchersOf } from './reads.ts';

/** The buyer's cash vouchers (/xjq) and the recharge offers the balance page shows. */
export async function voucherRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/api/user/cash_coupon',
    {
      ...guarded,
      schema: {
        tags,
        summary: '我的现金券（购物金）：按状态分页（0 可使用、1 已用完、2 已过期），含各状态张数与可用总额',
        querystring: cashCouponQuery,
        response: { 200: envelopeOf(cashCouponPage) },
      },
    },
    async (request) => ok(await vouchersOf(db, request.user.id, request.query)),
  );

  api.get(
    '/api/user/cash_coupon_log',
    {
      ...guarded,
      schema: {
        tags,
        summary: '购物金明细：发放、订单抵扣、退回、过期、收回，含变动后购物金总额',
        querystring: cashCouponLogQuery,
        response: { 200: envelopeOf(cashCouponLogPage) },
      },
    },
    async (request) => ok(await voucherLogOf(db, request.user.id, request.query)),
  );

  api.get(
    '/api/cash_coupon/offers',
    {
      ...guarded,
      schema: {
        tags,
        summary: '进行中的充值优惠（充X送Y购物金），门槛从高到低；到账时按达到的最优一档赠送一次',
        response: { 200: envelopeOf(rechargeOfferList) },
      },
    },
    async () => ok(await currentOffers(db)),
  );
}
