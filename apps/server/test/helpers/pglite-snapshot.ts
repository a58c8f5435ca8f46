import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite cluster that every test database starts from. */
    pgliteSnapshot: string;
  }
}

/**
 * Global set-up of the PGlite API tests: migrates one empty database and dumps it, so each test
 * database is loaded from the dump instead of running initdb and every migration again (much
 * CPU over a run, and the set-up that timed out first on a loaded machine).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'siktak-pglite-'));
  const database = await openPglite();
  try {
    await database.migrate();
    const dump = await database.dump!();
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
