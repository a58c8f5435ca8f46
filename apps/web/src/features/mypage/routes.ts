import { pendingRoute } from '../../shared/lib/routing';

export const mypageRoutes = [
  pendingRoute('/my-page', '마이페이지'),
  pendingRoute('/my-password', '비밀번호 확인'),
  pendingRoute('/password', '비밀번호 확인'),
  pendingRoute('/new-password', '비밀번호 변경'),
  pendingRoute('/my-info', '내 정보 수정'),
  pendingRoute('/account-delete', '회원 탈퇴'),
];
