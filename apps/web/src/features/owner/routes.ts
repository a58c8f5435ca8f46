import { pendingRoute } from '../../shared/lib/routing';

export const ownerRoutes = [
  pendingRoute('/owner-page', '사장님 페이지'),
  pendingRoute('/register-store', '가게 정보 등록'),
];
