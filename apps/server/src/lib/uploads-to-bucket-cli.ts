import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { uploadDirOf } from './storage.ts';
import { S3FileStorage, s3SettingsOf } from './storage-s3.ts';
import { copyUploadsToBucket } from './uploads-to-bucket.ts';

/**
 * `npm run storage:to-s3`: copies the files under UPLOAD_DIR (default DATA_DIR/uploads) into the S3_BUCKET
 * before a store switches to STORAGE=s3. Reads the S3_* settings as the server does; run it again after the
 * switch to pick up what the old process received meanwhile (files already in the bucket are skipped).
 */
const config = (() => {
  try {
    // The bucket's settings are checked as STORAGE=s3 would check them, whatever STORAGE says today.
    return loadConfig({ ...process.env, STORAGE: 's3' });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const folder = uploadDirOf(config);
if (!existsSync(folder)) {
  console.error(`上传目录 ${folder} 不存在（UPLOAD_DIR，默认 DATA_DIR/uploads）`);
  process.exit(1);
}
const bucket = new S3FileStorage(s3SettingsOf(config));
try {
  const started = performance.now();
  const report = await copyUploadsToBucket(folder, bucket);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${folder} → ${config.S3_BUCKET}：复制 ${report.copied} 个文件，已在存储桶中 ${report.alreadyThere} 个（大小相同，跳过），用时 ${seconds} 秒`,
  );
  if (report.notUploads.length) {
    console.log(`不是上传文件、未复制的 ${report.notUploads.length} 个：\n  ${report.notUploads.join('\n  ')}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  bucket.close();
}
