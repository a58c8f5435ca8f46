import type { StoreDetail } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StoreForm } from '../../shared/forms/store-form';
import { RequireAuth } from '../../shared/lib/require-auth';
import { useSession } from '../../shared/lib/use-session';
import { PageHeader } from '../../shared/ui/page';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useOwnerStore, useProfile, useSaveStore } from './api';

/** The store form of /register-store: an owner's new or own store, or an admin's edit from the store page. */
function OwnerStoreForm({ store, appliedName }: { store: StoreDetail | null; appliedName?: string | undefined }) {
  const save = useSaveStore();
  const navigate = useNavigate();
  const { role } = useSession();
  const admin = role === 'ROLE_ADMIN';
  return (
    <StoreForm
      store={store}
      initialName={appliedName}
      label={store ? '가게 정보 수정' : '가게 정보 등록'}
      save={(form) => save.mutateAsync({ form, edit: store !== null })}
      saving={save.isPending}
      onSaved={(saved) => navigate(admin ? `/store-detail/${saved.storeNo}` : '/owner-page')}
      failedMessage={MESSAGES.storeSaveFailed}
      photosRequired
      cancelTo={admin ? '/admin' : '/owner-page'}
    />
  );
}

/**
 * Create mode or edit mode by the `initialData` router state (spec §4). Opened without that state
 * (a typed address), an owner's own store is looked up so the page never offers a second store.
 */
function RegisterStore() {
  const location = useLocation();
  const state = location.state as { initialData?: StoreDetail | null } | null;
  const fromState = state !== null && typeof state === 'object' && 'initialData' in state;
  const { role } = useSession();
  const owned = useOwnerStore(!fromState && role === 'ROLE_OWNER');
  const store = fromState ? (state.initialData ?? null) : role === 'ROLE_OWNER' ? owned.data : null;
  const title = store ? '가게 정보 수정' : '가게 정보 등록';
  // A new owner's first store starts with the name from their approved application.
  const firstStore = store === null && role === 'ROLE_OWNER';
  const profile = useProfile(firstStore);
  const application = profile.data?.ownerApplication;

  let body: ReactNode;
  if (store === undefined && owned.isError) {
    body = <ErrorState message="가게 정보를 불러오지 못했어요." onRetry={() => owned.refetch()} />;
  } else if (store === undefined || (firstStore && profile.isPending)) {
    body = (
      <LoadingBlock label="가게 정보를 불러오는 중">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="mt-5 h-72 w-full" />
      </LoadingBlock>
    );
  } else {
    body = (
      <OwnerStoreForm
        key={store?.storeNo ?? 'new'}
        store={store}
        appliedName={application?.status === 'Y' ? application.storeName : undefined}
      />
    );
  }
  return (
    <div className="container-page max-w-3xl py-8">
      <PageHeader
        title={store === undefined ? '가게 정보' : title}
        description={store ? store.storeName : '손님이 보게 될 가게 정보를 입력해주세요.'}
      />
      {body}
    </div>
  );
}

export default function RegisterStorePage() {
  return (
    <RequireAuth roles={['ROLE_OWNER', 'ROLE_ADMIN']}>
      <RegisterStore />
    </RequireAuth>
  );
}
