import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  businessScopeData,
  MAX_QUALIFICATION_FILE_BYTES,
  MAX_QUALIFICATION_FILES,
  qualificationFields,
  qualificationState,
} from '@store/shared/api/qualification';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../../app.ts';
import { RequestValidationError } from '../../plugins/errors.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import * as service from './service.ts';
import { RequestRefusal } from '@store/shared/codes';

export async function qualificationRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['qualification'];
  const guarded = { onRequest: app.requireUser };
  // Registered once for the whole app: every multipart route (qualification scans, after-sales photos,
  // invoice files, purchase lists) buffers at most these; routes lower fileSize and files for themselves.
  // Text fields are short (type, number, valid_to, invoice_no): 4 KB each bounds what a field can hold.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_QUALIFICATION_FILE_BYTES,
      files: MAX_QUALIFICATION_FILES + 1,
      fields: 10,
      parts: 20,
      fieldSize: 4096,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });

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
      if (!request.isMultipart()) throw new AppError(RequestRefusal.NOT_MULTIPART, '证照');
      const fields: Record<string, string> = {};
      const files: service.UploadedFile[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer().catch((error: { code?: string }) => {
            if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ files: [`${part.filename} 超过 5MB`] });
            throw error;
          });
          files.push({ bytes, filename: part.filename });
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
      const parsed = qualificationFields.safeParse(fields);
      if (!parsed.success) throw new RequestValidationError(parsed.error);
      await service.uploadLicence(db, storage, request.user.id, parsed.data, files);
      return ok(null, '上传成功，等待审核');
    },
  );

  api.get(
    '/api/user/zizhi/file/:id',
    { ...guarded, schema: { tags, summary: '证照文件（本人或运营可见）', params: idParams } },
    async (request, reply) => {
      const file = await service.readFile(db, storage, request.params.id, request.user);
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
