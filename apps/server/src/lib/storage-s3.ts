import { GetObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { assertStorageKey, type FileStorage } from './storage.ts';

/** What reaching a bucket takes; config-problems.ts refuses STORAGE=s3 without the bucket and keys. */
export type S3Settings = {
  /** Omitted for AWS itself; e.g. https://oss-cn-hangzhou.aliyuncs.com, https://cos.ap-shanghai.myqcloud.com, http://minio:9000. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO and most self-hosted servers) rather than in the host name (AWS, OSS, COS). */
  forcePathStyle: boolean;
};

export const s3SettingsOf = (config: Config): S3Settings => ({
  endpoint: config.S3_ENDPOINT,
  region: config.S3_REGION,
  bucket: config.S3_BUCKET ?? '',
  accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
  secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
  forcePathStyle: config.S3_FORCE_PATH_STYLE,
});

/**
 * A missing object, as S3, OSS, COS and MinIO answer a GET of it. A missing bucket (NoSuchBucket, also a
 * 404) is not one: a misnamed bucket must fail loudly, not look like a store whose photos were all deleted.
 */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || (name === 'NotFound' && $metadata?.httpStatusCode === 404);
}

/** Uploaded files in an S3-compatible bucket, under the same keys the local store uses as paths. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      forcePathStyle: settings.forcePathStyle,
      // Since 2025 the SDK adds CRC32 checksums to every upload and checks them on every download; not every
      // S3-compatible store (OSS, COS, older MinIO) takes or returns them. Only where S3 itself requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Without a limit a stalled object store holds a buyer's request (and its socket) for ever: 5 s to
      // connect, 30 s of silence on the socket.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.length }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) throw new Error(`object ${key} came back without a body`);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  /** Every key in the bucket with its size in bytes: what `npm run storage:to-s3` compares before copying. */
  async storedSizes(): Promise<Map<string, number>> {
    const sizes = new Map<string, number>();
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key, object.Size ?? 0);
    }
    return sizes;
  }

  /** Closes the client's kept-alive sockets (a CLI or a test ends; a server keeps them). */
  close(): void {
    this.client.destroy();
  }
}
