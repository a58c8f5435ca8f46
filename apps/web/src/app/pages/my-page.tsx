import MyPage from '../../features/mypage/my-page';
import { NextBooking } from '../../features/reservations/next-booking';

/**
 * /my-page: the mypage feature's page with the reservations feature's next booking card in it. Features
 * never import each other, so a page made of two of them is put together here (ARCHITECTURE.md, "Boundaries").
 */
export default function MyPageRoute() {
  return <MyPage nextBooking={<NextBooking />} />;
}
