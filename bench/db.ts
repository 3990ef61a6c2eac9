import { migrateToLatest, openDatabase, type DbHandle } from '../apps/api/src/db/connection';

// The bench's seeder and checker open the database exactly as the API does (same driver
// settings, same migrations): a SQLite file path, or a postgres:// URL.

export function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) out[a.slice(2)] = argv[i + 1] ?? '';
    if (a.startsWith('--')) i++;
  }
  return out;
}

export async function openBenchDatabase(target: string, migrate: boolean): Promise<DbHandle> {
  const handle = /^postgres(ql)?:\/\//.test(target)
    ? openDatabase({ kind: 'postgres', url: target, poolSize: 4 })
    : openDatabase({ kind: 'sqlite', file: target });
  if (migrate) await migrateToLatest(handle);
  return handle;
}

/** Splits a list into slices small enough for one INSERT on either engine. */
export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
