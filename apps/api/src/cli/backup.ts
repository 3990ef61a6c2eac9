import { ConfigError, loadConfig } from '../config';
import { backupDatabase } from './backup-lib';
import { fromCallerDir } from './cwd';

// npm run backup [-- --dir FOLDER]: a consistent, dated copy of the database (and so of every
// uploaded file) in DATA_DIR/backups.

fromCallerDir();
try {
  const config = loadConfig();
  const at = process.argv.indexOf('--dir');
  const dir = at > 0 ? process.argv[at + 1] : undefined;
  const file = await backupDatabase({ database: config.database, dataDir: config.dataDir, dir });
  console.log(`Backup written to ${file}`);
} catch (err) {
  console.error(
    err instanceof ConfigError ? err.message : `Backup failed: ${(err as Error).message}`,
  );
  process.exit(1);
}
