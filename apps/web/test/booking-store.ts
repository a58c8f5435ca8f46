import { type ReservationStoreInfo, weeklyHoursOf } from '@siktak/contract';

/** Tuesday 2026-11-24, 10:00 in Seoul: "now" of the booking and change page tests. */
export const BOOKING_NOW = new Date('2026-11-24T01:00:00Z');

/** The store of the booking and change page tests: open 11:00–22:00 every day, 10 seats, parties up to 6. */
export const BOOKING_STORE: ReservationStoreInfo = {
  storeNo: 3,
  storeName: '연남 파스타 하우스',
  openTime: '11:00',
  closeTime: '22:00',
  weeklyHours: weeklyHoursOf({ openTime: '11:00', closeTime: '22:00', weeklyHours: null }),
  dayOff: [],
  startDate: null,
  endDate: null,
  count: 10,
  maxPersonCount: 6,
  imageList: [],
  today: '2026-11-24',
  lastBookableDate: '2027-01-22',
};
