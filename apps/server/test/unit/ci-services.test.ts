import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Runs `command` at the repository root with PATH and `env` only (no CI, DATABASE_URL or REDIS_URL inherited). */
function run(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('optional test services under CI', () => {
  const ifEnv = (env: Record<string, string>) =>
    run(
      process.execPath,
      ['scripts/if-env.mjs', 'SIKTAK_PROBE_URL', process.execPath, '-e', 'console.log("pass " + "ran")'],
      env,
    );

  it('locally, an unset service variable skips its pass and says so', () => {
    const result = ifEnv({});
    expect(result.status).toBe(0);
    expect(result.output).toContain('SIKTAK_PROBE_URL is not set: its suites are skipped.');
    expect(result.output).not.toContain('pass ran');
  });

  it('under CI=true, an unset service variable fails the run', () => {
    const result = ifEnv({ CI: 'true' });
    expect(result.status).toBe(1);
    expect(result.output).toContain('SIKTAK_PROBE_URL is not set, but CI=true');
  });

  it('with the variable set, the pass runs and its exit code is kept', () => {
    const result = ifEnv({ CI: 'true', SIKTAK_PROBE_URL: 'x' });
    expect(result.status).toBe(0);
    expect(result.output).toContain('pass ran');
  });

  it('under CI=true, the vitest config refuses to load without REDIS_URL', () => {
    const vitest = run(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'list', '--project', 'unit', '--filesOnly'],
      {
        CI: 'true',
      },
    );
    expect(vitest.status).not.toBe(0);
    expect(vitest.output).toContain('REDIS_URL is not set, but CI=true');
  });
});
