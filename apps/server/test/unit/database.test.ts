import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, openPglite } from '../../src/db/client.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'siktak-lock-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'db');
}

/** Another live process that holds the lock of `dataDir` the way a running server does. */
function otherHolder(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  writeFileSync(`${dataDir}.lock`, String(child.pid));
  cleanups.push(() => child.kill('SIGKILL'));
  return child;
}

describe('PGlite data directory lock', () => {
  it('refuses a directory another live process holds, and says which', async () => {
    const dataDir = tempDataDir();
    lockDataDir(dataDir)();
    const holder = otherHolder(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    await expect(openPglite(dataDir)).rejects.toThrow(`pid ${holder.pid}`);
  });

  it('takes over the lock once the holder has gone', async () => {
    const dataDir = tempDataDir();
    lockDataDir(dataDir)();
    const holder = otherHolder(dataDir);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const database = await openPglite(dataDir);
    expect(await database.ping()).toBe(true);
    await database.close();
  }, 120_000);
});
