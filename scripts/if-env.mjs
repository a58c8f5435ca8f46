// Runs the rest of the command line only when the named environment variable is set, so that
// `npm run test:api` adds the PostgreSQL pass wherever DATABASE_URL points at a server.
import { spawnSync } from 'node:child_process';

const [name, command, ...args] = process.argv.slice(2);
if (!process.env[name]) {
  console.log(`${name} is not set: skipping "${[command, ...args].join(' ')}"`);
  process.exit(0);
}
const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
