import { resolve } from 'node:path';
import { DataDirLockedError } from '../db/client.js';
import { TransferError } from '../db/transfer.js';

/**
 * A path given on the command line, relative to where the command was typed: `npm run -w` runs the
 * script in the workspace folder and passes the caller's folder as INIT_CWD.
 */
export function callerPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** Prints a usage error without a stack trace. */
export class UsageError extends Error {}

/**
 * Runs a command-line tool's `main` and exits with its code; expected failures (usage, a locked data
 * directory, a refused transfer) print their message only, anything else its stack.
 */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err) => {
      const expected = err instanceof UsageError || err instanceof DataDirLockedError || err instanceof TransferError;
      console.error(expected ? err.message : err);
      process.exit(1);
    },
  );
}
