import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { adBody, adminAd, adminAdPage, adminAdQuery } from '@store/shared/api/ads-admin';
import { MAX_GOODS_IMAGE_BYTES } from '@store/shared/api/admin-goods';
import { ok } from '../../lib/envelope.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import { createAd, deleteAd, listAds, setAdImage, updateAd } from './service.ts';

/** 营销 → 广告位: every slot's ads with picture, link and schedule (permission per route, ADR 010). */
export async function adsAdminRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const config = { staff: 'promotions.manage' } as const;

  api.get(
    '/api/admin/ads',
    {
      config,
      schema: {
        tags,
        summary: '广告列表（可按广告位筛选）',
        querystring: adminAdQuery,
        response: { 200: envelopeOf(adminAdPage) },
      },
    },
    async (request) => ok(await listAds(db, request.query)),
  );

  api.post(
    '/api/admin/ads',
    { config, schema: { tags, summary: '新建广告', body: adBody, response: { 200: envelopeOf(adminAd) } } },
    async (request) => ok(await createAd(db, actorOf(request), request.body), '已新建广告'),
  );

  api.post(
    '/api/admin/ads/:id',
    {
      config,
      schema: { tags, summary: '修改广告', params: idParams, body: adBody, response: { 200: envelopeOf(adminAd) } },
    },
    async (request) => ok(await updateAd(db, actorOf(request), request.params.id, request.body), '已保存'),
  );

  api.post(
    '/api/admin/ads/:id/delete',
    {
      config,
      schema: {
        tags,
        summary: '删除广告',
        params: idParams,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await deleteAd(db, actorOf(request), request.params.id), '已删除'),
  );

  api.post(
    '/api/admin/ads/:id/image',
    {
      config,
      schema: {
        tags,
        summary: '上传广告图片（multipart：file，JPG/PNG/WebP，2MB 以内），替换原图',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: envelopeOf(adminAd) },
      },
    },
    async (request) => {
      const { files } = await readUpload(request, oneFile(MAX_GOODS_IMAGE_BYTES));
      return ok(await setAdImage(db, storage, actorOf(request), request.params.id, files), '图片已上传');
    },
  );
}
