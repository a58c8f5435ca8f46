/**
 * Writes the embedded (PGlite) database to a portable JSON-lines file for `db:import`:
 *
 *   npm run db:export -- [--data-dir <DATA_DIR>] [--out <file>]
 *
 * Reads `<DATA_DIR>/db` (default: the server's DATA_DIR, `./data`). Takes the same lock as the server,
 * so it refuses to run while a server uses the directory. Brings the database up to the current schema
 * first, as the server does on start, so the file always matches this release's migrations.
 */
import { once } from 'node:events';
import { createWriteStream, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openPglite } from '../db/client.js';
import { exportDatabase } from '../db/transfer.js';
import { UsageError, callerPath, runCli } from './run.js';

const USAGE = 'usage: npm run db:export -- [--data-dir <DATA_DIR>] [--out <file, default siktak-export.jsonl>]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      out: { type: 'string', default: 'siktak-export.jsonl' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const dataDir = values['data-dir'] ? callerPath(values['data-dir']) : loadConfig().dataDir;
  const dbDir = join(dataDir, 'db');
  if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new UsageError(`no embedded database in ${dbDir}\n${USAGE}`);
  const outFile = callerPath(values.out);
  if (existsSync(outFile)) throw new UsageError(`${outFile} exists already; choose another --out`);
  const database = await openPglite(dbDir);
  const out = createWriteStream(outFile, { flags: 'wx' });
  let finished = false;
  try {
    await database.migrate();
    const written = await exportDatabase(database.db, async (line) => {
      if (!out.write(`${line}\n`)) await once(out, 'drain');
    });
    out.end();
    await once(out, 'finish');
    finished = true;
    console.log(`exported ${written.rows} rows of ${written.tables} tables from ${dbDir} to ${outFile}`);
    return 0;
  } finally {
    out.destroy();
    // A half-written file must not be mistaken for an export.
    if (!finished) rmSync(outFile, { force: true });
    await database.close();
  }
}

runCli(main);
