import { count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { notices, users } from '../../db/schema.js';

const noticeColumns = {
  noticeNo: notices.noticeNo,
  title: notices.title,
  content: notices.content,
  authorName: users.name,
  createdAt: notices.createdAt,
};

/** One page of notices, newest first, and how many there are in all. */
export async function findNoticePage(db: Queryable, page: { offset: number; limit: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(noticeColumns)
      .from(notices)
      .innerJoin(users, eq(users.userNo, notices.authorNo))
      .orderBy(desc(notices.createdAt), desc(notices.noticeNo))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notices),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findNotice(db: Queryable, noticeNo: number) {
  const [row] = await db
    .select(noticeColumns)
    .from(notices)
    .innerJoin(users, eq(users.userNo, notices.authorNo))
    .where(eq(notices.noticeNo, noticeNo));
  return row;
}

export type NoticeRow = NonNullable<Awaited<ReturnType<typeof findNotice>>>;
