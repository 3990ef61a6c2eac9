import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type MigrationProvider,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './database';
import { migrations } from './migrations/index';
import type { MigrationDb } from './migrations/types';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** Counts statements run, for the N+1 tests. */
  stats: { queries: number };
  /** Only for SQLite: the raw handle, used by backup. */
  sqlite?: SQLite.Database;
  /** PostgreSQL schema the connection is pinned to (tests), where the migration tables live too. */
  schema?: string;
}

// Return COUNT(*) and BIGINT as numbers rather than strings; our counts fit easily.
pg.types.setTypeParser(20, (v) => Number(v));

export function openDatabase(config: Config['database'], opts: { searchPath?: string } = {}): DbHandle {
  const stats = { queries: 0 };
  const log = () => {
    stats.queries += 1;
  };
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      // During an outage a request fails within seconds (503) instead of hanging on a connect.
      connectionTimeoutMillis: 5000,
      ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
    });
    // A connection the server drops (restart, failover) emits 'error', idle in the pool or checked
    // out in a transaction; unheard, that event would end the process. The query in flight fails
    // on its own (503), the pool discards the connection and opens a new one for the next query.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, dialect: 'postgres', stats, schema: opts.searchPath };
  }
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL lets readers go on while one writer commits; the busy timeout queues writers
  // from other processes (backups, CLI) instead of failing them.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new FifoSqliteDialect({ database: withStatementCache(sqlite) }), log });
  return { db, dialect: 'sqlite', stats, sqlite };
}

/**
 * SQLite has one connection, which a query or a whole transaction holds in turn. Kysely's own lock
 * wakes every waiting request at each release (all but one go back to sleep), so with hundreds of
 * requests waiting the CPU goes to wake-ups and the wait is not in arrival order; this queue hands
 * the connection to the longest-waiting request, and only to it (docs/performance.md).
 */
class FifoSqliteDriver extends SqliteDriver {
  #waiting: (() => void)[] = [];
  #busy = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
    // Only one caller gets here at a time, so Kysely's own lock below is always free.
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiting.shift();
    // Handed over on the next turn of the event loop, not as a microtask: better-sqlite3 answers
    // synchronously, so a queue of requests passing the connection by promise alone would starve
    // the loop's I/O phase (new connections waited seconds to be accepted in the rush).
    if (next) setImmediate(next);
    else this.#busy = false;
  }
}

class FifoSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new FifoSqliteDriver(this.#config);
  }
}

/**
 * Kysely prepares every statement anew; better-sqlite3 statements can be run again and again.
 * Reusing them saved about a tenth of the server's CPU in the registration rush (docs/performance.md).
 * A statement still being iterated (busy) is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const stmt = sqlite.prepare(sql);
      if (!cached) {
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

export async function migrateToLatest(handle: DbHandle): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      return Object.fromEntries(
        Object.entries(migrations).map(([name, m]) => [name, { up: (db: MigrationDb) => m.up(db, handle.dialect) }]),
      );
    },
  };
  const migrator = new Migrator({
    db: handle.db,
    provider,
    // Pinned so that a migration table in another schema (a parallel test run) is never mistaken for ours.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** A unique-constraint violation from either engine. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return !!e && (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03']);

/**
 * True when the database could not be reached or went away mid-query (server stopped or
 * restarting, network cut): the request failed without writing, and may be tried again.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && (CONNECTION_CODES.has(e.code) || /^08/.test(e.code))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(
    e.message ?? '',
  );
}

export const nowIso = () => new Date().toISOString();
