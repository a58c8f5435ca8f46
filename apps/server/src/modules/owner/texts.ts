/** Audit-log summaries of an owner's changes to their store (Korean, as the admin reads them). */
export const AUDIT_SUMMARY = {
  storeCreated: (storeName: string) => `가게를 등록했습니다 (${storeName}).`,
  storeUpdated: (storeName: string) => `가게 정보를 수정했습니다 (${storeName}).`,
};
