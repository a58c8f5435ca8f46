/**
 * Loads a `db:export` file into the PostgreSQL database at DATABASE_URL:
 *
 *   DATABASE_URL=postgres://… npm run db:import -- --file <export file> [--force]
 *
 * Applies the migrations first, refuses a target that holds any row unless --force (which empties
 * every table first), and loads everything in one transaction: on any failure nothing is changed.
 * Sequences continue after the highest imported id.
 */
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openPostgres } from '../db/client.js';
import { importDatabase } from '../db/transfer.js';
import { UsageError, callerPath, runCli } from './run.js';

const USAGE = 'usage: DATABASE_URL=postgres://… npm run db:import -- --file <export file> [--force]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      file: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const file = values.file ? callerPath(values.file) : undefined;
  if (!file || !existsSync(file)) throw new UsageError(`--file must name an export file\n${USAGE}`);
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) throw new UsageError(`DATABASE_URL must point at the PostgreSQL database to fill\n${USAGE}`);
  const database = await openPostgres(databaseUrl, 1);
  try {
    await database.migrate();
    const imported = await database.db.transaction((tx) => {
      // Opened only now: lines read before anyone iterates them would be lost.
      const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
      return importDatabase(tx, lines, { force: values.force });
    });
    console.log(
      `imported ${imported.rows} rows of ${imported.tables} tables into ${new URL(databaseUrl).pathname.slice(1)}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
