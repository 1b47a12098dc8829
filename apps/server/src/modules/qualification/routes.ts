import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { businessScopeData, qualificationFields, qualificationState } from '@store/shared/api/qualification';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { RequestValidationError } from '../../plugins/app/errors.ts';
import { readUpload } from '../../plugins/external/multipart.ts';
import { invalid } from '../../lib/errors.ts';
import * as service from './service.ts';
import { companyProfile } from '@store/shared/api/company-change';
import { companyProfileOf } from './company-change.ts';

export async function qualificationRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['qualification'];
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/api/user/company',
    {
      ...guarded,
      schema: {
        tags,
        summary: '单位信息（生效中的单位名称与类型）及资质变更：审核中的变更，或最近一次驳回及原因',
        response: { 200: envelopeOf(companyProfile) },
      },
    },
    async (request) => ok(await companyProfileOf(db, request.user.id)),
  );

  api.get(
    '/api/user/zizhi',
    {
      ...guarded,
      schema: {
        tags,
        summary: '我的资质：所需证照、审核状态、有效期',
        response: { 200: envelopeOf(qualificationState) },
      },
    },
    async (request) => ok(await service.qualificationState(db, request.user.id)),
  );

  api.post(
    '/api/user/zizhi',
    {
      ...guarded,
      schema: {
        tags,
        summary: '上传证照（multipart：type, number, valid_to, files）',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { files, fields } = await readUpload(request, {
        what: '证照',
        tooLarge: (position) => invalid({ files: [`第${position}个文件超过 5MB`] }),
      });
      const parsed = qualificationFields.safeParse(fields);
      if (!parsed.success) throw new RequestValidationError(parsed.error);
      await service.uploadLicence(db, storage, request.user.id, parsed.data, files);
      return ok(null, '上传成功，等待审核');
    },
  );

  api.get(
    '/api/user/zizhi/file/:id',
    {
      ...guarded,
      schema: { tags, summary: '本人的证照文件（审核员在 /api/admin/qualification_files/{id}）', params: idParams },
    },
    async (request, reply) => {
      const file = await service.readOwnFile(db, storage, request.user.id, request.params.id);
      return reply.type(file.mime).header('cache-control', 'private, no-store').send(file.bytes);
    },
  );

  api.get(
    '/api/user/jyfw',
    {
      ...guarded,
      schema: { tags, summary: '经营范围：证照允许采购的药品类别', response: { 200: envelopeOf(businessScopeData) } },
    },
    async (request) => ok(await service.scopeOf(db, request.user.id)),
  );
}
