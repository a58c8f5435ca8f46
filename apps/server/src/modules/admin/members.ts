import {
  type AdminUserDetail,
  type AdminUserItem,
  type MessageBody,
  type Role,
  SUCCESS,
  seoulDate,
  MESSAGES,
} from '@siktak/contract';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { BackgroundTasks } from '../../platform/background.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { type SessionStore, consentsOf } from '../auth/index.js';
import { withdrawMember } from '../profile/index.js';
import { countNoShows, findReservation } from '../reservations/index.js';
import { auditTrail, recordAudit } from '../audit/index.js';
import { withdrawalMail } from './mails.js';
import { AUDIT_SUMMARY } from './texts.js';
import { findMember, findMemberPage, pageAt, totalPagesOf } from './queries.js';

type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

function toItem(row: MemberRow): AdminUserItem {
  return {
    userNo: row.userNo,
    userName: row.name,
    userId: row.email,
    userNickName: row.nickname,
    userRole: row.role as Role,
    enrollDate: seoulDate(row.createdAt),
    isDeleted: row.deletedAt ? 'Y' : 'N',
  };
}

/** Member management of /admin/user-list and /admin/user/{userNo}. */
export function memberAdminService(ctx: AppContext, sessions: SessionStore, mails: BackgroundTasks) {
  return {
    async list(page: number, search?: string): Promise<{ userList: AdminUserItem[]; totalPages: number }> {
      const { rows, total } = await findMemberPage(ctx.db, pageAt(page), search);
      return { userList: rows.map(toItem), totalPages: totalPagesOf(total) };
    },

    async detail(userNo: number) {
      const row = await findMember(ctx.db, userNo);
      if (!row) throw notFound(MESSAGES.memberNotFound);
      const [noShowCount, audit, consents] = await Promise.all([
        countNoShows(ctx.db, userNo),
        auditTrail(ctx.db, 'USER', userNo),
        consentsOf(ctx.db, userNo),
      ]);
      const data: AdminUserDetail = { ...toItem(row), userPhone: row.phone, noShowCount, audit, consents };
      return { success: true, code: 'S205', message: SUCCESS.S205, data };
    },

    /**
     * Withdraws a member the way they could themselves (`withdrawMember`), audited in the same
     * transaction; the member is told by e-mail once it has committed. Their next request is refused
     * at once: the auth guard re-reads the member on every call.
     */
    async withdraw(admin: AuthUser, userNo: number): Promise<MessageBody> {
      if (userNo === admin.userNo) throw new AppError('E116');
      const { member, cancelled } = await ctx.db.transaction(async (tx) => {
        const result = await withdrawMember(tx, sessions, userNo, ctx.clock.now());
        await recordAudit(tx, {
          actorNo: admin.userNo,
          action: 'USER_WITHDRAW',
          targetType: 'USER',
          targetId: userNo,
          summary: AUDIT_SUMMARY.memberWithdrawn(result.cancelled.length),
          detail: { cancelledReservations: result.cancelled.map((r) => r.reservationNo) },
        });
        return result;
      });
      mails.run('withdrawal mail', { userNo }, async () => {
        const bookings = await Promise.all(cancelled.map((r) => findReservation(ctx.db, r.reservationNo)));
        const views = bookings.filter((view) => view !== undefined);
        await ctx.mailer.send(withdrawalMail(member, views));
      });
      return { success: true, code: 'S206', message: SUCCESS.S206 };
    },
  };
}
