import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { address, addressBody, region } from '@store/shared/api/address';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { REGION_TREE } from './regions.ts';
import * as service from './service.ts';

export async function addressRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['address'];
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/api/region',
    { schema: { tags, summary: '省市区（GB/T 2260）', response: { 200: envelopeOf(z.array(region)) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(REGION_TREE);
    },
  );

  api.get(
    '/api/user/address',
    { ...guarded, schema: { tags, summary: '我的收货地址', response: { 200: envelopeOf(z.array(address)) } } },
    async (request) => ok(await service.listAddresses(db, request.user.id)),
  );

  api.post(
    '/api/user/address',
    {
      ...guarded,
      schema: { tags, summary: '新增收货地址', body: addressBody, response: { 200: envelopeOf(address) } },
    },
    async (request) => ok(await service.createAddress(db, request.user.id, request.body), '保存成功'),
  );

  api.post(
    '/api/user/address/:id/edit',
    {
      ...guarded,
      schema: {
        tags,
        summary: '修改收货地址',
        params: idParams,
        body: addressBody,
        response: { 200: envelopeOf(address) },
      },
    },
    async (request) =>
      ok(await service.updateAddress(db, request.user.id, request.params.id, request.body), '保存成功'),
  );

  api.post(
    '/api/user/address/:id/default',
    { ...guarded, schema: { tags, summary: '设为默认地址', params: idParams, response: { 200: envelopeOf(address) } } },
    async (request) => ok(await service.setDefaultAddress(db, request.user.id, request.params.id), '已设为默认地址'),
  );

  api.post(
    '/api/user/address/:id/delete',
    {
      ...guarded,
      schema: { tags, summary: '删除收货地址', params: idParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await service.deleteAddress(db, request.user.id, request.params.id);
      return ok(null, '删除成功');
    },
  );
}
