/**
 * The `err` serializer of the app's logger: errors are logged with their type, message, stack, code
 * and cause chain, but never with the personal data a failed query carries (docs/security.md).
 * drizzle's DrizzleQueryError holds the query's `params` and repeats them in its message and stack;
 * PostgreSQL's errors hold whole rows or keys in `detail` ("Key (email)=(…)", "Failing row contains
 * (…)") and values in their message ('invalid input syntax for type integer: "…"'). So the value
 * fields are dropped, every parameter value is blotted out wherever it appears, and e-mail
 * addresses, phone numbers and argon2 hashes are blotted out of whatever text is left.
 */
const REDACTED = '[redacted]';
/** Fields of the drivers' errors that hold the query's values or rows. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);
const PATTERNS = [
  /\$argon2[a-z]*\$[^\s,)'"]+/gi,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /(?<!\d)0\d{1,2}[-.\s]?\d{3,4}[-.\s]?\d{4}(?!\d)/g,
];
const MAX_DEPTH = 5;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The parameter values of the error and its causes, longest first (so no part of one is left over). */
function parameterValues(err: unknown, depth = 0): string[] {
  if (!isObject(err) || depth > MAX_DEPTH) return [];
  const own = ['params', 'parameters'].flatMap((field) => {
    const values = err[field];
    return Array.isArray(values) ? values.map((v) => String(v)).filter((v) => v.length >= 3) : [];
  });
  return [...own, ...parameterValues(err.cause, depth + 1)].sort((a, b) => b.length - a.length);
}

function blot(text: string, values: string[]): string {
  let out = text;
  for (const value of values) out = out.replaceAll(value, REDACTED);
  for (const pattern of PATTERNS) out = out.replace(pattern, REDACTED);
  return out;
}

function scrub(value: unknown, values: string[], depth: number): unknown {
  if (typeof value === 'string') return blot(value, values);
  if (depth > MAX_DEPTH || !isObject(value)) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, values, depth + 1));
  if (value instanceof Error) return serialize(value, values, depth + 1);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = VALUE_FIELDS.has(key) ? REDACTED : scrub(item, values, depth + 1);
  }
  return out;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function serialize(err: Error, values: string[], depth: number): SerializedError {
  const out: SerializedError = {
    type: err.constructor?.name ?? 'Error',
    message: blot(String(err.message), values),
    stack: blot(err.stack ?? '', values),
  };
  for (const [key, item] of Object.entries(err)) {
    if (key in out || key === 'cause') continue;
    out[key] = VALUE_FIELDS.has(key) ? REDACTED : scrub(item, values, depth + 1);
  }
  if (err.cause !== undefined) out.cause = scrub(err.cause, values, depth + 1);
  return out;
}

export function redactedError(err: Error): SerializedError {
  // Some calls log only the message (`{ err: err.message }`).
  if (!(err instanceof Error)) return scrub(err, [], 0) as SerializedError;
  return serialize(err, parameterValues(err), 0);
}
