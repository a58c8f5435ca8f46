import type { z } from 'zod';
import { stringify } from 'csv-stringify/sync';
import {
  LEDGER_STATUS_LABELS,
  LIMITS,
  type LedgerDay,
  type LedgerItem,
  type LedgerList,
  type LedgerMonth,
  type LedgerStatus,
  OCCASION_LABELS,
  type OwnerReservationItem,
  daysBetween,
  type ledgerCsvQuery,
  type ledgerQuery,
  seoulDate,
} from '@siktak/contract';
import type { Queryable } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { NO_SHOW } from '../booking-day/index.js';
import { requireOwnedStore } from '../stores/index.js';
import {
  type LedgerConditions,
  countBookingsPerDay,
  depositTotals,
  depositsOf,
  findLedgerPage,
  findLedgerRows,
} from './ledger-queries.js';
import { noShowFlag, visitedFlag, wireStatus } from './no-show.js';
import type { ReservationView } from './queries.js';

/** A booking as the owner's list shows it (GET /api/reservation/owner/{storeNo}, the spec's shape). */
export function ownerItemOf(row: ReservationView): OwnerReservationItem {
  return {
    reservationNo: row.reservationNo,
    reservationDate: row.date,
    reservationTime: row.time,
    userName: row.userName,
    personCount: row.personCount,
    status: wireStatus(row.status),
    isNoShow: noShowFlag(row.status),
    visited: visitedFlag(row),
    occasion: row.occasion,
    requestNote: row.requestNote,
  };
}

function ledgerStatusOf(row: ReservationView): LedgerStatus {
  if (row.status === 'N') return 'cancelled';
  if (row.status === NO_SHOW) return 'no-show';
  return row.visitedAt ? 'visited' : 'confirmed';
}

/** The book's rows, each with its 예약금 as money moved when it was paid for (fetched for all rows at once). */
async function ledgerItemsOf(db: Queryable, rows: ReservationView[]): Promise<LedgerItem[]> {
  const deposits = await depositsOf(
    db,
    rows.filter((row) => row.depositPolicy).map((row) => row.reservationNo),
  );
  return rows.map((row) => {
    const deposit = deposits.get(row.reservationNo);
    return {
      ...ownerItemOf(row),
      userPhone: row.userPhone,
      ledgerStatus: ledgerStatusOf(row),
      ...(deposit ? { deposit } : {}),
    };
  });
}

/** The export's columns, in order, with their Korean headers. */
const CSV_COLUMNS = [
  { key: 'reservationNo', header: '예약번호' },
  { key: 'date', header: '예약일' },
  { key: 'time', header: '시간' },
  { key: 'userName', header: '예약자' },
  { key: 'userPhone', header: '연락처' },
  { key: 'personCount', header: '인원' },
  { key: 'status', header: '상태' },
  { key: 'occasion', header: '방문 목적' },
  { key: 'requestNote', header: '요청사항' },
  { key: 'cancelReason', header: '취소 사유' },
];

/**
 * A text cell a spreadsheet would read as a formula (it starts with = + - @, or a tab or carriage
 * return that some spreadsheets skip before one) gets a leading apostrophe, so it is shown as the text the
 * guest typed and never run (OWASP, "CSV Injection").
 */
function defuseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The rows as CSV for Excel: a UTF-8 byte order mark first (without it Excel in Korea reads the file as
 * CP949 and garbles the Hangul), Korean headers, CRLF records, fields quoted by csv-stringify (RFC 4180).
 */
function toCsv(rows: ReservationView[]): string {
  return stringify(
    rows.map((row) => ({
      reservationNo: row.reservationNo,
      date: row.date,
      time: row.time,
      userName: row.userName,
      userPhone: row.userPhone,
      personCount: row.personCount,
      status: LEDGER_STATUS_LABELS[ledgerStatusOf(row)],
      occasion: row.occasion ? OCCASION_LABELS[row.occasion] : '',
      requestNote: row.requestNote ?? '',
      cancelReason: row.cancelReason ?? '',
    })),
    { bom: true, header: true, columns: CSV_COLUMNS, record_delimiter: 'windows', cast: { string: defuseFormula } },
  );
}

/** The last day of a `yyyy-MM` month, `yyyy-MM-dd`. */
function lastDayOf(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, mon, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * The owner's reservation book (예약 장부, docs/adr/0050-reservation-book.md): their one store's bookings
 * filtered, by day, by month and as a CSV. The store is the caller's own (404 without one), so no call
 * names a store and none can reach another's.
 */
export function ledgerService(ctx: AppContext) {
  const today = () => seoulDate(ctx.clock.now());

  function assertRange(filter: LedgerConditions): void {
    if (filter.from && filter.to && filter.from > filter.to) throw new AppError('E191');
  }

  return {
    async list(caller: AuthUser, { page, ...filter }: z.output<typeof ledgerQuery>): Promise<LedgerList> {
      assertRange(filter);
      const store = await requireOwnedStore(ctx.db, caller.userNo);
      const size = LIMITS.ledgerPageSize;
      const { rows, total } = await findLedgerPage(ctx.db, store.storeNo, filter, {
        offset: page * size,
        limit: size,
      });
      return {
        reservationList: await ledgerItemsOf(ctx.db, rows),
        totalPages: Math.max(1, Math.ceil(total / size)),
        totalCount: total,
      };
    },

    async day(caller: AuthUser, date: string): Promise<LedgerDay> {
      const store = await requireOwnedStore(ctx.db, caller.userNo);
      const [rows, [summary]] = await Promise.all([
        findLedgerRows(ctx.db, store.storeNo, { from: date, to: date }),
        countBookingsPerDay(ctx.db, store.storeNo, date, date),
      ]);
      return { today: today(), summary: summary!, bookings: await ledgerItemsOf(ctx.db, rows) };
    },

    async month(caller: AuthUser, month: string): Promise<LedgerMonth> {
      const store = await requireOwnedStore(ctx.db, caller.userNo);
      const [from, to] = [`${month}-01`, lastDayOf(month)];
      const [days, deposits] = await Promise.all([
        countBookingsPerDay(ctx.db, store.storeNo, from, to),
        depositTotals(ctx.db, store.storeNo, from, to),
      ]);
      return { month, today: today(), days, deposits };
    },

    /** The CSV of a range of at most LIMITS.ledgerExportDaysMax days (E190), and the file's name. */
    async csv(caller: AuthUser, filter: z.output<typeof ledgerCsvQuery>): Promise<{ csv: string; filename: string }> {
      assertRange(filter);
      if (daysBetween(filter.from, filter.to) + 1 > LIMITS.ledgerExportDaysMax) throw new AppError('E190');
      const store = await requireOwnedStore(ctx.db, caller.userNo);
      const rows = await findLedgerRows(ctx.db, store.storeNo, filter);
      return { csv: toCsv(rows), filename: `${store.name} 예약 ${filter.from}~${filter.to}.csv` };
    },
  };
}
