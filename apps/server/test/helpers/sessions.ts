import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import { refreshTokens } from '../../src/db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 5000;

/**
 * Stores one live session per member, as a login would, for tests and benchmarks that sign access
 * tokens themselves (the auth guard checks each token's `sid`). Answers the session ids in order.
 */
export async function storeSessions(
  db: Db,
  userNos: number[],
  now: Date,
  sessionIdOf: (userNo: number) => string = () => randomUUID(),
): Promise<string[]> {
  const sessionIds = userNos.map(sessionIdOf);
  // In batches: one insert carries at most 65,535 parameters (five a row).
  for (let start = 0; start < userNos.length; start += BATCH) {
    await db.insert(refreshTokens).values(
      userNos.slice(start, start + BATCH).map((userNo, k) => ({
        userNo,
        tokenHash: `stored-session-${sessionIds[start + k]}`,
        familyId: sessionIds[start + k]!,
        expiresAt: new Date(now.getTime() + DAY_MS),
        createdAt: now,
      })),
    );
  }
  return sessionIds;
}
