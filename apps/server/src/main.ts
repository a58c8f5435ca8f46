import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/client.js';
import { openDatabase } from './db/open.js';
import { seedDemoData } from './seed/index.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await database.migrate();

  const app = await buildApp({ config, database });
  app.log.info({ database: database.kind }, 'database migrated');
  if (config.seedDemo) await seedDemoData(app.ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The address listened on, as bound (PORT=0 picks a free port), beside the public address links use.
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`식탁 is listening on ${address}, public address ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
