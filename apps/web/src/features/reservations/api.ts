import {
  type CancelReservationBody,
  type ChangeReservationBody,
  type CreateReservationBody,
  type GuestNoteBody,
  type LedgerFilter,
  type NoShowBody,
  type OwnerReservationDetail,
  type ReservationFilter,
  type VisitBody,
  reservationCalls,
} from '@siktak/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

const validNo = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/**
 * A booking or a cancellation changes seat counts, both parties' lists and review buttons cached
 * under other keys: everything reservation-shaped, and discovery's time chips, is marked stale and
 * refetched by whoever shows it; so is the member's waitlist.
 */
function useInvalidateReservations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['reservations'] }),
      queryClient.invalidateQueries({ queryKey: ['availability'] }),
      // A booking closes the member's wait of its hour (빈자리 알림).
      queryClient.invalidateQueries({ queryKey: ['waitlist'] }),
    ]);
}

/** GET /api/reservation/store/{storeNo} — hours, days off, closure and the booking window. */
export function useBookingInfo(storeNo: number) {
  return useQuery({
    queryKey: ['reservations', 'store', storeNo],
    queryFn: ({ signal }) => api.call(reservationCalls.storeInfo, { params: { storeNo }, signal }),
    enabled: validNo(storeNo),
  });
}

/** GET /api/reservation/available-person — a bare number of seats left in one slot. */
export function useAvailableSeats(storeNo: number, reservationDate: string | null, reservationTime: string | null) {
  return useQuery({
    queryKey: ['reservations', 'available', storeNo, reservationDate, reservationTime],
    queryFn: ({ signal }) =>
      api.call(reservationCalls.availableSeats, {
        signal,
        query: { storeNo, reservationDate, reservationTime },
      }),
    enabled: validNo(storeNo) && reservationDate !== null && reservationTime !== null,
    staleTime: 0,
    retry: false,
  });
}

/**
 * GET /api/reservation/slots — every hour of a day with its seats left (our booking page marks full
 * and nearly full hours with it); read live like the seats of one slot.
 */
export function useDaySlots(storeNo: number, reservationDate: string | null) {
  return useQuery({
    queryKey: ['reservations', 'slots', storeNo, reservationDate],
    queryFn: ({ signal }) => api.call(reservationCalls.daySlots, { signal, query: { storeNo, reservationDate } }),
    enabled: validNo(storeNo) && reservationDate !== null,
    staleTime: 0,
    retry: false,
  });
}

/** POST /api/reservation. */
export function useBook() {
  const invalidate = useInvalidateReservations();
  return useMutation({
    mutationFn: (body: CreateReservationBody) => api.call(reservationCalls.book, { body }),
    onSettled: invalidate,
  });
}

/** POST /api/reservation/deposit — a store with a 예약금: the hold and its payment order (ADR-0053). */
export function useBookDeposit() {
  const invalidate = useInvalidateReservations();
  return useMutation({
    mutationFn: (body: CreateReservationBody) => api.call(reservationCalls.bookDeposit, { body }),
    onSettled: invalidate,
  });
}

/**
 * The member's list, one tab (`filter`, paged on the server) at a time: the review-status refresh first,
 * then the page — the list is only asked for when the refresh succeeded, as the existing client does.
 */
