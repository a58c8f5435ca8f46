import { pendingRoute } from '../../shared/lib/routing';

export const authRoutes = [
  pendingRoute('/login', '로그인'),
  pendingRoute('/login/result', '로그인'),
  pendingRoute('/signup', '회원가입'),
  pendingRoute('/signup/kakao', '카카오 회원가입'),
];
