// Which optional test services (PostgreSQL via DATABASE_URL, Redis via REDIS_URL) a run may go without.
// Locally a missing service skips its suites with a line saying so; under CI=true a missing service is an
// error, so a CI run can never pass by quietly not running the PostgreSQL-, Redis- or cluster-only suites.

/** `undefined` when `name` is set; otherwise the line to print, and whether the run must fail. */
export function missingService(name, env = process.env) {
  if (env[name]) return undefined;
  const ci = env.CI === 'true' || env.CI === '1';
  return ci
    ? { fail: true, message: `${name} is not set, but CI=true: the suites that need it must run in CI.` }
    : { fail: false, message: `${name} is not set: its suites are skipped.` };
}
