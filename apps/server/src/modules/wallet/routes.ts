import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/api/envelope';
import {
  couponNum as couponNumSchema,
  moneyLogPage,
  moneyLogQuery,
  userMoney as userMoneySchema,
} from '@store/shared/api/orders';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { couponNum, moneyLog, userMoney } from './reads.ts';
import {
  rechargeAnswer,
  rechargeBody,
  rechargeIdParams,
  rechargePage,
  rechargeQuery,
  rechargeRow,
  rechargeTfAnswer,
  rechargeTfBody,
} from '@store/shared/api/wallet';
import { rechargeOf, rechargesOf, requestTransferRecharge } from './recharge.ts';
import { requestOnlineRecharge } from './recharge-online.ts';

/** Wallet reads for the member centre and the balance page. */
export async function walletRoutes(app: FastifyInstance, { db, config, gateways }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/api/user/user_money',
    { ...guarded, schema: { tags, summary: '账户余额', response: { 200: envelopeOf(userMoneySchema) } } },
    async (request) => ok(await userMoney(db, request.user.id)),
  );

  api.get(
    '/api/user/user_money_log',
    {
      ...guarded,
      schema: { tags, summary: '余额明细', querystring: moneyLogQuery, response: { 200: envelopeOf(moneyLogPage) } },
    },
    async (request) => ok(await moneyLog(db, request.user.id, request.query)),
  );

  api.post(
    '/api/cash_coupon/userRecharge',
    {
      ...guarded,
      schema: {
        tags,
        summary: '在线充值：返回支付渠道的收银台地址或二维码；以支付渠道验签后的到账通知记入余额',
        body: rechargeBody,
        response: { 200: envelopeOf(rechargeAnswer) },
      },
    },
    async (request) => ok(await requestOnlineRecharge(db, config, gateways, request.user.id, request.body)),
  );

  api.post(
    '/api/cash_coupon/userRechargeTf',
    {
      ...guarded,
      schema: {
        tags,
        summary: '对公转账充值：登记充值金额，返回汇款附言与收款账户；财务确认到账后记入余额',
        body: rechargeTfBody,
        response: { 200: envelopeOf(rechargeTfAnswer) },
      },
    },
    async (request) =>
      ok(
        await requestTransferRecharge(db, config, gateways, request.user.id, request.body.amount),
        '请按附言汇款，到账后记入余额',
      ),
  );

  api.get(
    '/api/user/recharges',
    {
      ...guarded,
      schema: { tags, summary: '充值记录', querystring: rechargeQuery, response: { 200: envelopeOf(rechargePage) } },
    },
    async (request) =>
      ok(
        await rechargesOf(db, config, gateways, request.user.id, {
          page: request.query.page,
          pageSize: request.query.page_size,
          pendingOnly: request.query.pending === '1',
          method: request.query.method,
        }),
      ),
  );

  api.get(
    '/api/user/recharges/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: '一笔充值（支付后返回页查看是否到账）',
        params: rechargeIdParams,
        response: { 200: envelopeOf(rechargeRow) },
      },
    },
    async (request) => ok(await rechargeOf(db, gateways, request.user.id, request.params.id)),
  );

  api.get(
    '/api/user/couponNum',
    { ...guarded, schema: { tags, summary: '可用优惠券张数', response: { 200: envelopeOf(couponNumSchema) } } },
    async (request) => ok(await couponNum(db, request.user.id)),
  );
}
