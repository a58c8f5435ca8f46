import { pendingRoute } from '../../shared/lib/routing';

export const reservationRoutes = [
  pendingRoute('/reservation/:storeNo', '예약하기'),
  pendingRoute('/my-reservation-list', '예약 내역'),
  pendingRoute('/my-reservation-detail', '예약 상세'),
  pendingRoute('/store-reservation', '가게 예약 관리'),
  pendingRoute('/store-reservation-detail/:reservationNo', '예약 상세'),
];
