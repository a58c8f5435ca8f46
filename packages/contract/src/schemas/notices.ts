import { z } from 'zod';
import { LIMITS } from '../rules.js';
import { MESSAGES } from '../messages.js';
import { multiLineText, pageIndex, pathId, singleLineText } from './common.js';
import { role } from './auth.js';

// GET /api/notice?page=&size=5
export const noticeListQuery = z.object({
  page: pageIndex,
  size: z.preprocess((v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 && n <= 50 ? n : LIMITS.noticePageSize;
  }, z.number().int()),
});
export const noticeListItem = z.object({
  noticeNo: z.number().int(),
  noticeTitle: z.string(),
  userName: z.string(),
  createDate: z.string(),
});
export type NoticeListItem = z.infer<typeof noticeListItem>;
export const noticeList = z.object({
  noticeList: z.array(noticeListItem),
  totalPages: z.number().int(),
  /** Every notice, for the list's running numbers (docs/api-additions.md). */
  totalElements: z.number().int(),
  /** The caller's role; left out for visitors. */
  currentUserRole: role.optional(),
});
export type NoticeList = z.infer<typeof noticeList>;

// GET /api/notice/{noticeNo} — bare array
export const notice = noticeListItem.extend({ noticeContent: z.string() });
export const noticeDetail = z.array(notice);
export type Notice = z.infer<typeof notice>;
export const noticeNoParam = z.object({ noticeNo: pathId });

// POST /api/notice/write, PUT /api/notice/{noticeNo}
export const noticeBody = z.object({
  noticeTitle: singleLineText(MESSAGES.noticeRequired)
    .trim()
    .min(1, MESSAGES.noticeRequired)
    .max(LIMITS.noticeTitleMax, '제목은 100자 이내로 입력해주세요.'),
  noticeContent: multiLineText(MESSAGES.noticeRequired)
    .trim()
    .min(1, MESSAGES.noticeRequired)
    .max(LIMITS.noticeContentMax, '내용은 10,000자 이내로 입력해주세요.'),
});
export const noticeSaved = z.object({ noticeNo: z.number().int(), message: z.string() });
