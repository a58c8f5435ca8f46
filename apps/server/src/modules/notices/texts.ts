/** Audit-log summaries of the notice board's changes (Korean, as the admin reads them). */
export const AUDIT_SUMMARY = {
  created: (title: string) => `공지사항 등록: ${title}`,
  updated: (title: string) => `공지사항 수정: ${title}`,
  deleted: (title: string) => `공지사항 삭제: ${title}`,
};
