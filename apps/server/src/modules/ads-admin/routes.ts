import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams } from '@store/shared/api/envelope';
import { adBody, adminAd, adminAdPage, adminAdQuery } from '@store/shared/api/ads-admin';
import { MAX_GOODS_IMAGE_BYTES } from '@store/shared/api/admin-goods';
import { consoleRoutes } from '../../lib/console-routes.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import type { ModuleDeps } from '../deps.ts';
import { createAd, deleteAd, listAds, setAdImage, updateAd } from './service.ts';

/** 营销 → 广告位: every slot's ads with picture, link and schedule (permission per route, ADR 010). */
export async function adsAdminRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const marketing = consoleRoutes(app, 'promotions.manage');

  marketing.get(
    '/api/admin/ads',
    { summary: '广告列表（可按广告位筛选）', querystring: adminAdQuery, response: adminAdPage },
    ({ query }) => listAds(db, query),
  );
  marketing.post(
    '/api/admin/ads',
    { summary: '新建广告', body: adBody, response: adminAd, done: '已新建广告' },
    ({ actor, body }) => createAd(db, actor, body),
  );
  marketing.post(
    '/api/admin/ads/:id',
    { summary: '修改广告', params: idParams, body: adBody, response: adminAd, done: '已保存' },
    ({ actor, params, body }) => updateAd(db, actor, params.id, body),
  );
  marketing.post(
    '/api/admin/ads/:id/delete',
    { summary: '删除广告', params: idParams, response: z.object({ id: z.number().int() }), done: '已删除' },
    ({ actor, params }) => deleteAd(db, actor, params.id),
  );
  marketing.post(
    '/api/admin/ads/:id/image',
    {
      summary: '上传广告图片（multipart：file，JPG/PNG/WebP，2MB 以内），替换原图',
      consumes: ['multipart/form-data'],
      params: idParams,
      response: adminAd,
      done: '图片已上传',
    },
    async ({ actor, params, request }) => {
      const { files } = await readUpload(request, oneFile(MAX_GOODS_IMAGE_BYTES));
      return setAdImage(db, storage, actor, params.id, files);
    },
  );
}
