import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { envelopeOf } from '@store/shared/api/envelope';
import { siteConfig } from '@store/shared/api/site';
import { link } from '@store/shared/api/content';
import { z } from 'zod';
import { links } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { siteConfigOf } from './service.ts';

export async function siteRoutes(app: FastifyInstance, { db, config }: ModuleDeps): Promise<void> {
  const site = siteConfigOf(config);

  app.get(
    '/api/global/site',
    { schema: { tags: ['site'], summary: '站点公开配置', response: { 200: envelopeOf(siteConfig) } } },
    async () => ok(site),
  );

  app.get(
    '/api/global/links',
    { schema: { tags: ['site'], summary: '友情链接', response: { 200: envelopeOf(z.array(link)) } } },
    async () =>
      ok(
        await db
          .select({ id: links.id, name: links.name, url: links.url })
          .from(links)
          .orderBy(asc(links.sort), asc(links.id)),
      ),
  );
}
