import type { MyReservationDetail } from '@siktak/contract';

/** A confirmed upcoming booking of the test member as GET /api/reservation/mypage/detail/41 answers it. */
export function myBooking(values: Partial<MyReservationDetail> = {}): MyReservationDetail {
  return {
    reservationNo: 41,
    storeNo: 3,
    status: 'Y',
    isNoShow: 'N',
    storeImage: null,
    storeName: '연남 파스타 하우스',
    storeAddress1: '서울 마포구 동교로 1',
    storeAddress2: '2층',
    storePhone: '02-123-4567',
    reservationDate: '2026-11-26',
    reservationTime: '19:00',
    personCount: 3,
    isReview: 'NO',
    isDeleted: 'N',
    reviewNo: null,
    cancelReason: null,
    cancellable: true,
    occasion: null,
    requestNote: null,
    ...values,
  };
}
