import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPgTool, libpqTarget, printableUrl } from './tools.ts';

describe('PostgreSQL client tools for backup and restore', () => {
  it('passes the password in PGPASSWORD, never in the arguments or the printed address', () => {
    const url = 'postgres://store:p%40ss%20word@db.internal:6432/shop?sslmode=require';
    const { dbname, env } = libpqTarget(url);
    expect(dbname).toBe('postgres://store@db.internal:6432/shop?sslmode=require');
    expect(env.PGPASSWORD).toBe('p@ss word');
    expect(printableUrl(url)).not.toContain('p%40ss');
  });

  it('takes pg_dump from PG_BIN_DIR, and names PG_BIN_DIR when it is not there', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pg-bin-'));
    try {
      await writeFile(path.join(dir, 'pg_dump'), '');
      expect(findPgTool('pg_dump', { PG_BIN_DIR: dir })).toBe(path.join(dir, 'pg_dump'));
      expect(() => findPgTool('pg_restore', { PG_BIN_DIR: dir })).toThrow(`PG_BIN_DIR=${dir} 中没有 pg_restore`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
