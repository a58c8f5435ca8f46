import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: what query helpers accept. */
export type Queryable = Db | Tx;

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Holds the advisory lock named `key` until the transaction ends, across transactions and server
 * processes: a cap counted and then inserted under it holds however many requests race for it.
 */
export async function holdLock(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Which rows of a list one page holds. */
export interface PageRequest {
  offset: number;
  limit: number;
}

/** One page of the rows `query` selects, and how many rows `counted` counts in all, read side by side. */
export async function readPage<T>(
  page: PageRequest,
  query: { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } },
  counted: PromiseLike<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [rows, [row]] = await Promise.all([query.limit(page.limit).offset(page.offset), counted]);
  return { rows, total: row?.n ?? 0 };
}

const dialect = new PgDialect();

/** The driver's client under a drizzle database (none under a transaction). */
const clientOf = (db: Queryable): unknown => (db as unknown as { $client?: unknown }).$client;

/** The pool of PostgreSQL connections `db` sends its statements over; none for PGlite (one session) or a transaction. */
export function poolOf(db: Queryable): pg.Pool | undefined {
  const client = clientOf(db);
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Rows of a hot raw SQL query sent as a named (prepared) statement on PostgreSQL: each pooled
 * connection parses and plans it once instead of on every call. `name` stands for one statement text: a query
 * whose text changes shape needs a name per shape. PGlite (one session, unnamed statements) and
 * transactions take the plain path.
 */
export async function namedRows<T>(db: Queryable, name: string, query: SQL): Promise<T[]> {
  const client = poolOf(db);
  if (!client) return rowsOf<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query({ name, text, values: params })).rows as T[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** The whole PGlite data directory as a tarball (PGlite only). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
/** Any constant: migrations of several instances starting at once run one after the other. */
const MIGRATION_LOCK_KEY = 4_815_162_342;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database (PGlite) at ${dataDir} is in use by another process (pid ${pid}). ` +
        'PGlite serves one process only: stop the other server, or set DATABASE_URL to a PostgreSQL database ' +
        'to run several instances (npm run start:cluster needs it too).',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a PGlite data directory with a pid file. A lock left by a process
 * that no longer runs is taken over; a live holder makes this throw.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, '..', `${dataDir.split('/').pop() ?? 'db'}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/**
 * PGlite in a directory (persisted) or in memory (`dataDir` undefined; tests). `loadDataDir` starts
 * from a dump of another instance (`dumpDataDir`) instead of an empty cluster: the tests start from a
 * migrated one, which skips initdb and the migrations.
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      dump: () => client.dumpDataDir('none'),
      ping: async () => (await client.query('select 1')).rows.length === 1,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      try {
        return (await pool.query('select 1')).rowCount === 1;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
