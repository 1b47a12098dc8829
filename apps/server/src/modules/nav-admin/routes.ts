import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams } from '@store/shared/api/envelope';
import {
  adminHotWord,
  adminHotWords,
  adminNavItem,
  adminNavList,
  hotWordBody,
  navItemBody,
} from '@store/shared/api/site-nav';
import { consoleRoutes } from '../../lib/console-routes.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';

/** 内容 → 导航菜单 and 热搜词 (content.manage), issue #16: what /api/focus/common serves as nav and rnss. */
export async function navAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const content = consoleRoutes(app, 'content.manage');
  const deleted = z.object({ deleted: z.number().int() });

  content.get('/api/admin/nav_items', { summary: '顶部导航（含子菜单），按排序', response: adminNavList }, () =>
    service.navList(db),
  );
  content.post(
    '/api/admin/nav_items',
    { summary: '新增导航（顶部最多 9 项）', body: navItemBody, response: adminNavItem, done: '导航已添加' },
    ({ actor, body }) => service.createNav(db, actor, body),
  );
  content.post(
    '/api/admin/nav_items/:id',
    { summary: '修改导航', params: idParams, body: navItemBody, response: adminNavItem, done: '导航已保存' },
    ({ actor, params, body }) => service.updateNav(db, actor, params.id, body),
  );
  content.post(
    '/api/admin/nav_items/:id/delete',
    { summary: '删除导航（须先删除其子菜单）', params: idParams, response: deleted, done: '导航已删除' },
    ({ actor, params }) => service.deleteNav(db, actor, params.id),
  );

  content.get('/api/admin/hot_words', { summary: '热搜词，按排序', response: adminHotWords }, () =>
    service.hotWordList(db),
  );
  content.post(
    '/api/admin/hot_words',
    { summary: '新增热搜词', body: hotWordBody, response: adminHotWord, done: '热搜词已添加' },
    ({ actor, body }) => service.createHotWord(db, actor, body),
  );
  content.post(
    '/api/admin/hot_words/:id',
    { summary: '修改热搜词', params: idParams, body: hotWordBody, response: adminHotWord, done: '热搜词已保存' },
    ({ actor, params, body }) => service.updateHotWord(db, actor, params.id, body),
  );
  content.post(
    '/api/admin/hot_words/:id/delete',
    { summary: '删除热搜词', params: idParams, response: deleted, done: '热搜词已删除' },
    ({ actor, params }) => service.deleteHotWord(db, actor, params.id),
  );
}
