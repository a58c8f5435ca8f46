/**
 * Applies the pending migrations to the configured database and exits — the same step the server runs
 * at start-up, for deploys that migrate before starting the new release:
 *
 *   npm run db:migrate            (DATABASE_URL, or the PGlite database in DATA_DIR/db)
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { schemaVersion } from '../db/transfer.js';
import { runCli } from './run.js';

async function main(): Promise<number> {
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    console.log(`${database.kind} database is at migration ${(await schemaVersion(database.db))?.slice(0, 12)}`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
