import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/connection';

const config = loadConfig();
const handle = openDatabase(config.database);
const done = await migrateToLatest(handle);
console.log(done.length ? `Applied: ${done.join(', ')}` : 'Database is up to date.');
await handle.db.destroy();
