import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/db/client.js';

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server `serverUrl` points at (default `DATABASE_URL`), and a
 * way to drop it again — for tests and benchmarks that need their own database or start server processes.
 */
export async function createPostgresDatabaseUrl(
  serverUrl = process.env.DATABASE_URL,
  prefix = 'siktak_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('needs DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — with `TEST_DB=postgres` —
 * a new database on the server `DATABASE_URL` points at, dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    // Loaded from the migrated snapshot of the global set-up (pglite-snapshot.ts); migrate() then
    // finds nothing to do, and would catch up a snapshot that missed a migration.
    // vitest is imported here, not at the top: the bench imports this file outside any test run.
    const { inject } = await import('vitest');
    const snapshot = inject('pgliteSnapshot');
    const database = await openPglite(undefined, snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {});
    await database.migrate();
    return database;
  }
  const scratch = await createPostgresDatabaseUrl();
  const database = await openPostgres(scratch.url, 20);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
