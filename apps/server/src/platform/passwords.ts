import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2) with OWASP's minimum memory/time settings (19 MiB, t=2, p=1). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash nobody's password matches, verified against unknown ids so both failures take as long. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hash('decoy-password-that-never-matches!', OPTIONS);
  return decoy;
}
