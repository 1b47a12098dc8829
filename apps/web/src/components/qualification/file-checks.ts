import { MAX_QUALIFICATION_FILE_BYTES, MAX_QUALIFICATION_FILES } from '@store/shared/api/qualification';

export const LICENCE_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
const EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

type FileLike = { name: string; size: number; type: string };

/**
 * Why these files cannot be sent as one licence, or null when they can: 1–5 files, each JPG/PNG/WebP/PDF
 * (by MIME type, or by extension when the browser gives none) and at most 5 MB. The server checks again.
 */
export function licenceFilesProblem(files: readonly FileLike[]): string | null {
  if (files.length === 0) return '请上传证照图片或PDF';
  if (files.length > MAX_QUALIFICATION_FILES) return `最多上传${MAX_QUALIFICATION_FILES}个文件`;
  for (const file of files) {
    const typeOk = file.type
      ? (LICENCE_FILE_TYPES as readonly string[]).includes(file.type)
      : EXTENSIONS.test(file.name);
    if (!typeOk) return `${file.name} 格式不支持，请上传JPG、PNG、WebP或PDF`;
    if (file.size > MAX_QUALIFICATION_FILE_BYTES) return `${file.name} 超过 5MB`;
    if (file.size === 0) return `${file.name} 是空文件`;
  }
  return null;
}
