import { asc, desc, eq } from 'drizzle-orm';
import {
  CONSENT_KINDS,
  CONSENT_VERSIONS,
  type ConsentKind,
  type ConsentSource,
  type MyConsent,
  type SignupConsents,
  lacksRequiredConsent,
  seoulDateTime,
} from '@siktak/contract';
import type { Queryable } from '../../db/client.js';
import { memberConsents } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';

/**
 * E160 when a sign-up sends its consents without each required one; a sign-up without any (the
 * existing client's) passes and is recorded as unknown (docs/adr/0041-sign-up-consents.md). Called
 * before anything is written.
 */
export function requireConsents(consents: SignupConsents | undefined): void {
  if (consents && lacksRequiredConsent(consents)) throw new AppError('E160');
}

/**
 * One row per kind for a new member, in the sign-up's transaction: the answers with the current
 * versions, or — when the call carried none — `agreed` unknown from the existing client.
 */
export async function recordSignupConsents(
  tx: Queryable,
  userNo: number,
  consents: SignupConsents | undefined,
  source: 'signup' | 'kakao-signup',
  now: Date,
): Promise<void> {
  await tx.insert(memberConsents).values(
    CONSENT_KINDS.map((kind) => ({
      userNo,
      kind,
      version: CONSENT_VERSIONS[kind],
      agreed: consents ? consents[kind] === true : null,
      source: consents ? source : ('legacy-client' satisfies ConsentSource),
      recordedAt: now,
    })),
  );
}

/** A member's own change of one consent (마케팅 정보 수신 on 내 정보), given for the current text. */
export async function recordConsent(
  db: Queryable,
  userNo: number,
  kind: ConsentKind,
  agreed: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(memberConsents)
    .values({ userNo, kind, version: CONSENT_VERSIONS[kind], agreed, source: 'my-info', recordedAt: now });
}

/** The latest record of each kind, in CONSENT_KINDS' order; a kind never recorded answers nulls. */
export async function consentsOf(db: Queryable, userNo: number): Promise<MyConsent[]> {
  const rows = await db
    .selectDistinctOn([memberConsents.kind], {
      kind: memberConsents.kind,
      version: memberConsents.version,
      agreed: memberConsents.agreed,
      source: memberConsents.source,
      recordedAt: memberConsents.recordedAt,
    })
    .from(memberConsents)
    .where(eq(memberConsents.userNo, userNo))
    .orderBy(asc(memberConsents.kind), desc(memberConsents.id));
  const latest = new Map(rows.map((row) => [row.kind, row]));
  return CONSENT_KINDS.map((kind) => {
    const row = latest.get(kind);
    return {
      kind,
      version: row?.version ?? null,
      agreed: row ? row.agreed : null,
      source: (row?.source as ConsentSource | undefined) ?? null,
      recordedAt: row ? seoulDateTime(row.recordedAt) : null,
    };
  });
}
