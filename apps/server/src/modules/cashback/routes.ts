import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  adminCashbackAwardPage,
  adminCashbackAwardQuery,
  adminCashbackList,
  cashbackActiveBody,
  cashbackActivityBody,
  cashbackPage,
} from '@store/shared/api/cashback';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import {
  activitiesForStaff,
  awardsForStaff,
  cashbackOf,
  createActivity,
  setActive,
  updateActivity,
} from './service.ts';

/** 满额返: the buyer's /hb, and marketing's activities in the console (permissions per route, ADR 010). */
export async function cashbackRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { staff: 'promotions.manage' } as const;
  const adminTags = ['operator'];

  api.get(
    '/api/user/cashback',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: '满额返：进行中的活动与本月进度，以及已结算的返现',
        response: { 200: envelopeOf(cashbackPage) },
      },
    },
    async (request) => ok(await cashbackOf(db, request.user.id)),
  );

  api.get(
    '/api/admin/cashback',
    {
      config: staff,
      schema: {
        tags: adminTags,
        summary: '满额返活动列表（含已结算人数与金额）',
        response: { 200: envelopeOf(adminCashbackList) },
      },
    },
    async () => ok(await activitiesForStaff(db)),
  );

  api.post(
    '/api/admin/cashback',
    {
      config: staff,
      schema: {
        tags: adminTags,
        summary: '新建满额返活动',
        body: cashbackActivityBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await createActivity(db, actorOf(request), request.body), '已新建活动'),
  );

  api.post(
    '/api/admin/cashback/:id',
    {
      config: staff,
      schema: {
        tags: adminTags,
        summary: '修改满额返活动（已有结算后不能改档位、上限与返现方式）',
        params: idParams,
        body: cashbackActivityBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await updateActivity(db, actorOf(request), request.params.id, request.body), '已保存'),
  );

  api.post(
    '/api/admin/cashback/:id/active',
    {
      config: staff,
      schema: {
        tags: adminTags,
        summary: '暂停或恢复满额返活动',
        params: idParams,
        body: cashbackActiveBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int(), active: z.boolean() })) },
      },
    },
    async (request) =>
      ok(
        await setActive(db, actorOf(request), request.params.id, request.body.active),
        request.body.active ? '已恢复' : '已暂停',
      ),
  );

  api.get(
    '/api/admin/cashback/:id/awards',
    {
      config: staff,
      schema: {
        tags: adminTags,
        summary: '满额返结算明细',
        params: idParams,
        querystring: adminCashbackAwardQuery,
        response: { 200: envelopeOf(adminCashbackAwardPage) },
      },
    },
    async (request) => ok(await awardsForStaff(db, request.params.id, request.query)),
  );
}
