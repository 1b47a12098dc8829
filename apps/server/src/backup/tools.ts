import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './manifest.ts';

const PG_ROOT = '/usr/lib/postgresql';

/**
 * pg_dump or pg_restore: from PG_BIN_DIR when set, else the newest /usr/lib/postgresql/<v>/bin (Debian and
 * Ubuntu install every version there, and pg_dump must be at least the server's version), else PATH.
 */
export function findPgTool(tool: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN_DIR) {
    const file = path.join(env.PG_BIN_DIR, tool);
    if (!existsSync(file)) throw new BackupError(`PG_BIN_DIR=${env.PG_BIN_DIR} 中没有 ${tool}`);
    return file;
  }
  if (existsSync(PG_ROOT)) {
    const newest = readdirSync(PG_ROOT)
      .filter((version) => existsSync(path.join(PG_ROOT, version, 'bin', tool)))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0];
    if (newest) return path.join(PG_ROOT, newest, 'bin', tool);
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (existsSync(path.join(dir, tool))) return path.join(dir, tool);
  }
  throw new BackupError(
    `找不到 ${tool}：请安装 PostgreSQL 客户端（apt-get install postgresql-client，版本不低于数据库服务器），` +
      `或用 PG_BIN_DIR 指明它所在的目录`,
  );
}

/**
 * libpq settings for DATABASE_URL with the password moved into PGPASSWORD: a password in the arguments
 * would be readable by every user of the machine in the process list.
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** DATABASE_URL as it may be printed: without its password. */
export const printableUrl = (databaseUrl: string) => libpqTarget(databaseUrl).dbname;

/** Runs a program to its end; a failure carries its own error output, a missing program names itself. */
export function run(file: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return reject(new BackupError(`找不到命令 ${file}`));
      reject(new BackupError(`${path.basename(file)} 失败：${String(stderr).trim() || error.message}`));
    });
  });
}

/** tar is in every Linux and macOS base system (and Windows 10+); it keeps file times and streams large trees. */
export const tar = (args: string[]) => run('tar', args);
