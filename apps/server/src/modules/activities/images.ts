import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { id } from '@store/shared/api/fields';
import { activities } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { bannerSvg } from '../catalogue/index.ts';
import type { ModuleDeps } from '../deps.ts';

/** A banner staff uploaded: 24 random hex digits, never guessed (as the ads' pictures). */
export const UPLOADED_BANNER = /^[0-9a-f]{24}\.(jpg|png|webp)$/;
const MIME_OF_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** Where an uploaded activity banner lives in the app's file storage. */
export const bannerStorageKeyOf = (activityId: number, file: string) => `activities/${activityId}/${file}`;

/**
 * Activity banners: drawn from the name (`/images/activities/{id}.svg`) until staff upload one, then the
 * upload, served at /images/activities/{id}/{hex}.{ext} while it is the activity's banner.
 */
export async function activityImageRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const bannerOf = async (activityId: number) =>
    (
      await db
        .select({ name: activities.name, banner: activities.banner })
        .from(activities)
        .where(eq(activities.id, activityId))
    )[0];
  const image = (reply: FastifyReply, type: string, body: string | Buffer, maxAge: string) =>
    reply.type(type).header('cache-control', maxAge).send(body);

  api.get(
    '/images/activities/:file',
    {
      schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^\d+\.svg$/) }) },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const row = await bannerOf(Number.parseInt(request.params.file, 10));
      if (!row) throw notFound('图片不存在');
      // Drawn from the name, which staff may change: kept an hour only.
      return image(reply, 'image/svg+xml; charset=utf-8', bannerSvg(row.name), 'public, max-age=3600');
    },
  );

  api.get(
    '/images/activities/:id/:file',
    {
      schema: { hide: true, params: z.strictObject({ id, file: z.string().regex(UPLOADED_BANNER) }) },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const { id: activityId, file } = request.params;
      const row = await bannerOf(activityId);
      const bytes =
        row?.banner === `/images/activities/${activityId}/${file}`
          ? await storage.get(bannerStorageKeyOf(activityId, file))
          : undefined;
      if (!bytes) throw notFound('图片不存在');
      return image(reply, MIME_OF_EXT[file.split('.')[1]!]!, bytes, 'public, max-age=31536000, immutable');
    },
  );
}
