import { count, desc, eq } from 'drizzle-orm';
import { type PageRequest, type Queryable, readPage } from '../../db/client.js';
import { notices, users } from '../../db/schema.js';

const noticeColumns = {
  noticeNo: notices.noticeNo,
  title: notices.title,
  content: notices.content,
  authorName: users.name,
  createdAt: notices.createdAt,
};

/** One page of notices, newest first, and how many there are in all. */
export function findNoticePage(db: Queryable, page: PageRequest) {
  return readPage(
    page,
    db
      .select(noticeColumns)
      .from(notices)
      .innerJoin(users, eq(users.userNo, notices.authorNo))
      .orderBy(desc(notices.createdAt), desc(notices.noticeNo)),
    db.select({ n: count() }).from(notices),
  );
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
