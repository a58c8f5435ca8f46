import type { AdminStoreDetail } from '@siktak/contract';
import { AMENITY_LABELS, type Amenity } from '@siktak/contract/enums';
import { MESSAGES } from '@siktak/contract/messages';
import { useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { dotDate } from '../../shared/lib/format';
import { Badge } from '../../shared/ui/badge';
import { Button, ButtonLink } from '../../shared/ui/button';
import { useConfirm } from '../../shared/ui/dialog';
import { Photo } from '../../shared/ui/image';
import { RatingSummary } from '../../shared/ui/rating';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { adminOnly, AdminPage } from './admin-page';
import { useAdminStore, useDeleteStore } from './api';
import { AuditTrail } from './audit-trail';
import { StoreEditForm } from './store-edit-form';

const back = { to: '/admin/store-list', label: '가게 목록' };

/** What a deleted store was, read-only: it can no longer be edited. */
function StoreFacts({ store }: { store: AdminStoreDetail }) {
  const rows: [string, string][] = [
    ['주소', `${store.storeAddress1} ${store.storeAddress2}`],
    ['전화번호', store.storePhone],
    ['영업시간', `${store.openTime} - ${store.closeTime}`],
    ['정기 휴무', store.dayOff.length > 0 ? store.dayOff.map((d) => `${d}요일`).join(', ') : '없음'],
    ['시간당 인원', `${store.count}명`],
    ['대표 메뉴', store.menuList.join(', ') || '-'],
    ['편의시설', store.categoryConvenience.map((key) => AMENITY_LABELS[key as Amenity] ?? key).join(', ')],
  ];
  return (
    <section aria-labelledby="facts-heading" className="rounded-2xl border border-ink-200 p-5">
      <h2 id="facts-heading" className="text-lg font-bold text-ink-900">
        가게 정보
      </h2>
      <dl className="mt-2 divide-y divide-ink-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-4 py-3">
            <dt className="w-24 shrink-0 text-ink-600">{label}</dt>
            <dd className="min-w-0 text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      {store.imageList.length > 0 && (
        <ul aria-label="가게 사진" className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {store.imageList.map((url, i) => (
            <li key={url}>
              <Photo
                src={url}
                thumb={store.thumbnailList[i]}
                sizes="200px"
                alt={`가게 사진 ${i + 1}`}
                className="aspect-[4/3] w-full rounded-xl"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/store/{storeNo} (spec §2): the store, its edit form, deletion after a confirmation, and the audit trail. */
function StoreDetailPage() {
  const storeNo = Number(useParams().storeNo);
  const { data: store, isPending, isError, error, refetch } = useAdminStore(storeNo);
  const remove = useDeleteStore();
  const confirm = useConfirm();
  const toast = useToast();

  async function onDelete() {
    const ok = await confirm({
      title: '이 가게를 삭제할까요?',
      description:
        '가게가 목록과 검색에서 바로 사라지고, 예정된 예약은 모두 취소되며 예약한 회원에게 안내 메일이 가요. 되돌릴 수 없어요.',
      confirmText: '삭제',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(storeNo);
      toast.success(MESSAGES.adminStoreDeleted);
    } catch {
      toast.error(MESSAGES.adminStoreDeleteFailed);
    }
  }

  if (!(Number.isInteger(storeNo) && storeNo > 0) || (isError && error instanceof ApiError && error.status === 404)) {
    return (
      <AdminPage title="가게 상세" back={back}>
        <EmptyState title="가게 정보를 찾을 수 없어요." action={<ButtonLink to={back.to}>가게 목록으로</ButtonLink>} />
      </AdminPage>
    );
  }
  if (isError) {
    return (
      <AdminPage title="가게 상세" back={back}>
        <ErrorState message="가게 정보를 불러오지 못했어요." onRetry={() => refetch()} />
      </AdminPage>
    );
  }
  if (isPending) {
    return (
      <AdminPage title="가게 상세" back={back}>
        <LoadingBlock label="가게 정보를 불러오는 중">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="mt-6 h-96 w-full" />
        </LoadingBlock>
      </AdminPage>
    );
  }

  const deleted = store.isDeleted === 'Y';
  return (
    <AdminPage
      title={store.storeName}
      back={back}
      actions={
        deleted ? undefined : (
          <ButtonLink to={`/store-detail/${store.storeNo}`} variant="outline">
            공개 페이지 보기
          </ButtonLink>
        )
      }
    >
      <div className="flex flex-col gap-6">
        <section
          aria-label="가게 요약"
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-ink-200 p-4"
        >
          {deleted ? <Badge tone="danger">삭제됨</Badge> : <Badge tone="success">운영중</Badge>}
          <span className="text-ink-700">
            {store.categoryAddress} · {store.categoryFoodtype}
          </span>
          <RatingSummary grade={store.storeGrade} count={store.reviewCount} />
          <span className="text-sm text-ink-600">등록일 {dotDate(store.createDate)}</span>
        </section>
        {deleted && (
          <p role="status" className="rounded-2xl border border-danger-600/30 bg-danger-50 p-4 text-ink-700">
            {MESSAGES.deletedStore}. 공개 목록과 예약에서 빠졌고, 회원들의 지난 예약 내역에는 삭제된 가게로 표시돼요.
          </p>
        )}
        {deleted ? (
          <StoreFacts store={store} />
        ) : (
          <section aria-labelledby="edit-heading">
            <h2 id="edit-heading" className="mb-4 text-lg font-bold text-ink-900">
              가게 정보 수정
            </h2>
            <StoreEditForm key={store.storeNo} store={store} />
          </section>
        )}
        {!deleted && (
          <section
            aria-labelledby="delete-heading"
            className="flex flex-col gap-3 rounded-2xl bg-danger-50 p-5 sm:flex-row sm:items-center"
          >
            <div className="flex-1">
              <h2 id="delete-heading" className="text-lg font-bold text-ink-900">
                가게 삭제
              </h2>
              <p className="text-sm text-ink-600">예정된 예약은 모두 취소되고 예약한 회원에게 안내 메일이 가요.</p>
            </div>
            <Button variant="danger" onClick={onDelete} loading={remove.isPending} loadingText="삭제 중…">
              가게 삭제
            </Button>
          </section>
        )}
        <AuditTrail entries={store.audit} />
      </div>
    </AdminPage>
  );
}

export default adminOnly(StoreDetailPage);
