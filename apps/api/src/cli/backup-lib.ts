import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config';

// Backup and restore of the whole site. Uploaded files live in the `files` table, so a copy of
// the database is a copy of everything. SQLite uses the online backup API (safe while the server
// runs); PostgreSQL uses pg_dump / pg_restore in the custom format.

export interface BackupTarget {
  database: Config['database'];
  /** Backups go to <dataDir>/backups unless `dir` says otherwise. */
  dataDir: string;
  dir?: string;
  /** PostgreSQL only: dump and restore this schema alone (the tests use one schema each). */
  schema?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** site-YYYYMMDD-HHMMSS in UTC, so names sort by time whatever the server's zone. */
export function backupName(now = new Date(), ext = 'db'): string {
  const d = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}`;
  const t = `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `site-${d}-${t}.${ext}`;
}

function freePath(dir: string, name: string): string {
  fs.mkdirSync(dir, { recursive: true });
  let file = path.join(dir, name);
  for (let i = 2; fs.existsSync(file); i += 1)
    file = path.join(dir, name.replace(/(\.[a-z]+)$/, `-${i}$1`));
  return file;
}

/** Writes a consistent copy of the database to a dated file and returns its path. */
export async function backupDatabase(target: BackupTarget, now = new Date()): Promise<string> {
  const dir = target.dir ?? path.join(target.dataDir, 'backups');
  if (target.database.kind === 'sqlite') {
    const source = target.database.file;
    if (!fs.existsSync(source)) throw new Error(`No database at ${source}: nothing to back up.`);
    const file = freePath(dir, backupName(now, 'db'));
    const db = new SQLite(source, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      await db.backup(file);
    } finally {
      db.close();
    }
    // A backup is one self-contained file: no -wal or -shm beside it.
    const copy = new SQLite(file);
    try {
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok')
        throw new Error(`The backup failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    return file;
  }
  const file = freePath(dir, backupName(now, 'dump'));
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`];
  if (target.schema) args.push(`--schema=${target.schema}`);
  try {
    await runPg('pg_dump', args, target.database.url);
  } catch (err) {
    fs.rmSync(file, { force: true });
    throw err;
  }
  return file;
}

/**
 * Brings a backup back. The current database is first backed up itself (the path is returned as
 * `safetyCopy`), so a restore of the wrong file can be undone.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
): Promise<{ safetyCopy: string | null }> {
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}.`);
  if (target.database.kind === 'sqlite') {
    checkSqliteBackup(file);
    const live = target.database.file;
    const safetyCopy = fs.existsSync(live)
      ? await backupDatabase({
          ...target,
          dir: path.join(target.dir ?? path.join(target.dataDir, 'backups'), 'before-restore'),
        })
      : null;
    fs.mkdirSync(path.dirname(path.resolve(live)), { recursive: true });
    // The backup API copies page by page under the destination's write lock, so a running server
    // sees either the old database or the restored one, never a mix.
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(live);
    } finally {
      source.close();
    }
    return { safetyCopy };
  }
  const header = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, header, 0, 5, 0);
  fs.closeSync(fd);
  if (header.toString('latin1') !== 'PGDMP')
    throw new Error(`${file} is not a pg_dump custom-format file.`);
  const safetyCopy = await backupDatabase({
    ...target,
    dir: path.join(target.dir ?? path.join(target.dataDir, 'backups'), 'before-restore'),
  });
  const args = [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
  ];
  if (target.schema) args.push(`--schema=${target.schema}`);
  await runPg('pg_restore', [...args, file], target.database.url, true);
  return { safetyCopy };
}

/** Refuses a file that is not an intact SQLite database of this site. */
function checkSqliteBackup(file: string) {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new Error(`${file} is not a SQLite database.`);
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} is damaged: ${String(check)}`);
    const tables = new Set(
      (
        db.prepare("select name from sqlite_master where type = 'table'").all() as {
          name: string;
        }[]
      ).map((r) => r.name),
    );
    for (const t of ['users', 'events', 'registrations', 'payments', 'files']) {
      if (!tables.has(t))
        throw new Error(`${file} is not a backup of this site (table ${t} is missing).`);
    }
  } catch (err) {
    if (err instanceof Error && err.message.startsWith(file)) throw err;
    throw new Error(`${file} is not a usable SQLite database: ${(err as Error).message}`);
  } finally {
    db.close();
  }
}

/** Runs pg_dump or pg_restore with the password in the environment, never on the command line. */
function runPg(
  command: 'pg_dump' | 'pg_restore',
  args: string[],
  url: string,
  dbFlag = false,
): Promise<void> {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  // eslint-disable-next-line no-restricted-properties -- the child needs PATH and locale, not our config
  const env: NodeJS.ProcessEnv = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const full = dbFlag ? ['--dbname', u.toString(), ...args] : [...args, '--dbname', u.toString()];
  return new Promise((resolve, reject) => {
    const child = spawn(command, full, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new Error(
              `${command} was not found. Install the PostgreSQL client tools (apt-get install postgresql-client).`,
            )
          : err,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}
