import { type AuditEntry, seoulDateTime } from '@siktak/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { auditLogs, users } from '../../db/schema.js';

export type AuditTarget = 'USER' | 'STORE' | 'REVIEW' | 'OWNER_APPLICATION' | 'NOTICE';

export interface AuditRecord {
  actorNo: number;
  /** A stable action name such as `USER_WITHDRAW`, `STORE_DELETE`, `OWNER_APPROVE`. */
  action: string;
  targetType: AuditTarget;
  targetId: number;
  /** Korean one-line description shown on the admin pages. */
  summary: string;
  detail?: Record<string, unknown>;
}

/**
 * Records an action for the admins (their own, and an owner's reply to a review) in the same transaction
 * as the action itself.
 */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.insert(auditLogs).values({
    actorNo: record.actorNo,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    detail: { summary: record.summary, ...record.detail },
  });
}

/** The admin actions taken on one target, newest first. */
export async function auditTrail(
  db: Queryable,
  targetType: AuditTarget,
  targetId: number,
  limit = 50,
): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      auditNo: auditLogs.auditNo,
      actorName: users.name,
      action: auditLogs.action,
      detail: auditLogs.detail,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .innerJoin(users, eq(users.userNo, auditLogs.actorNo))
    .where(and(eq(auditLogs.targetType, targetType), eq(auditLogs.targetId, targetId)))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.auditNo))
    .limit(limit);
  return rows.map((row) => ({
    auditNo: row.auditNo,
    actorName: row.actorName,
    action: row.action,
    summary: String((row.detail as { summary?: unknown }).summary ?? row.action),
    createDate: seoulDateTime(row.createdAt),
  }));
}
