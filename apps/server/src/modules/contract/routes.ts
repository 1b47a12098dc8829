import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { currentContract as currentContractSchema, signBody } from '@store/shared/api/contract';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { currentContract, signContract } from './service.ts';

export async function contractRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contract'];
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/api/contract/current',
    {
      ...guarded,
      schema: { tags, summary: '当前年度采购协议及签署状态', response: { 200: envelopeOf(currentContractSchema) } },
    },
    async (request) => ok(await currentContract(db, request.user.id)),
  );

  api.post(
    '/api/contract/:id/sign',
    {
      ...guarded,
      schema: {
        tags,
        summary: '签署协议（记录签署人、时间、IP）',
        params: idParams,
        body: signBody,
        response: { 200: envelopeOf(currentContractSchema) },
      },
    },
    async (request) => {
      await signContract(db, request.user.id, request.params.id, request.body.signer_name, request.ip);
      return ok(await currentContract(db, request.user.id), '签署成功');
    },
  );
}
