import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@store/shared/api/fields';
import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../deps.ts';
import { ads, goods as goodsTable } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { findGoods } from './repo.ts';
import { adStorageKeyOf } from '../ads-admin/index.ts';
import { GOODS_IMAGE_WIDTHS } from '@store/shared/constants';
import { encodingFor, imageVariant, type ImageWidth } from './image-variants.ts';

/**
 * Product and banner pictures drawn as SVG from the data itself (packaging with name, spec and maker),
 * so the demo store shows clean images without external links or binary files in the repo.
 * A real deployment points goods_image at its own uploaded photos.
 */
const PALETTES = [
  ['#c62828', '#ffebee'],
  ['#1565c0', '#e3f2fd'],
  ['#2e7d32', '#e8f5e9'],
  ['#6a1b9a', '#f3e5f5'],
  ['#ef6c00', '#fff3e0'],
  ['#00838f', '#e0f7fa'],
];
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
// The first digest byte modulo the length is always an index of PALETTES.
const paletteOf = (text: string) => PALETTES[createHash('md5').update(text).digest()[0]! % PALETTES.length]!;
const FONT = "font-family='WenQuanYi Micro Hei, Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif'";

export function packagingSvg(
  goods: { name: string; ypgg: string; sccj: string; prescriptionClass: string },
  view: number,
): string {
  const [main, light] = paletteOf(goods.name);
  const name = escapeXml(goods.name);
  const fontSize = goods.name.length > 8 ? 26 : 34;
  const badge = goods.prescriptionClass
    ? `<rect x='300' y='24' width='76' height='34' rx='6' fill='${goods.prescriptionClass === 'Rx' ? '#c62828' : '#2e7d32'}'/><text x='338' y='48' text-anchor='middle' fill='#fff' font-size='18' ${FONT}>${escapeXml(goods.prescriptionClass)}</text>`
    : '';
  const angle = view === 1 ? '' : `transform='skewY(${view === 2 ? -4 : 4}) translate(0 ${view === 2 ? 16 : -16})'`;
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400' width='400' height='400'>
<rect width='400' height='400' fill='#fafafa'/>
<g ${angle}><rect x='30' y='70' width='340' height='260' rx='14' fill='${light}' stroke='${main}' stroke-width='4'/>
<rect x='30' y='70' width='340' height='60' rx='14' fill='${main}'/>
<text x='200' y='110' text-anchor='middle' fill='#fff' font-size='22' ${FONT}>${escapeXml(goods.ypgg)}</text>
<text x='200' y='${190 + (34 - fontSize) / 2}' text-anchor='middle' fill='${main}' font-size='${fontSize}' font-weight='bold' ${FONT}>${name}</text>
<line x1='70' y1='222' x2='330' y2='222' stroke='${main}' stroke-opacity='0.4'/>
<text x='200' y='290' text-anchor='middle' fill='#555' font-size='16' ${FONT}>${escapeXml(goods.sccj)}</text></g>
${badge}
</svg>`;
}

export function bannerSvg(title: string): string {
  const [main] = paletteOf(title);
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 400' width='1200' height='400'>
<defs><linearGradient id='g' x1='0' x2='1'><stop offset='0' stop-color='${main}'/><stop offset='1' stop-color='#ff8a65'/></linearGradient></defs>
<rect width='1200' height='400' fill='url(#g)'/>
<circle cx='1050' cy='80' r='160' fill='#fff' fill-opacity='0.12'/><circle cx='980' cy='360' r='120' fill='#fff' fill-opacity='0.1'/>
<text x='90' y='215' fill='#fff' font-size='56' font-weight='bold' ${FONT}>${escapeXml(title)}</text>
<text x='92' y='285' fill='#fff' fill-opacity='0.85' font-size='26' ${FONT}>正品保障 · 资质齐全 · 极速发货</text>
</svg>`;
}

/** The top banner's picture: a 1200×60 strip with the title in the middle. */
export function stripSvg(title: string): string {
  const [main] = paletteOf(title);
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 60' width='1200' height='60'>
<defs><linearGradient id='s' x1='0' x2='1'><stop offset='0' stop-color='${main}'/><stop offset='1' stop-color='#ff8a65'/></linearGradient></defs>
<rect width='1200' height='60' fill='url(#s)'/>
<text x='600' y='39' text-anchor='middle' fill='#fff' font-size='26' font-weight='bold' ${FONT}>${escapeXml(title)}</text>
</svg>`;
}

/** A picture staff uploaded (goods-admin/images.ts): 24 random hex digits, never guessed. */
const UPLOADED = /^[0-9a-f]{24}\.(jpg|png|webp)$/;
const MIME_OF_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** Where an uploaded goods picture lives in the app's file storage. */
export const storageKeyOf = (goodsId: number, file: string) => `goods/${goodsId}/${file}`;

export async function imageRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const svg = (reply: FastifyReply, body: string) =>
    reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(body);

  api.get(
    '/images/goods/:id/:view',
    {
      schema: {
        hide: true,
        params: z.strictObject({
          id,
          view: z.union([z.enum(['1.svg', '2.svg', '3.svg']), z.string().regex(UPLOADED)]),
        }),
        querystring: z.strictObject({
          w: z.enum(GOODS_IMAGE_WIDTHS.map(String) as [string, ...string[]], { error: '图片宽度不可用' }).optional(),
        }),
      },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const { id: goodsId, view } = request.params;
      if (UPLOADED.test(view)) {
        // Served while it is one of the goods' images (listed or not: the console previews it too);
        // its name never changes, so browsers and CDNs keep it for a year.
        const [row] = await db.select({ images: goodsTable.images }).from(goodsTable).where(eq(goodsTable.id, goodsId));
        const key = storageKeyOf(goodsId, view);
        const bytes = row?.images.includes(`/images/goods/${goodsId}/${view}`) ? await storage.get(key) : undefined;
        if (!bytes) throw notFound('图片不存在');
        const mime = MIME_OF_EXT[view.split('.')[1]!]!;
        const { w } = request.query;
        const served = w
          ? await imageVariant(storage, key, bytes, Number(w) as ImageWidth, encodingFor(request.headers.accept), mime)
          : { bytes, mime };
        // A sized picture's format follows the browser's Accept: caches must keep one per format.
        if (w) reply.header('vary', 'Accept');
        return reply
          .type(served.mime)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(served.bytes);
      }
      const goods = await findGoods(db, request.params.id);
      if (!goods) throw notFound('图片不存在');
      return svg(reply, packagingSvg(goods, Number(request.params.view[0])));
    },
  );

  api.get(
    '/images/ads/:file',
    {
      schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^\d+\.svg$/) }) },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const [ad] = await db
        .select({ title: ads.title, position: ads.position })
        .from(ads)
        .where(eq(ads.id, Number.parseInt(request.params.file, 10)));
      if (!ad) throw notFound('图片不存在');
      return svg(reply, ad.position === 'top' ? stripSvg(ad.title) : bannerSvg(ad.title));
    },
  );

  api.get(
    '/images/ads/:id/:file',
    {
      schema: { hide: true, params: z.strictObject({ id, file: z.string().regex(UPLOADED) }) },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const { id: adId, file } = request.params;
      // Served while it is the ad's picture; its name never changes, so it is kept for a year.
      const [ad] = await db.select({ image: ads.image }).from(ads).where(eq(ads.id, adId));
      const bytes =
        ad?.image === `/images/ads/${adId}/${file}` ? await storage.get(adStorageKeyOf(adId, file)) : undefined;
      if (!bytes) throw notFound('图片不存在');
      return reply
        .type(MIME_OF_EXT[file.split('.')[1]!]!)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
}
