import { buildApp } from './app';
import { DEFAULT_WEB_DIST, prepareDatabase } from './boot';
import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  config.webDist ??= DEFAULT_WEB_DIST;
  const { handle, generatedAdmin, seededDemo } = await prepareDatabase(config);
  const app = await buildApp({ config, handle });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests and mail in flight');
    // Requests already sent are read before closing: close() cuts connections it finds idle, and
    // one whose request is still unread in its socket would look idle and be reset.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await app.close();
    await handle.db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const where = handle.dialect === 'sqlite' ? `SQLite at ${config.database.kind === 'sqlite' ? config.database.file : ''}` : 'PostgreSQL';
  console.log(`\n  Site and API running at ${url}  (database: ${where})`);
  console.log(`  API docs at ${url}/api/docs`);
  if (seededDemo) console.log('  Seeded the demo events and payment account.');
  if (generatedAdmin) {
    console.log('\n  An admin account was created. Keep these credentials; they are shown only once:');
    console.log(`    email:    ${generatedAdmin.email}`);
    console.log(`    password: ${generatedAdmin.password}`);
    console.log('  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n');
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
