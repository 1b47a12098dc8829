import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { id } from '@store/shared/api/fields';
import {
  afterSalesBody,
  afterSalesSummary,
  MAX_AFTER_SALES_PHOTO_BYTES,
  uploadedPhoto,
} from '@store/shared/api/orders';
import { ok } from '../../lib/envelope.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import type { ModuleDeps } from '../deps.ts';
import * as afterSales from './after-sales.ts';

export const photoParams = z.strictObject({ id, index: z.coerce.number().int().min(0).max(20) });

/** The buyer's after-sales (退货/售后): photos, the request on a shipped order, its detail. */
export async function afterSalesRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const guarded = { onRequest: app.requireUser };

  api.post(
    '/api/upload/after_sales',
    {
      ...guarded,
      schema: {
        tags,
        summary: '上传售后照片（multipart：file；JPG/PNG/WebP，≤5MB）',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadedPhoto) },
      },
    },
    async (request) => {
      const [file] = (await readUpload(request, oneFile(MAX_AFTER_SALES_PHOTO_BYTES))).files;
      return ok(
        await afterSales.uploadPhoto(storage, request.user.id, file ?? { bytes: Buffer.alloc(0), filename: '' }),
        '上传成功',
      );
    },
  );

  api.get(
    '/api/upload/after_sales/:name',
    {
      ...guarded,
      schema: { tags, summary: '本人上传的售后照片', params: z.strictObject({ name: z.string().max(40) }) },
    },
    async (request, reply) => {
      const photo = await afterSales.readOwnPhoto(storage, request.user.id, request.params.name);
      return reply.type(photo.mime).header('cache-control', 'private, no-store').send(photo.bytes);
    },
  );

  api.post(
    '/api/order/:id/after_sales',
    {
      ...guarded,
      schema: {
        tags,
        summary: '申请退货/售后（已发货或已完成的订单）',
        params: idParams,
        body: afterSalesBody,
        response: { 200: envelopeOf(afterSalesSummary) },
      },
    },
    async (request) =>
      ok(
        await afterSales.requestAfterSales(db, request.user.id, request.params.id, request.body),
        '申请已提交，请等待审核',
      ),
  );

  api.get(
    '/api/after_sales/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: '退货/售后申请详情与状态记录',
        params: idParams,
        response: { 200: envelopeOf(afterSalesSummary) },
      },
    },
    async (request) => ok(await afterSales.afterSalesDetail(db, request.user.id, request.params.id)),
  );

  api.get(
    '/api/after_sales/:id/photo/:index',
    { ...guarded, schema: { tags, summary: '本人售后申请的照片', params: photoParams } },
    async (request, reply) => {
      const { id, index } = request.params;
      const photo = await afterSales.readOwnRequestPhoto(db, storage, request.user.id, id, index);
      return reply.type(photo.mime).header('cache-control', 'private, no-store').send(photo.bytes);
    },
  );
}
