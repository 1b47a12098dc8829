import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  adminCashCouponPage,
  adminCashCouponQuery,
  adminRechargeOffer,
  adminRechargeOfferPage,
  adminRechargeOfferQuery,
  buyerCashCouponQuery,
  cashCouponPage,
  rechargeOfferBody,
  voucherGrantAnswer,
  voucherGrantBody,
} from '@store/shared/api/vouchers';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import { grantByOperator, vouchersForConsole } from './grants.ts';
import { offersForConsole, saveOffer } from './offers.ts';
import { vouchersOf } from './reads.ts';

/** 营销 → 充值优惠 and 购物金发放 (promotions.manage); the buyer file's vouchers (buyers.view). */
export async function voucherAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const offerAnswer = envelopeOf(adminRechargeOffer.omit({ state: true, state_text: true, created_at: true }));

  api.get(
    '/api/admin/recharge-offers',
    {
      config: { staff: 'promotions.manage' },
      schema: {
        tags,
        summary: '充值优惠列表（新建的在前），含状态：进行中、未开始、已结束、已停用',
        querystring: adminRechargeOfferQuery,
        response: { 200: envelopeOf(adminRechargeOfferPage) },
      },
    },
    async (request) => ok(await offersForConsole(db, request.query)),
  );

  api.post(
    '/api/admin/recharge-offers',
    {
      config: { staff: 'promotions.manage' },
      schema: {
        tags,
        summary: '新建充值优惠：充值满门槛赠送购物金（有效天数自到账起算）',
        body: rechargeOfferBody,
        response: { 200: offerAnswer },
      },
    },
    async (request) => ok(await saveOffer(db, actorOf(request), request.body), '充值优惠已创建'),
  );

  api.post(
    '/api/admin/recharge-offers/:id',
    {
      config: { staff: 'promotions.manage' },
      schema: {
        tags,
        summary: '修改、停用或启用充值优惠（已赠送的购物金不变）',
        params: idParams,
        body: rechargeOfferBody,
        response: { 200: offerAnswer },
      },
    },
    async (request) => ok(await saveOffer(db, actorOf(request), request.body, request.params.id), '充值优惠已保存'),
  );

  api.get(
    '/api/admin/cash-coupons',
    {
      config: { staff: 'promotions.manage' },
      schema: {
        tags,
        summary: '购物金列表：各采购商的现金券，按采购商或来源查找',
        querystring: adminCashCouponQuery,
        response: { 200: envelopeOf(adminCashCouponPage) },
      },
    },
    async (request) => ok(await vouchersForConsole(db, request.query)),
  );

  api.post(
    '/api/admin/cash-coupons',
    {
      config: { staff: 'promotions.manage' },
      schema: {
        tags,
        summary: '发放购物金：给采购商账号发放一张现金券（金额、有效期、原因），同一请求只发一次',
        body: voucherGrantBody,
        response: { 200: envelopeOf(voucherGrantAnswer) },
      },
    },
    async (request) => {
      const answer = await grantByOperator(db, actorOf(request), request.body);
      return ok(answer, answer.granted ? '购物金已发放' : '该请求已发放过');
    },
  );

  api.get(
    '/api/admin/users/:id/cash-coupons',
    {
      config: { staff: 'buyers.view' },
      schema: {
        tags,
        summary: '采购商档案的购物金：按状态分页，含各状态张数与可用总额',
        params: idParams,
        querystring: buyerCashCouponQuery,
        response: { 200: envelopeOf(cashCouponPage) },
      },
    },
    async (request) => ok(await vouchersOf(db, request.params.id, request.query)),
  );
}
