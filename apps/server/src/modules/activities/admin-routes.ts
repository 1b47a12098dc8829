import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams, pageOf } from '@store/shared/api/envelope';
import {
  activityBody,
  activityGoodsOption,
  activityGoodsOptionsQuery,
  activityStatusBody,
  adminActivityDetail,
  adminActivityQuery,
  adminActivityRow,
  tapReport,
  tapReportQuery,
} from '@store/shared/api/activities-admin';
import { MAX_GOODS_IMAGE_BYTES } from '@store/shared/api/admin-goods';
import { ok } from '../../lib/envelope.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import * as admin from './admin.ts';

/** 营销 → 活动 and 活动点击报表 in the console (permission promotions.manage, ADR 010); every change audited. */
export async function activityAdminRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const config = { staff: 'promotions.manage' } as const;
  const row = envelopeOf(adminActivityRow);

  api.get(
    '/api/admin/activities',
    {
      config,
      schema: {
        tags,
        summary: '活动列表（商品数、点击数）',
        querystring: adminActivityQuery,
        response: { 200: envelopeOf(pageOf(adminActivityRow)) },
      },
    },
    async (request) => ok(await admin.listActivities(db, request.query)),
  );

  api.get(
    '/api/admin/activities/goods-options',
    {
      config,
      schema: {
        tags,
        summary: '活动选品：在售商品（名称、厂家、批准文号、拼音）',
        querystring: activityGoodsOptionsQuery,
        response: { 200: envelopeOf(z.array(activityGoodsOption)) },
      },
    },
    async (request) => ok(await admin.goodsOptions(db, request.query.keywords)),
  );

  api.get(
    '/api/admin/activities/taps',
    {
      config,
      schema: {
        tags,
        summary: '活动点击报表：按天统计每个活动、广告的点击数与访客数',
        querystring: tapReportQuery,
        response: { 200: envelopeOf(tapReport) },
      },
    },
    async (request) => ok(await admin.tapReport(db, request.query)),
  );

  api.get(
    '/api/admin/activities/:id',
    {
      config,
      schema: { tags, summary: '活动详情与商品', params: idParams, response: { 200: envelopeOf(adminActivityDetail) } },
    },
    async (request) => ok(await admin.activityDetail(db, request.params.id)),
  );

  api.post(
    '/api/admin/activities',
    { config, schema: { tags, summary: '新建活动', body: activityBody, response: { 200: row } } },
    async (request) => ok(await admin.createActivity(db, actorOf(request), request.body), '活动已创建'),
  );

  api.post(
    '/api/admin/activities/:id',
    { config, schema: { tags, summary: '修改活动', params: idParams, body: activityBody, response: { 200: row } } },
    async (request) => ok(await admin.updateActivity(db, actorOf(request), request.params.id, request.body), '已保存'),
  );

  api.post(
    '/api/admin/activities/:id/status',
    {
      config,
      schema: {
        tags,
        summary: '暂停（0）或恢复（1）活动',
        params: idParams,
        body: activityStatusBody,
        response: { 200: row },
      },
    },
    async (request) => {
      const status = request.body.status;
      const saved = await admin.setActivityStatus(db, actorOf(request), request.params.id, status);
      return ok(saved, status === 1 ? '活动已恢复' : '活动已暂停');
    },
  );

  api.post(
    '/api/admin/activities/:id/banner',
    {
      config,
      schema: {
        tags,
        summary: '上传活动横幅（multipart：file，JPG/PNG/WebP，2MB 以内），替换原图',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: row },
      },
    },
    async (request) => {
      const { files } = await readUpload(request, oneFile(MAX_GOODS_IMAGE_BYTES));
      return ok(await admin.setActivityBanner(db, storage, actorOf(request), request.params.id, files), '横幅已上传');
    },
  );
}
