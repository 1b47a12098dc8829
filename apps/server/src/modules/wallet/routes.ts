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

/** Wallet reads for the member centre and the balance page. */
export async function walletRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
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

  api.get(
    '/api/user/couponNum',
    { ...guarded, schema: { tags, summary: '可用优惠券张数', response: { 200: envelopeOf(couponNumSchema) } } },
    async (request) => ok(await couponNum(db, request.user.id)),
  );
}
