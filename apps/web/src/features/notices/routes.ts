import { pendingRoute } from '../../shared/lib/routing';

export const noticeRoutes = [
  pendingRoute('/notice', '공지사항'),
  pendingRoute('/notice-detail', '공지사항'),
  pendingRoute('/notice-write', '공지사항 작성'),
];
