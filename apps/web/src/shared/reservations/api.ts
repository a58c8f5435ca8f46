import { reservationCalls } from '@siktak/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

const validNo = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/**
 * GET /api/reservation/mypage/detail/{reservationNo} — one booking of the member, read by the number
 * in the page's address: the booking pages, and the review form opened for a visit (`?reservationNo=`).
 */
export function useMyReservation(reservationNo: number | null) {
  return useQuery({
    queryKey: ['reservations', 'mine', 'detail', reservationNo],
    queryFn: ({ signal }) =>
      api.call(reservationCalls.mineDetail, { params: { reservationNo: String(reservationNo) }, signal }),
    enabled: validNo(reservationNo),
  });
}
