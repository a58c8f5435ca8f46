import { MESSAGES } from '@siktak/contract/messages';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { dotDate } from '../../shared/lib/format';
import { useSession } from '../../shared/lib/use-session';
import { Button, ButtonLink } from '../../shared/ui/button';
import { useConfirm } from '../../shared/ui/dialog';
import { useDocumentTitle } from '../../shared/ui/page';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useDeleteNotice, useNotice } from './api';

/** /notice-detail?noticeNo= (spec §2): title, author, date and content; edit and delete for admins only. */
export default function NoticeDetailPage() {
  const [params] = useSearchParams();
  const noticeNo = Number(params.get('noticeNo'));
  const valid = Number.isInteger(noticeNo) && noticeNo > 0;
  const { data: notice, isPending, isError, error, refetch } = useNotice(noticeNo);
  const { role } = useSession();
  const remove = useDeleteNotice();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  useDocumentTitle(notice?.noticeTitle ?? '공지사항');

  async function onDelete() {
    const ok = await confirm({
      title: '공지사항을 삭제할까요?',
      description: '삭제한 공지사항은 되돌릴 수 없어요.',
      confirmText: '삭제',
      danger: true,
    });
    if (!ok) return;
    try {
      const result = await remove.mutateAsync(noticeNo);
      toast.success(result.message);
      navigate('/notice', { replace: true });
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : MESSAGES.deleteFailed);
    }
  }

  const missing = !valid || notice === null || (isError && error instanceof ApiError && error.status === 404);
  let body: React.ReactNode;
  if (missing) {
    body = (
      <EmptyState
        title="공지사항을 찾을 수 없어요."
        description="삭제되었거나 잘못된 주소예요."
        action={<ButtonLink to="/notice">목록으로</ButtonLink>}
      />
    );
  } else if (isError) {
    body = <ErrorState message="공지사항을 불러오지 못했어요." onRetry={() => refetch()} />;
  } else if (isPending) {
    body = (
      <LoadingBlock label="공지사항을 불러오는 중">
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="mt-3 h-5 w-40" />
        <Skeleton className="mt-8 h-40 w-full" />
      </LoadingBlock>
    );
  } else {
    body = (
      <article>
        <header className="border-b border-ink-200 pb-5">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-[28px]">{notice.noticeTitle}</h1>
          <p className="mt-2 text-sm text-ink-500">
            <span className="sr-only">작성자 </span>
            {notice.userName}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, 작성일 </span>
            <time dateTime={notice.createDate}>{dotDate(notice.createDate)}</time>
          </p>
        </header>
        <div className="whitespace-pre-wrap py-8 leading-7 text-ink-900">{notice.noticeContent}</div>
        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-200 pt-5">
          <ButtonLink to="/notice" variant="outline">
            목록으로
          </ButtonLink>
          {role === 'ROLE_ADMIN' && (
            <div className="flex gap-2">
              <ButtonLink to={`/notice-write?mode=edit&noticeNo=${notice.noticeNo}`} variant="secondary">
                수정
              </ButtonLink>
              <Button variant="danger" onClick={onDelete} loading={remove.isPending} loadingText="삭제 중…">
                삭제
              </Button>
            </div>
          )}
        </footer>
      </article>
    );
  }

  return (
    <div className="container-page max-w-3xl py-8">
      <nav aria-label="위치" className="mb-4 text-sm">
        <Link to="/notice" className="inline-flex min-h-11 items-center text-ink-600 hover:text-ink-900">
          ← 공지사항
        </Link>
      </nav>
      {body}
    </div>
  );
}
