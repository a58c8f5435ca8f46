import type { z } from 'zod';
import {
  MESSAGES,
  type Notice,
  type NoticeList,
  type NoticeListItem,
  type noticeBody,
  seoulDate,
} from '@siktak/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { notices } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { recordAudit } from '../audit/index.js';
import { type NoticeRow, findNotice, findNoticePage } from './queries.js';
import { AUDIT_SUMMARY } from './texts.js';

type NoticeBody = z.output<typeof noticeBody>;

const noticeNotFound = () => notFound(MESSAGES.noticeNotFound);

function toListItem(row: NoticeRow): NoticeListItem {
  return {
    noticeNo: row.noticeNo,
    noticeTitle: row.title,
    userName: row.authorName,
    createDate: seoulDate(row.createdAt),
  };
}

function toNotice(row: NoticeRow): Notice {
  return { ...toListItem(row), noticeContent: row.content };
}

/** Records an admin's change of a notice in the change's transaction. */
function audit(tx: Queryable, caller: AuthUser, action: string, noticeNo: number, summary: string) {
  return recordAudit(tx, { actorNo: caller.userNo, action, targetType: 'NOTICE', targetId: noticeNo, summary });
}

/** Notices: everyone reads them; only admins write, edit and delete, each write audited. */
export function noticeService(ctx: AppContext) {
  return {
    /**
     * One page, newest first. `currentUserRole` is the caller's role when the token is valid and left
     * out otherwise — the existing client stores it in session storage.
     */
    async list(caller: AuthUser | null, page: number, size: number): Promise<NoticeList> {
      const { rows, total } = await findNoticePage(ctx.db, { offset: page * size, limit: size });
      return {
        noticeList: rows.map(toListItem),
        totalPages: Math.max(1, Math.ceil(total / size)),
        totalElements: total,
        ...(caller ? { currentUserRole: caller.role } : {}),
      };
    },

    /** A bare array of one notice. */
    async detail(noticeNo: number): Promise<Notice[]> {
      const row = await findNotice(ctx.db, noticeNo);
      if (!row) throw noticeNotFound();
      return [toNotice(row)];
    },

    async write(caller: AuthUser, body: NoticeBody) {
      const now = ctx.clock.now();
      const noticeNo = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(notices)
          .values({
            authorNo: caller.userNo,
            title: body.noticeTitle,
            content: body.noticeContent,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ noticeNo: notices.noticeNo });
        await audit(tx, caller, 'NOTICE_CREATE', row!.noticeNo, AUDIT_SUMMARY.created(body.noticeTitle));
        return row!.noticeNo;
      });
      return { noticeNo, message: MESSAGES.noticeCreated };
    },

    async update(caller: AuthUser, noticeNo: number, body: NoticeBody) {
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(notices)
          .set({ title: body.noticeTitle, content: body.noticeContent, updatedAt: ctx.clock.now() })
          .where(eq(notices.noticeNo, noticeNo))
          .returning({ noticeNo: notices.noticeNo });
        if (!row) throw noticeNotFound();
        await audit(tx, caller, 'NOTICE_UPDATE', noticeNo, AUDIT_SUMMARY.updated(body.noticeTitle));
      });
      return { noticeNo, message: MESSAGES.noticeUpdated };
    },

    async remove(caller: AuthUser, noticeNo: number) {
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(notices)
          .where(eq(notices.noticeNo, noticeNo))
          .returning({ title: notices.title });
        if (!row) throw noticeNotFound();
        await audit(tx, caller, 'NOTICE_DELETE', noticeNo, AUDIT_SUMMARY.deleted(row.title));
      });
      return { success: true, message: MESSAGES.noticeDeleted };
    },
  };
}
