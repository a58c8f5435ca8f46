/**
 * Moves a whole database between servers as a portable JSON-lines file (db:export / db:import):
 *
 *   {"format":"siktak-db-export","version":1,"schema":"<hash of the last migration>",…}   header
 *   {"table":"users","columns":[…],"rows":12}                                            then 12 lines,
 *   {…row as PostgreSQL's row_to_json…}                                                  one row each
 *   …every table in foreign-key order…
 *   {"sequence":"users_user_no_seq","table":"users","column":"user_no","lastValue":"12","isCalled":true}
 *   {"end":true,"tables":12,"rows":345}                                                  footer
 *
 * Rows are written and read as PostgreSQL's own JSON text, never parsed in JavaScript, so timestamps,
 * numerics and arrays come back exactly. Works on PGlite and PostgreSQL alike (both speak the same SQL).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from './client.js';

export const EXPORT_FORMAT = 'siktak-db-export';
const EXPORT_VERSION = 1;
const INSERT_BATCH = 500;

interface Header {
  format: string;
  version: number;
  schema: string | null;
  exportedAt: string;
}
interface TableHeader {
  table: string;
  columns: string[];
  rows: number;
}
interface SequenceLine {
  sequence: string;
  table: string;
  column: string;
  lastValue: string;
  isCalled: boolean;
}
interface Footer {
  end: true;
  tables: number;
  rows: number;
}

export class TransferError extends Error {}

const ident = (name: string) => sql.identifier(name);
const identList = (names: string[]) => sql.join(names.map(ident), sql`, `);

/** The hash of the last applied migration: both sides must be on the same schema. */
export async function schemaVersion(db: Queryable): Promise<string | null> {
  const [row] = await rowsOf<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`,
  );
  return row?.hash ?? null;
}

/** Every table of the `public` schema, parents before the tables whose foreign keys point at them. */
export async function tablesInDependencyOrder(db: Queryable): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public'`)
  )
    .map((r) => r.name)
    .sort();
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.find((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)));
    if (!ready) throw new TransferError('foreign keys form a cycle; the tables cannot be ordered');
    ordered.push(ready);
    placed.add(ready);
  }
  return ordered;
}

/** Columns a row can be inserted with (generated columns are computed again). */
async function insertableColumns(db: Queryable, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((r) => r.name);
}

