import type { AdminStoreDetail } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { StoreForm } from '../../shared/forms/store-form';
import { useUpdateStore } from './api';

/**
 * The admin's store editor (/admin/store/{storeNo}): the store form of /register-store, sent to the
 * owner's update endpoint. An admin may leave a store without photos; the page stays where it is.
 */
export function StoreEditForm({ store }: { store: AdminStoreDetail }) {
  const update = useUpdateStore();
  return (
    <StoreForm
      store={store}
      label="가게 정보 수정"
      save={(form) => update.mutateAsync(form)}
      saving={update.isPending}
      failedMessage={MESSAGES.adminStoreEditFailed}
      photosRequired={false}
      headingLevel="h3"
    />
  );
}
