import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type DbHandle } from './db/connection';
import { seedDemo } from './db/seed/demo';
import { seedSymposia } from './db/seed/symposia';
import { ensureAdmin } from './modules/auth/service';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, both from apps/api/src (tsx) and apps/api/dist (built). */
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

/** Opens and migrates the database and seeds what must exist. */
export async function prepareDatabase(config: Config): Promise<{
  handle: DbHandle;
  generatedAdmin: { email: string; password: string } | null;
  seededDemo: boolean;
}> {
  const handle = openDatabase(config.database);
  await migrateToLatest(handle);
  await seedSymposia(handle.db);
  const generatedAdmin = await ensureAdmin(handle.db, config.adminEmail, config.adminPassword);
  const seededDemo = config.seedDemo ? await seedDemo(handle.db) : false;
  return { handle, generatedAdmin, seededDemo };
}
