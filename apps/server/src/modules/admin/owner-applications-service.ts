import { and, eq } from 'drizzle-orm';
import {
  type AdminOwnerDetail,
  type AdminOwnerList,
  type ApplicationStatus,
  type MessageBody,
  SUCCESS,
  seoulDateTime,
  MESSAGES,
} from '@siktak/contract';
import { ownerApplications, users } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { BackgroundTasks } from '../../platform/background.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { findUserByNo } from '../auth/index.js';
import { documentLinks } from '../owner/index.js';
import { recordAudit } from '../audit/index.js';
import { type OwnerDecision, ownerDecisionMail } from './owner-applications-mails.js';
import { findApplication, findApplicationPage, pageAt, totalPagesOf } from './queries.js';
import { AUDIT_SUMMARY } from './texts.js';

const applicationNotFound = () => notFound(MESSAGES.applicationNotFound);

const DECISIONS = {
  approved: { status: 'Y', action: 'OWNER_APPROVE', code: 'S209' },
  rejected: { status: 'R', action: 'OWNER_REJECT', code: 'S210' },
} as const;

/** The admin's review of owner applications (the pages /admin/owner-list and /admin/owner/{registerNo}). */
export function ownerApplicationAdminService(ctx: AppContext, background: BackgroundTasks) {
  const documents = documentLinks(ctx);
  /**
   * Approves or rejects a waiting application in one transaction with its audit row; approval also
   * makes the applicant an owner, which their very next request sees (the auth guard reads the role
   * from the database). `where status = 'N'` lets only one of two racing decisions through (E114).
   */
  async function decide(admin: AuthUser, registerNo: number, decision: OwnerDecision): Promise<MessageBody> {
    const { status, action, code } = DECISIONS[decision];
    const decided = await ctx.db.transaction(async (tx) => {
      const [application] = await tx
        .update(ownerApplications)
        .set({ status, processedAt: ctx.clock.now(), processedBy: admin.userNo })
        .where(and(eq(ownerApplications.registerNo, registerNo), eq(ownerApplications.status, 'N')))
        .returning({ userNo: ownerApplications.userNo, storeName: ownerApplications.storeName });
      if (!application) {
        const [existing] = await tx
          .select({ registerNo: ownerApplications.registerNo })
          .from(ownerApplications)
          .where(eq(ownerApplications.registerNo, registerNo));
        throw existing ? new AppError('E114') : applicationNotFound();
      }
      const applicant = await findUserByNo(tx, application.userNo, true);
      if (!applicant) throw applicationNotFound();
      if (decision === 'approved') {
        // A withdrawn member cannot become an owner; the rollback leaves the application waiting.
        if (applicant.deletedAt) throw new AppError('E111');
        await tx
          .update(users)
          .set({ role: 'ROLE_OWNER' })
          .where(and(eq(users.userNo, applicant.userNo), eq(users.role, 'ROLE_USER')));
      }
      await recordAudit(tx, {
        actorNo: admin.userNo,
        action,
        targetType: 'OWNER_APPLICATION',
        targetId: registerNo,
        summary: AUDIT_SUMMARY.ownerApplicationDecided(decision, application.storeName, applicant.name),
        detail: { userNo: applicant.userNo },
      });
      return { applicant, storeName: application.storeName };
    });
    const { applicant, storeName } = decided;
    if (!applicant.deletedAt) {
      background.run('owner decision mail', { registerNo, decision }, () =>
        ctx.mailer.send(ownerDecisionMail(applicant, { storeName }, decision, ctx.config.publicUrl)),
      );
    }
    return { success: true, code, message: SUCCESS[code] };
  }

  return {
    /** Newest first, 10 a page; `totalPages` is at least 1 so the existing pager never asks for page -1. */
    async list(page: number): Promise<AdminOwnerList> {
      const { rows, total } = await findApplicationPage(ctx.db, pageAt(page));
      return {
        ownerList: rows.map((row) => ({
          registerNo: row.registerNo,
          userName: row.userName,
          userId: row.userId,
          storeName: row.storeName,
          requestDate: seoulDateTime(row.requestDate),
          status: row.status as ApplicationStatus,
        })),
        totalPages: totalPagesOf(total),
      };
    },

    async detail(registerNo: number): Promise<AdminOwnerDetail> {
      const row = await findApplication(ctx.db, registerNo);
      if (!row) throw applicationNotFound();
      return {
        success: true,
        code: 'S208',
        message: SUCCESS.S208,
        data: {
          registerNo: row.registerNo,
          userNo: row.userNo,
          userName: row.userName,
          userId: row.userId,
          storeName: row.storeName,
          businessNo: row.businessNo,
          // The document is private: a signed URL valid a few minutes, not a public /uploads/ one.
          image: documents.url(row.imageKey),
          requestDate: seoulDateTime(row.requestDate),
          status: row.status as ApplicationStatus,
        },
      };
    },

    approve: (admin: AuthUser, registerNo: number) => decide(admin, registerNo, 'approved'),
    reject: (admin: AuthUser, registerNo: number) => decide(admin, registerNo, 'rejected'),
  };
}
