import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import { refreshTokens } from '../../src/db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  if (userNos.length === 0) return sessionIds;
  await db.insert(refreshTokens).values(
    userNos.map((userNo, i) => ({
      userNo,
      tokenHash: `stored-session-${sessionIds[i]}`,
      familyId: sessionIds[i]!,
      expiresAt: new Date(now.getTime() + DAY_MS),
      createdAt: now,
    })),
  );
  return sessionIds;
}
