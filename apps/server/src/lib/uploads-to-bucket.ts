import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey } from './storage.ts';
import type { S3FileStorage } from './storage-s3.ts';

export type CopyReport = {
  /** Files put into the bucket by this run. */
  copied: number;
  /** Files the bucket already held under the same key with the same size. */
  alreadyThere: number;
  /** Files under the folder whose names the app never writes (an editor's backup, .DS_Store): left out. */
  notUploads: string[];
};

/** Files copied at once: enough to hide the object store's round trips, few enough for a small machine. */
const AT_ONCE = 8;

/**
 * Copies every file under the local upload folder into the bucket under the same key (its path below the
 * folder), so a store moving to STORAGE=s3 keeps serving its scans and photos. A file the bucket already
 * holds with the same size is skipped, so a run that was interrupted, or a second run, copies only what is
 * missing. Nothing on the disk is changed or removed.
 */
export async function copyUploadsToBucket(folder: string, bucket: S3FileStorage): Promise<CopyReport> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const report: CopyReport = { copied: 0, alreadyThere: 0, notUploads: [] };
  const stored = await bucket.storedSizes();
  const toCopy: string[] = [];
  for (const key of files) {
    try {
      assertStorageKey(key);
    } catch {
      report.notUploads.push(key);
      continue;
    }
    const { size } = await stat(path.join(folder, key));
    if (stored.get(key) === size) report.alreadyThere += 1;
    else toCopy.push(key);
  }
  const copyFromQueue = async () => {
    for (let key = toCopy.pop(); key !== undefined; key = toCopy.pop()) {
      await bucket.put(key, await readFile(path.join(folder, key)));
      report.copied += 1;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, copyFromQueue));
  return report;
}
