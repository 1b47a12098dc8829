import { readFileSync } from 'node:fs';
import { z } from 'zod';

// How the environment's text becomes settings (config.ts and its parts).

export const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
export const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
/** An unset or empty variable is the same thing: not configured. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
/**
 * A key or certificate: PEM text (literal `\n` allowed, since one-line env files cannot hold newlines),
 * a bare base64 key body as Alipay's key tool writes it, or the path of a file holding either.
 * Files are read here, once at start, so a missing file stops the process naming the variable.
 */
export const keyText = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (!v) return undefined;
    if (v.includes('-----BEGIN')) return v.replace(/\\n/g, '\n');
    if (v.length >= 200 && /^[A-Za-z0-9+/=\s]+$/.test(v)) return v.replace(/\s+/g, '');
    try {
      return readFileSync(v, 'utf8').trim();
    } catch {
      ctx.addIssue({ code: 'custom', message: 'neither PEM text, a base64 key nor a readable file' });
      return z.NEVER;
    }
  })
  .optional();
