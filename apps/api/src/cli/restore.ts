import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { restoreDatabase } from './backup-lib';
import { fromCallerDir } from './cwd';

// npm run restore FILE: puts a backup made by `npm run backup` back in place. The current
// database is backed up first, to DATA_DIR/backups/before-restore.

fromCallerDir();
const file = process.argv.slice(2).find((a) => !a.startsWith('-'));
if (!file) {
  console.error('Usage: npm run restore FILE   (a file written by npm run backup)');
  process.exit(2);
}
try {
  const config = loadConfig();
  const { safetyCopy } = await restoreDatabase(
    { database: config.database, dataDir: config.dataDir },
    path.resolve(file),
  );
  if (safetyCopy) console.log(`The database as it was before is kept in ${safetyCopy}`);
  console.log(`Restored ${path.resolve(file)}. Restart the server if it is running.`);
} catch (err) {
  console.error(
    err instanceof ConfigError ? err.message : `Restore failed: ${(err as Error).message}`,
  );
  process.exit(1);
}