export function useMyReservations(userNo: number | null, page: number, filter: ReservationFilter) {
  return useQuery({
    queryKey: ['reservations', 'mine', userNo, filter, page],
    queryFn: async ({ signal }) => {
      await api.call(reservationCalls.refreshReviewStatus, { signal });
      return api.call(reservationCalls.mine, {
        params: { userNo: String(userNo) },
        signal,
        query: { page, filter },
      });
    },
    enabled: validNo(userNo),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/reservation/mypage/calendar/{reservationNo} — the booking as an .ics file, saved by the
 * browser under the server's name for it (docs/api-additions.md).
 */
export function useDownloadCalendar() {
  return useMutation({
    mutationFn: async (reservationNo: number) => {
      const file = await api.file(reservationCalls.mineCalendar, 'text/calendar', { params: { reservationNo } });
      saveFile(file, `siktak-reservation-${reservationNo}.ics`);
    },
  });
}

/** Hands a downloaded file to the browser's download under its own name, or `fallback` without one. */
function saveFile(file: File, fallback: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name || fallback;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GET /api/reservation/mypage/upcoming — the next booking on /my-page (docs/api-additions.md). */
export function useMyUpcoming() {
  return useQuery({
    queryKey: ['reservations', 'mine', 'upcoming'],
    queryFn: ({ signal }) => api.call(reservationCalls.upcoming, { signal }),
  });
}

/** PATCH /api/reservation/mypage/cancel. */
export function useCancelMine() {
  const invalidate = useInvalidateReservations();
  return useMutation({
    mutationFn: (body: CancelReservationBody) => api.call(reservationCalls.cancelMine, { body }),
    onSuccess: invalidate,
  });
}

/**
 * PATCH /api/reservation/mypage/{reservationNo}/change — a new date, hour and party at once
 * (docs/api-additions.md). Seats, lists and the detail are refetched whether it moved or not.
 */
export function useChangeMine(reservationNo: number) {
  const invalidate = useInvalidateReservations();
  return useMutation({
    mutationFn: (body: ChangeReservationBody) =>
      api.call(reservationCalls.change, { params: { reservationNo: String(reservationNo) }, body }),
    onSettled: invalidate,
  });
}

/** GET /api/reservation/owner/{storeNo}?page=. */
export function useStoreReservations(storeNo: number | null, page: number) {
  return useQuery({
    queryKey: ['reservations', 'store-owner', storeNo, page],
    queryFn: ({ signal }) =>
      api.call(reservationCalls.ofStore, { params: { storeNo: String(storeNo) }, signal, query: { page } }),
    enabled: validNo(storeNo),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reservation/owner/detail/{reservationNo}. */
export function useStoreReservation(reservationNo: number) {
  return useQuery({
    queryKey: ['reservations', 'store-owner', 'detail', reservationNo],
    queryFn: ({ signal }) => api.call(reservationCalls.storeDetail, { params: { reservationNo }, signal }),
    enabled: validNo(reservationNo),
  });
}

/** PATCH /api/reservation/owner/no-show — mark a past booking as a no-show, or take it back (docs/api-additions.md). */
export function useMarkNoShow(reservationNo: number) {
  const invalidate = useInvalidateReservations();
  return useMutation({
    mutationFn: (noShow: boolean) =>
      api.call(reservationCalls.noShow, { body: { reservationNo, noShow } satisfies NoShowBody }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/reservation/owner/visited — 방문 완료, or its undo; the guest card's counts change with it. */
export function useMarkVisit(reservationNo: number) {
  const invalidate = useInvalidateReservations();
  return useMutation({
    mutationFn: (visited: boolean) =>
      api.call(reservationCalls.visit, { body: { reservationNo, visited } satisfies VisitBody }),
    onSuccess: invalidate,
  });
}

const guestKey = (reservationNo: number) => ['reservations', 'guest', reservationNo];

/** GET /api/owner/guests/by-reservation/{reservationNo} — the guest card, for the store's owner; fetched once opened. */
export function useGuestCard(reservationNo: number, enabled: boolean) {
  return useQuery({
    queryKey: guestKey(reservationNo),
    queryFn: ({ signal }) => api.call(reservationCalls.guestCard, { params: { reservationNo }, signal }),
    enabled: enabled && validNo(reservationNo),
  });
}

/** PUT (a text) or DELETE (null) the owner's note about the booking's guest; every guest card is read again. */
export function useGuestNote(reservationNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string | null) =>
      note === null
        ? api.call(reservationCalls.deleteGuestNote, { params: { reservationNo } })
        : api.call(reservationCalls.saveGuestNote, {
            params: { reservationNo },
            body: { note } satisfies GuestNoteBody,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reservations', 'guest'] }),
  });
}

/**
 * PATCH /api/reservation/owner/cancel. On success the detail shows the booking as cancelled
 * at once (Y → N, spec §4) and is read again for its history (예약 기록); the lists are marked stale.
 */
export function useCancelForStore(reservationNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancelReason: string) =>
      api.call(reservationCalls.cancelForStore, {
        body: { reservationNo, cancelReason } satisfies CancelReservationBody,
      }),
    onSuccess: (_result, cancelReason) => {
      queryClient.setQueryData<OwnerReservationDetail>(
        ['reservations', 'store-owner', 'detail', reservationNo],
        (current) => current && { ...current, status: 'N', cancelReason, cancellable: false },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reservations'], refetchType: 'none' }),
        queryClient.refetchQueries({ queryKey: ['reservations', 'store-owner', 'detail', reservationNo] }),
      ]);
    },
  });
}

/** The reservation book's filter in the query a call sends: the parts set, none of the empty ones. */
function ledgerQueryOf(filter: LedgerFilter) {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value)) as LedgerFilter;
}

/** GET /api/owner/reservations — the book's list, filtered and searched on the server, a page at a time. */
export function useLedger(filter: LedgerFilter, page: number) {
  return useQuery({
    queryKey: ['reservations', 'ledger', 'list', filter, page],
    queryFn: ({ signal }) => api.call(reservationCalls.ledger, { signal, query: { ...ledgerQueryOf(filter), page } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/owner/reservations/day — every booking of one day. */
export function useLedgerDay(date: string) {
  return useQuery({
    queryKey: ['reservations', 'ledger', 'day', date],
    queryFn: ({ signal }) => api.call(reservationCalls.ledgerDay, { signal, query: { date } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/owner/reservations/month — bookings and guests per day of one month. */
export function useLedgerMonth(month: string) {
  return useQuery({
    queryKey: ['reservations', 'ledger', 'month', month],
    queryFn: ({ signal }) => api.call(reservationCalls.ledgerMonth, { signal, query: { month } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/owner/reservations.csv — the filtered range as a CSV file, saved under the server's name for it. */
export function useDownloadLedgerCsv() {
  return useMutation({
    mutationFn: async (filter: LedgerFilter & { from: string; to: string }) => {
      const file = await api.file(reservationCalls.ledgerCsv, 'text/csv', { query: ledgerQueryOf(filter) });
      saveFile(file, `siktak-reservations-${filter.from}-${filter.to}.csv`);
    },
  });
}
