import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { invoiceProfile, invoiceProfileBody, invoiceProfileList } from '@store/shared/api/invoice-profile';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';

/** Invoice profiles (发票抬头), named like the delivery addresses' routes. */
export async function invoiceProfileRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoice-profile'];
  const guarded = { onRequest: app.requireUser };
  const saved = { 200: envelopeOf(invoiceProfile) };

  api.get(
    '/api/user/invoice_profile',
    {
      ...guarded,
      schema: {
        tags,
        summary: '我的发票抬头（无抬头时附本单位信息建议）',
        response: { 200: envelopeOf(invoiceProfileList) },
      },
    },
    async (request) => ok(await service.listProfiles(db, request.user.id)),
  );

  api.post(
    '/api/user/invoice_profile',
    { ...guarded, schema: { tags, summary: '新增发票抬头', body: invoiceProfileBody, response: saved } },
    async (request) => ok(await service.createProfile(db, request.user.id, request.body), '保存成功'),
  );

  api.post(
    '/api/user/invoice_profile/:id/edit',
    {
      ...guarded,
      schema: { tags, summary: '修改发票抬头', params: idParams, body: invoiceProfileBody, response: saved },
    },
    async (request) =>
      ok(await service.updateProfile(db, request.user.id, request.params.id, request.body), '保存成功'),
  );

  api.post(
    '/api/user/invoice_profile/:id/default',
    { ...guarded, schema: { tags, summary: '设为默认发票抬头', params: idParams, response: saved } },
    async (request) => ok(await service.setDefaultProfile(db, request.user.id, request.params.id), '已设为默认抬头'),
  );

  api.post(
    '/api/user/invoice_profile/:id/delete',
    {
      ...guarded,
      schema: { tags, summary: '删除发票抬头', params: idParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await service.deleteProfile(db, request.user.id, request.params.id);
      return ok(null, '删除成功');
    },
  );
}
