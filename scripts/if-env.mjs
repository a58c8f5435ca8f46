// Runs the rest of the command line only when the named environment variable is set, so that
// `npm run test:api` adds the PostgreSQL pass wherever DATABASE_URL points at a server. Under CI=true an
// unset variable fails the run instead (scripts/services.mjs).
import { spawnSync } from 'node:child_process';
import { missingService } from './services.mjs';

const [name, command, ...args] = process.argv.slice(2);
const missing = missingService(name);
if (missing) {
  console.log(`${missing.message} (${[command, ...args].join(' ')})`);
  process.exit(missing.fail ? 1 : 0);
}
const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
