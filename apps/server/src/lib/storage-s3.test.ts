import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../config.ts';
import { startLocalS3, type LocalS3 } from '../test/s3-server.ts';
import { createFileStorage, LocalFileStorage } from './storage.ts';
import { S3FileStorage } from './storage-s3.ts';

describe('uploaded files in an S3-compatible bucket', () => {
  let s3: LocalS3;
  let bucket: S3FileStorage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = new S3FileStorage(s3.settings);
  });
  afterAll(async () => {
    bucket.close();
    await s3.stop();
  });

  it('gives back the exact bytes it was given, every byte value and a 1 MB photo alike', async () => {
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const photo = randomBytes(1024 * 1024);
    await bucket.put('qualification/7/licence.png', everyByte);
    await bucket.put('goods/12/variants/0123456789abcdef01234567-320.avif', photo);
    expect((await bucket.get('qualification/7/licence.png'))?.equals(everyByte)).toBe(true);
    expect((await bucket.get('goods/12/variants/0123456789abcdef01234567-320.avif'))?.equals(photo)).toBe(true);
    expect(await bucket.storedSizes()).toEqual(
      new Map([
        ['goods/12/variants/0123456789abcdef01234567-320.avif', photo.length],
        ['qualification/7/licence.png', 256],
      ]),
    );
  });

  it('answers nothing for a file that was never uploaded, and a second upload under a key replaces the first', async () => {
    expect(await bucket.get('goods/12/never-uploaded.png')).toBeUndefined();
    await bucket.put('invoices/3/invoice.pdf', Buffer.from('first'));
    await bucket.put('invoices/3/invoice.pdf', Buffer.from('second'));
    expect((await bucket.get('invoices/3/invoice.pdf'))?.toString()).toBe('second');
  });

  it('refuses keys the app never makes, as the local disk store does', async () => {
    const local = new LocalFileStorage('/nonexistent');
    for (const key of [
      '../etc/passwd.txt',
      'goods/1/../../x.png',
      'goods/1/photo',
      'goods/1/a b.png',
      '/goods/x.png.',
    ]) {
      await expect(bucket.put(key, Buffer.from('x'))).rejects.toThrow(`bad storage key ${key}`);
      await expect(bucket.get(key)).rejects.toThrow(`bad storage key ${key}`);
      await expect(local.get(key)).rejects.toThrow(`bad storage key ${key}`);
    }
  });

  it('fails loudly on a misnamed bucket or an unreachable store instead of answering "no such file"', async () => {
    const misnamed = new S3FileStorage({ ...s3.settings, bucket: 'no-such-bucket' });
    const unreachable = new S3FileStorage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    try {
      await expect(misnamed.get('goods/1/a.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(unreachable.get('goods/1/a.png')).rejects.toThrow();
      await expect(unreachable.put('goods/1/a.png', Buffer.from('x'))).rejects.toThrow();
    } finally {
      misnamed.close();
      unreachable.close();
    }
  });

  it('is the storage the app builds when STORAGE=s3, reading what another client wrote', async () => {
    const fromConfig = await createFileStorage(testConfig(s3.env));
    expect(fromConfig).toBeInstanceOf(S3FileStorage);
    await bucket.put('content/5/cover.webp', Buffer.from('cover'));
    expect((await fromConfig.get('content/5/cover.webp'))?.toString()).toBe('cover');
    (fromConfig as S3FileStorage).close();
    expect(await createFileStorage(testConfig())).toBeInstanceOf(LocalFileStorage);
  });
});

describe('the STORAGE setting', () => {
  it('keeps uploads on the local disk unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ STORAGE: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });

  it('refuses to start with STORAGE=s3 but no bucket or keys, naming each missing variable', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(
      /S3_BUCKET: required when STORAGE=s3\n {2}S3_SECRET_ACCESS_KEY: required when STORAGE=s3$/,
    );
    expect(() => loadConfig({ STORAGE: 'oss' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'oss-cn-hangzhou' })).toThrow(/S3_ENDPOINT: not a URL/);
  });

  it('reads a complete bucket setting, the endpoint optional for AWS itself', () => {
    const keys = { STORAGE: 's3', S3_BUCKET: 'kangning', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(keys).S3_ENDPOINT).toBeUndefined();
    expect(
      loadConfig({ ...keys, S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com', S3_FORCE_PATH_STYLE: 'true' }),
    ).toMatchObject({ S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com', S3_FORCE_PATH_STYLE: true });
  });
});
