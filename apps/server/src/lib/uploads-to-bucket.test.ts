import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../test/s3-server.ts';
import { LocalFileStorage } from './storage.ts';
import { S3FileStorage } from './storage-s3.ts';
import { copyUploadsToBucket } from './uploads-to-bucket.ts';

describe('npm run storage:to-s3: the local upload folder copied into the bucket', () => {
  let s3: LocalS3;
  let bucket: S3FileStorage;
  let folder: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = new S3FileStorage(s3.settings);
    folder = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  });
  afterAll(async () => {
    bucket.close();
    await s3.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('copies every uploaded file under its key, skips what is already there, and copies nothing the second time', async () => {
    const local = new LocalFileStorage(folder);
    const files: Record<string, Buffer> = {
      'qualification/3/0a1b2c.jpg': Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x0d, 0x0a]),
      'goods/12/0123456789abcdef01234567.png': Buffer.alloc(300_000, 7),
      'goods/12/variants/0123456789abcdef01234567-160.webp': Buffer.from('webp'),
      'after-sales/5/photo-1.jpg': Buffer.from('after-sales photo'),
      'invoices/9/invoice.pdf': Buffer.from('%PDF-1.4'),
    };
    for (const [key, bytes] of Object.entries(files)) await local.put(key, bytes);
    // Already in the bucket with the same size: not copied again. With another size: copied over.
    await bucket.put('invoices/9/invoice.pdf', Buffer.from('%PDF-1.4'));
    await bucket.put('after-sales/5/photo-1.jpg', Buffer.from('half'));
    // Not something the app wrote: left out, and named.
    await mkdir(path.join(folder, 'goods/12'), { recursive: true });
    await writeFile(path.join(folder, 'goods/12/.DS_Store'), 'x');

    expect(await copyUploadsToBucket(folder, bucket)).toEqual({
      copied: 4,
      alreadyThere: 1,
      notUploads: ['goods/12/.DS_Store'],
    });
    for (const [key, bytes] of Object.entries(files)) expect((await bucket.get(key))?.equals(bytes)).toBe(true);

    expect(await copyUploadsToBucket(folder, bucket)).toEqual({
      copied: 0,
      alreadyThere: 5,
      notUploads: ['goods/12/.DS_Store'],
    });
    expect((await bucket.storedSizes()).size).toBe(5);
  });

  it('stops with the object store’s error when the bucket does not exist', async () => {
    const misnamed = new S3FileStorage({ ...s3.settings, bucket: 'no-such-bucket' });
    try {
      await expect(copyUploadsToBucket(folder, misnamed)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      misnamed.close();
    }
  });
});
