import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/storage-s3.ts';

export type LocalS3 = {
  /** The bucket the server was started with, as S3FileStorage takes it. */
  settings: S3Settings;
  /** The same as the environment a process started with STORAGE=s3 reads. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

/**
 * An S3-compatible server on a free port of this machine (s3rver: pure JavaScript from npm, objects in a
 * temporary folder), with one empty bucket; stop() removes the folder. s3rver takes any key pair, so a
 * wrong key is not something these tests can catch.
 */
export async function startLocalS3(bucket = 'store-uploads'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
