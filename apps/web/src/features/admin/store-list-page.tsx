import type { AdminStoreItem } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { dotDate } from '../../shared/lib/format';
import { Badge } from '../../shared/ui/badge';
import { usePageParam, useSearchParam } from '../../shared/lib/use-page-param';
import { adminOnly, AdminPage } from './admin-page';
import { ListSearch, emptyListText } from './list-search';
import { DataTable, type Column, RowLink } from '../../shared/ui/data-table';
import { useAdminStores } from './api';

/** `★ 4.3` — the store's average, or a dash without reviews. */
function Grade({ store }: { store: AdminStoreItem }) {
  if (store.reviewCount === 0) return <span className="text-sm text-ink-500">리뷰 없음</span>;
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" className="text-star">
        ★
      </span>{' '}
      <span className="sr-only">평점 </span>
      <span className="font-semibold">{store.storeGrade.toFixed(1)}</span>{' '}
      <span className="text-sm text-ink-500">({store.reviewCount})</span>
    </span>
  );
}

const columns: Column<AdminStoreItem>[] = [
  { header: '번호', cell: (s) => s.storeNo, className: 'hidden w-16 text-center text-sm text-ink-500 md:table-cell' },
  {
    header: '가게',
    cell: (s) => (
      <>
        <RowLink to={`/admin/store/${s.storeNo}`}>{s.storeName}</RowLink>
        <p className="text-[13px] text-ink-500">
          {s.categoryAddress} · {s.categoryFoodtype}
        </p>
      </>
    ),
  },
  { header: '평점', cell: (s) => <Grade store={s} />, className: 'w-28' },
  { header: '등록일', cell: (s) => dotDate(s.createDate), className: 'hidden w-28 text-ink-600 sm:table-cell' },
  {
    header: '상태',
    cell: (s) => (s.isDeleted === 'Y' ? <Badge tone="danger">삭제됨</Badge> : <Badge tone="success">운영중</Badge>),
    className: 'w-20',
  },
];

/** /admin/store-list (spec §2): every store, deleted ones marked, with the average rating. */
function StoreListPage() {
  const [page, setPage] = usePageParam();
  const [search, setSearch] = useSearchParam();
  const query = useAdminStores(page, search);
  return (
    <AdminPage
      title="가게 관리"
      description="가게를 눌러 정보를 고치거나 삭제할 수 있어요."
      back={{ to: '/admin', label: '관리자 홈' }}
    >
      <ListSearch label="가게 검색" placeholder="가게 이름으로 검색" value={search} onSearch={setSearch} />
      <DataTable
        caption="가게 목록"
        columns={columns}
        rows={query.data?.storeList}
        rowKey={(s) => s.storeNo}
        rowClassName={(s) => (s.isDeleted === 'Y' ? 'text-ink-500' : undefined)}
        query={query}
        failure={MESSAGES.adminStoreListFailed}
        empty={emptyListText(search, '가게가', '등록된 가게가 없어요.')}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPage={setPage}
      />
    </AdminPage>
  );
}

export default adminOnly(StoreListPage);
