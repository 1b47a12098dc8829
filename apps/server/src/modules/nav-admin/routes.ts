import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  adminHotWord,
  adminHotWords,
  adminNavItem,
  adminNavList,
  hotWordBody,
  navItemBody,
} from '@store/shared/api/site-nav';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';

/** 内容 → 导航菜单 and 热搜词 (content.manage), issue #16: what /api/focus/common serves as nav and rnss. */
export async function navAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const config = { staff: 'content.manage' } as const;
  const deleted = envelopeOf(z.object({ deleted: z.number().int() }));

  api.get(
    '/api/admin/nav_items',
    { config, schema: { tags, summary: '顶部导航（含子菜单），按排序', response: { 200: envelopeOf(adminNavList) } } },
    async () => ok(await service.navList(db)),
  );
  api.post(
    '/api/admin/nav_items',
    {
      config,
      schema: {
        tags,
        summary: '新增导航（顶部最多 9 项）',
        body: navItemBody,
        response: { 200: envelopeOf(adminNavItem) },
      },
    },
    async (request) => ok(await service.createNav(db, actorOf(request), request.body), '导航已添加'),
  );
  api.post(
    '/api/admin/nav_items/:id',
    {
      config,
      schema: {
        tags,
        summary: '修改导航',
        params: idParams,
        body: navItemBody,
        response: { 200: envelopeOf(adminNavItem) },
      },
    },
    async (request) => ok(await service.updateNav(db, actorOf(request), request.params.id, request.body), '导航已保存'),
  );
  api.post(
    '/api/admin/nav_items/:id/delete',
    { config, schema: { tags, summary: '删除导航（须先删除其子菜单）', params: idParams, response: { 200: deleted } } },
    async (request) => ok(await service.deleteNav(db, actorOf(request), request.params.id), '导航已删除'),
  );

  api.get(
    '/api/admin/hot_words',
    { config, schema: { tags, summary: '热搜词，按排序', response: { 200: envelopeOf(adminHotWords) } } },
    async () => ok(await service.hotWordList(db)),
  );
  api.post(
    '/api/admin/hot_words',
    { config, schema: { tags, summary: '新增热搜词', body: hotWordBody, response: { 200: envelopeOf(adminHotWord) } } },
    async (request) => ok(await service.createHotWord(db, actorOf(request), request.body), '热搜词已添加'),
  );
  api.post(
    '/api/admin/hot_words/:id',
    {
      config,
      schema: {
        tags,
        summary: '修改热搜词',
        params: idParams,
        body: hotWordBody,
        response: { 200: envelopeOf(adminHotWord) },
      },
    },
    async (request) =>
      ok(await service.updateHotWord(db, actorOf(request), request.params.id, request.body), '热搜词已保存'),
  );
  api.post(
    '/api/admin/hot_words/:id/delete',
    { config, schema: { tags, summary: '删除热搜词', params: idParams, response: { 200: deleted } } },
    async (request) => ok(await service.deleteHotWord(db, actorOf(request), request.params.id), '热搜词已删除'),
  );
}