async function primaryKey(db: Queryable, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name
        from pg_index i
        join pg_class t on t.oid = i.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        join lateral unnest(i.indkey) with ordinality as k(attnum, pos) on true
        join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
        where i.indisprimary and n.nspname = 'public' and t.relname = ${table}
        order by k.pos`,
  );
  return rows.map((r) => r.name);
}

/** Sequences owned by columns (serial and identity columns). */
async function ownedSequences(db: Queryable): Promise<Array<{ sequence: string; table: string; column: string }>> {
  return rowsOf(
    db,
    sql`select s.relname as sequence, t.relname as table, a.attname as column
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_class t on t.oid = d.refobjid
        join pg_namespace n on n.oid = t.relnamespace
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
          and d.deptype in ('a', 'i') and n.nspname = 'public'
        order by t.relname, a.attname`,
  );
}

/** Rows of a table as PostgreSQL's JSON text, in primary-key order. */
export async function tableRowsAsJson(db: Queryable, table: string, columns?: string[]): Promise<string[]> {
  const cols = columns ?? (await insertableColumns(db, table));
  const pk = await primaryKey(db, table);
  const order: SQL = pk.length ? sql`order by ${identList(pk)}` : sql``;
  const rows = await rowsOf<{ j: string }>(
    db,
    sql`select row_to_json(r)::text as j from (select ${identList(cols)} from ${ident(table)} ${order}) r`,
  );
  return rows.map((r) => r.j);
}

/** Writes the whole database, one line per call of `write`. Answers the number of tables and rows. */
export async function exportDatabase(
  db: Queryable,
  write: (line: string) => void | Promise<void>,
  now = new Date(),
): Promise<{ tables: number; rows: number }> {
  const header: Header = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    schema: await schemaVersion(db),
    exportedAt: now.toISOString(),
  };
  await write(JSON.stringify(header));
  const tables = await tablesInDependencyOrder(db);
  let total = 0;
  for (const table of tables) {
    const columns = await insertableColumns(db, table);
    const rows = await tableRowsAsJson(db, table, columns);
    await write(JSON.stringify({ table, columns, rows: rows.length } satisfies TableHeader));
    for (const row of rows) await write(row);
    total += rows.length;
  }
  for (const { sequence, table, column } of await ownedSequences(db)) {
    const [state] = await rowsOf<{ last_value: string | number; is_called: boolean }>(
      db,
      sql`select last_value, is_called from ${ident(sequence)}`,
    );
    const line: SequenceLine = {
      sequence,
      table,
      column,
      lastValue: String(state?.last_value ?? 1),
      isCalled: state?.is_called ?? false,
    };
    await write(JSON.stringify(line));
  }
  await write(JSON.stringify({ end: true, tables: tables.length, rows: total } satisfies Footer));
  return { tables: tables.length, rows: total };
}

function parseLine<T>(line: string | undefined, what: string): T {
  if (line === undefined) throw new TransferError(`the file ends early: expected ${what}`);
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new TransferError(`not an export file: expected ${what}, found ${line.slice(0, 80)}`);
  }
}

/** True when any table of the `public` schema holds a row. */
export async function hasRows(db: Queryable): Promise<boolean> {
  for (const table of await tablesInDependencyOrder(db)) {
    const [row] = await rowsOf<{ any: boolean }>(db, sql`select exists (select 1 from ${ident(table)}) as any`);
    if (row?.any) return true;
  }
  return false;
}

async function insertBatch(db: Queryable, table: string, columns: string[], rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = identList(columns);
  await db.execute(
    sql`insert into ${ident(table)} (${cols}) overriding system value
        select ${cols} from json_populate_recordset(null::${ident(table)}, ${`[${rows.join(',')}]`}::json)`,
  );
}

/**
 * Reads an export into `db`, which must be migrated to the export's schema and be empty unless `force`
 * (then every table is emptied first). Run it inside one transaction: a failure leaves nothing behind.
 * Sequences end at the exported value or the largest id, whichever is higher.
 */
export async function importDatabase(
  db: Queryable,
  lines: AsyncIterable<string>,
  options: { force: boolean },
): Promise<{ tables: number; rows: number }> {
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => {
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) return undefined;
      if (value.trim() !== '') return value;
    }
  };
  const header = parseLine<Header>(await next(), 'the header');
  if (header.format !== EXPORT_FORMAT || header.version !== EXPORT_VERSION) {
    throw new TransferError(`not a ${EXPORT_FORMAT} v${EXPORT_VERSION} file`);
  }
  const schema = await schemaVersion(db);
  if (header.schema !== schema) {
    throw new TransferError(
      `the export is of another schema version (${header.schema ?? 'none'}) than this database (${schema ?? 'none'}); export and import with the same release`,
    );
  }
  const tables = await tablesInDependencyOrder(db);
  if (await hasRows(db)) {
    if (!options.force) throw new TransferError('the target database is not empty; pass --force to replace its data');
    await db.execute(sql`truncate table ${identList(tables)} restart identity cascade`);
  }
  let line = await next();
  let total = 0;
  let tableCount = 0;
  while (line !== undefined) {
    const item = parseLine<Partial<TableHeader & SequenceLine & Footer>>(line, 'a table, sequence or end line');
    if (item.end) {
      if (item.rows !== total || item.tables !== tableCount) {
        throw new TransferError(`the file is incomplete: read ${total} rows, the export wrote ${item.rows}`);
      }
      return { tables: tableCount, rows: total };
    }
    if (item.table && item.columns && typeof item.rows === 'number') {
      if (!tables.includes(item.table)) throw new TransferError(`unknown table ${item.table}`);
      let batch: string[] = [];
      for (let i = 0; i < item.rows; i++) {
        const row = await next();
        if (row === undefined) throw new TransferError(`the file ends inside table ${item.table}`);
        batch.push(row);
        if (batch.length === INSERT_BATCH) {
          await insertBatch(db, item.table, item.columns, batch);
          batch = [];
        }
      }
      await insertBatch(db, item.table, item.columns, batch);
      total += item.rows;
      tableCount++;
    } else if (item.sequence && item.table && item.column) {
      const exported = item.isCalled ? BigInt(item.lastValue ?? '0') : 0n;
      const [max] = await rowsOf<{ max: string | number | null }>(
        db,
        sql`select max(${ident(item.column)})::text as max from ${ident(item.table)}`,
      );
      const value = [exported, BigInt(max?.max ?? 0)].reduce((a, b) => (a > b ? a : b));
      // setval(…, 1, false): the next id is 1; otherwise the next id is value + 1.
      await db.execute(
        sql`select setval(pg_get_serial_sequence(${item.table}, ${item.column}), ${String(value > 0n ? value : 1n)}::bigint, ${value > 0n})`,
      );
    } else {
      throw new TransferError(`not an export file line: ${line.slice(0, 80)}`);
    }
    line = await next();
  }
  throw new TransferError('the file is incomplete: the end line is missing');
}
