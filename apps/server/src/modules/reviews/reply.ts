import { type ReviewReply, seoulDateTime } from '@siktak/contract';
import type { ReplyColumns } from './queries.js';

/** The owner's reply as the review answers carry it (`ownerReply`); null when the review has none. */
export function toOwnerReply(row: ReplyColumns): ReviewReply | null {
  if (row.replyContent === null || row.replyCreatedAt === null || row.replyUpdatedAt === null) return null;
  return {
    content: row.replyContent,
    createDate: seoulDateTime(row.replyCreatedAt),
    updateDate: seoulDateTime(row.replyUpdatedAt),
  };
}

/** The admin audit log's one-line summaries of an owner's reply (shown on the admin review page). */
export const REPLY_AUDIT = {
  written: { action: 'REVIEW_REPLY_WRITE', summary: '사장님 답글 작성' },
  edited: { action: 'REVIEW_REPLY_EDIT', summary: '사장님 답글 수정' },
  deleted: { action: 'REVIEW_REPLY_DELETE', summary: '사장님 답글 삭제' },
} as const;
