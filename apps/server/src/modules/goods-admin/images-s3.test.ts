import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { goods } from '../../db/schema.ts';
import { createGateways } from '../../lib/payment/gateways.ts';
import { S3FileStorage } from '../../lib/storage-s3.ts';
import { CapturingSms, createTestApp, multipart, type TestApp } from '../../test/harness.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.ts';
import { ordinaryGoods } from '../../test/goods.ts';

describe('goods photos with STORAGE=s3: uploaded through one server, served by another', () => {
  let s3: LocalS3;
  /** The bucket as the operator would look into it, apart from either server. */
  let bucket: S3FileStorage;
  /** The first server: the console uploads through it. */
  let t: TestApp;
  /** A second server on the same database and the same bucket, with no files of its own. */
  let other: FastifyInstance;

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = new S3FileStorage(s3.settings);
    t = await createTestApp(s3.env, { storage: 'as-configured' });
    const config = testConfig(s3.env);
    other = await buildApp({ config, database: t.database, sms: new CapturingSms(), gateways: createGateways(config) });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    bucket?.close();
    await s3?.stop();
  });

  it('keeps the uploaded photo and its sized variant in the bucket, and the other server serves both', async () => {
    const { default: sharp } = await import('sharp');
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const [g] = await ordinaryGoods(t).limit(1);
    const body = multipart({}, [{ name: 'file', filename: 'box.jpg', bytes: photo }]);
    const marketing = await t.loginStaff('marketing');
    const uploaded = await t.inject({
      method: 'POST',
      url: `/api/admin/goods/${g!.id}/images`,
      headers: { ...marketing, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.json()).toMatchObject({ code: 10000, msg: '图片已上传' });
    const url: string = uploaded.json().data.images.at(-1);
    const name = url.split('/').at(-1)!;
    expect((await bucket.get(`goods/${g!.id}/${name}`))?.equals(photo)).toBe(true);

    const servedHere = await t.inject({ method: 'GET', url });
    const servedThere = await other.inject({ method: 'GET', url });
    for (const served of [servedHere, servedThere]) {
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(photo)).toBe(true);
    }

    const sized = { method: 'GET' as const, url: `${url}?w=160`, headers: { accept: 'image/webp,*/*' } };
    const variantHere = await t.inject(sized);
    expect(variantHere.statusCode).toBe(200);
    expect(variantHere.headers['content-type']).toBe('image/webp');
    expect((await sharp(variantHere.rawPayload).metadata()).width).toBe(160);
    const kept = await bucket.get(`goods/${g!.id}/variants/${name.replace('.jpg', '')}-160.webp`);
    expect(kept?.equals(variantHere.rawPayload)).toBe(true);
    const variantThere = await other.inject(sized);
    expect(variantThere.statusCode).toBe(200);
    expect(variantThere.headers['content-type']).toBe('image/webp');
    expect(variantThere.rawPayload.equals(kept!)).toBe(true);
  });

  it('answers 404, not an error, on either server for a listed photo the bucket does not hold', async () => {
    const [g] = await ordinaryGoods(t).limit(1);
    const url = `/images/goods/${g!.id}/${'0'.repeat(24)}.png`;
    await t.database.db
      .update(goods)
      .set({ images: sql`${goods.images} || ${JSON.stringify([url])}::jsonb` })
      .where(eq(goods.id, g!.id));
    for (const server of [t.app, other]) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ msg: '图片不存在' });
    }
  });
});
