/**
 * The constraint a unique-violation error names (PostgreSQL code 23505), or null for any other
 * error. Both drivers put `code` and `constraint` on their errors; drizzle may wrap them as `cause`.
 */
export function violatedUniqueConstraint(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
