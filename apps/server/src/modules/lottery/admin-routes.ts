import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, pageOf } from '@store/shared/api/envelope';
import {
  adminActivityDetail,
  adminActivityQuery,
  adminActivityRow,
  adminWinnerRow,
  adminWinnersQuery,
  lotteryActivityBody,
  lotteryPrizeBody,
  lotteryStatusBody,
} from '@store/shared/api/draw-admin';
import { consoleRoutes } from '../../lib/console-routes.ts';
import type { ModuleDeps } from '../deps.ts';
import {
  activityDetail,
  createActivity,
  createPrize,
  listActivities,
  setActivityStatus,
  updateActivity,
  updatePrize,
} from './admin.ts';
import { winnersReport } from './admin-reports.ts';

/** 营销 → 抽奖活动 in the console (permission promotions.manage, ADR 010); every change audited. */
export async function lotteryAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const marketing = consoleRoutes(app, 'promotions.manage');
  const saved = z.object({ id: z.number().int() });

  marketing.get(
    '/api/admin/lottery',
    {
      summary: '抽奖活动列表（含抽奖次数、参与人数、中奖数）',
      querystring: adminActivityQuery,
      response: pageOf(adminActivityRow),
    },
    ({ query }) => listActivities(db, query),
  );
  marketing.get(
    '/api/admin/lottery/:id',
    {
      summary: '抽奖活动详情与奖品（实时剩余数量、已抽出、中奖概率）',
      params: idParams,
      response: adminActivityDetail,
    },
    ({ params }) => activityDetail(db, params.id),
  );
  marketing.post(
    '/api/admin/lottery',
    { summary: '新建抽奖活动', body: lotteryActivityBody, response: adminActivityRow, done: '抽奖活动已创建' },
    ({ actor, body }) => createActivity(db, actor, body),
  );
  marketing.post(
    '/api/admin/lottery/:id',
    {
      summary: '修改抽奖活动',
      params: idParams,
      body: lotteryActivityBody,
      response: adminActivityRow,
      done: '抽奖活动已保存',
    },
    ({ actor, params, body }) => updateActivity(db, actor, params.id, body),
  );
  marketing.post(
    '/api/admin/lottery/:id/status',
    {
      summary: '暂停或恢复抽奖活动',
      params: idParams,
      body: lotteryStatusBody,
      response: adminActivityRow,
      done: (row) => (row.status === 1 ? '抽奖活动已恢复' : '抽奖活动已暂停'),
    },
    ({ actor, params, body }) => setActivityStatus(db, actor, params.id, body.status),
  );
  marketing.post(
    '/api/admin/lottery/:id/prizes',
    { summary: '添加奖品', params: idParams, body: lotteryPrizeBody, response: saved, done: '奖品已添加' },
    ({ actor, params, body }) => createPrize(db, actor, params.id, body),
  );
  marketing.post(
    '/api/admin/lottery/prizes/:id',
    {
      summary: '修改奖品（数量不能少于已抽出的份数，剩余数量随之调整）',
      params: idParams,
      body: lotteryPrizeBody,
      response: saved,
      done: '奖品已保存',
    },
    ({ actor, params, body }) => updatePrize(db, actor, params.id, body),
  );
  marketing.get(
    '/api/admin/lottery/:id/winners',
    {
      summary: '中奖名单（默认只含中奖记录；all=1 含谢谢参与；实物奖品附收货地址）',
      params: idParams,
      querystring: adminWinnersQuery,
      response: pageOf(adminWinnerRow),
    },
    ({ params, query }) => winnersReport(db, params.id, query),
  );
}
