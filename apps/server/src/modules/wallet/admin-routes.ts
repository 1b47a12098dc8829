import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  adminRechargePage,
  adminRechargeQuery,
  balanceAdjustAnswer,
  balanceAdjustBody,
  rechargeRow,
} from '@store/shared/api/wallet';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import { adjustBalance, confirmRecharge, rechargesForFinance } from './recharge.ts';

/** Finance's side of the wallet: transfer top-ups to confirm, manual adjustments (permissions per route, ADR 010). */
export async function walletAdminRoutes(app: FastifyInstance, { db, gateways }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];

  api.get(
    '/api/admin/recharges',
    {
      config: { staff: 'payments.confirm' },
      schema: {
        tags,
        summary: '充值记录：按附言、采购商或金额查找待确认的对公转账充值',
        querystring: adminRechargeQuery,
        response: { 200: envelopeOf(adminRechargePage) },
      },
    },
    async (request) => ok(await rechargesForFinance(db, gateways, request.query)),
  );

  api.post(
    '/api/admin/recharges/:id/confirm',
    {
      config: { staff: 'payments.confirm' },
      schema: {
        tags,
        summary: '确认充值到账：记入余额（余额明细一行），仅一次',
        params: idParams,
        response: { 200: envelopeOf(rechargeRow.extend({ balance: z.number() })) },
      },
    },
    async (request) =>
      ok(await confirmRecharge(db, gateways, actorOf(request), request.params.id), '已确认到账，已记入余额'),
  );

  api.post(
    '/api/admin/users/:id/balance',
    {
      config: { staff: 'payments.confirm' },
      schema: {
        tags,
        summary: '手工调整余额（正数增加、负数扣减，须写明原因；不能扣成负数）',
        params: idParams,
        body: balanceAdjustBody,
        response: { 200: envelopeOf(balanceAdjustAnswer) },
      },
    },
    async (request) => ok(await adjustBalance(db, actorOf(request), request.params.id, request.body), '余额已调整'),
  );
}
