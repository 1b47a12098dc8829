import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { RequestRefusal } from '@store/shared/codes';
import { MAX_QUALIFICATION_FILE_BYTES, MAX_QUALIFICATION_FILES } from '@store/shared/api/qualification';
import { AppError, invalid } from '../../lib/errors.ts';

/**
 * Registered once for the whole app: every multipart route (qualification scans, after-sales photos,
 * invoice files, purchase lists) buffers at most these; `readUpload` lowers fileSize and files per route.
 * The largest route is the qualification upload (several scans of 5 MB). Text fields are short (type,
 * number, valid_to, invoice_no): 4 KB each bounds what a field can hold.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_QUALIFICATION_FILE_BYTES,
      files: MAX_QUALIFICATION_FILES + 1,
      fields: 10,
      parts: 20,
      fieldSize: 4096,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
}

export type UploadedFile = { bytes: Buffer; filename: string };

export type UploadRules = {
  /** What the route takes, for "请以 multipart/form-data 上传{what}" when the body is not a form. */
  what: string;
  /** Lower than the app-wide limits for this route; a file past `maxBytes` gets `tooLarge`. */
  maxBytes?: number;
  maxFiles?: number;
  /** The route's own refusal of a file past its size limit, in the buyer's words. */
  /** `position`: the file's place in the request, from 1. Its name is the client's text and stays out of the message. */
  tooLarge: (position: number) => Error;
};

/**
 * Reads a whole multipart body into memory: its files in the order sent, and its text fields.
 * Each route keeps its own limits and its own Chinese refusal of a file that is too large.
 */
export async function readUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError(RequestRefusal.NOT_MULTIPART, rules.what);
  const limits = {
    ...(rules.maxBytes !== undefined && { fileSize: rules.maxBytes }),
    ...(rules.maxFiles !== undefined && { files: rules.maxFiles }),
  };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw rules.tooLarge(files.length + 1);
        throw error;
      });
      files.push({ bytes, filename: part.filename });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { files, fields };
}

/** One file of at most `maxBytes` (an after-sales photo, an invoice file); a second one is refused as too large. */
export const oneFile = (maxBytes: number): UploadRules => ({
  what: '文件',
  maxBytes,
  maxFiles: 1,
  tooLarge: () => invalid({ file: ['文件过大'] }, `文件超过 ${maxBytes / 1024 / 1024}MB`),
});
