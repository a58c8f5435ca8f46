import { join } from 'node:path';
import type { Config } from '../config.js';
import { type Database, openPglite, openPostgres } from './client.js';

/** PostgreSQL when `DATABASE_URL` is set, otherwise PGlite persisted under `DATA_DIR/db`. */
export function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : openPglite(join(config.dataDir, 'db'));
}
