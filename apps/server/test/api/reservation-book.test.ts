import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createReservation, createStore, createUser } from '../helpers/factories.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (helpers/app.ts).
const TODAY = '2026-11-17';

type Row = { reservationNo: number; ledgerStatus: string };
const numbers = (rows: Row[]) => rows.map((row) => row.reservationNo);

describe('the reservation book (예약 장부)', () => {
  let t: TestApp;
  let owner: TestUser;
  let rival: TestUser;
  let storeless: TestUser;
  let member: TestUser;
  let regular: TestUser;
  let prankster: TestUser;
  const no: Record<string, number> = {};

  const get = async (url: string, user: TestUser | null) =>
    t.app.inject({ method: 'GET', url, headers: user ? await authHeader(t.app, user) : {} });
  const list = async (query: string, user: TestUser = owner) => get(`/api/owner/reservations?${query}`, user);
  const listed = async (query: string) => numbers((await list(query)).json().reservationList);

  /** A booking, then the columns the factory does not write (the diner's request, a mark, a cancel). */
  async function booking(
    guest: TestUser,
    storeNo: number,
    date: string,
    time: string,
    personCount: number,
    extra: Partial<typeof reservations.$inferInsert> = {},
  ) {
    const { reservationNo } = await createReservation(t.app, {
      userNo: guest.userNo,
      storeNo,
      date,
      time,
      personCount,
    });
    if (Object.keys(extra).length > 0) {
      await t.app.ctx.db.update(reservations).set(extra).where(eq(reservations.reservationNo, reservationNo));
    }
    return reservationNo;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    rival = await createUser(t.app, { role: 'ROLE_OWNER' });
    storeless = await createUser(t.app, { role: 'ROLE_OWNER' });
    member = await createUser(t.app);
    regular = await createUser(t.app, { name: '김단골', phone: '010-2222-3333' });
    prankster = await createUser(t.app, { name: '=1+1', phone: '010-9999-8888' });
    const store = await createStore(t.app, { ownerNo: owner.userNo, name: '식탁 본점', capacity: 20 });
    const rivalStore = await createStore(t.app, { ownerNo: rival.userNo, capacity: 20 });
    const at = store.storeNo;
    no.birthday = await booking(regular, at, '2026-11-20', '18:00', 4, {
      occasion: 'BIRTHDAY',
      requestNote: '창가 자리 부탁드려요',
    });
    no.cancelled = await booking(regular, at, '2026-11-20', '12:00', 2, {
      status: 'N',
      cancelReason: '일정 변경',
      cancelledBy: 'USER',
      cancelledAt: new Date('2026-11-16T03:00:00Z'),
    });
    no.visited = await booking(regular, at, '2026-11-16', '19:00', 3, { visitedAt: new Date('2026-11-16T10:05:00Z') });
    no.noShow = await booking(prankster, at, '2026-11-15', '18:00', 2, {
      status: 'NOSHOW',
      noShowAt: new Date('2026-11-15T11:00:00Z'),
      requestNote: '@SUM(A1)',
    });
    no.quoted = await booking(prankster, at, '2026-11-20', '19:00', 5, { requestNote: 'A, "조용한" 자리\n유아 의자' });
    no.december = await booking(member, at, '2026-12-05', '12:00', 6);
    no.rival = await booking(member, rivalStore.storeNo, '2026-11-20', '18:00', 8);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/owner/reservations/day', () => {
    it("answers every booking of the day by time, cancelled ones included, with the guest's request and the day's counts", async () => {
      const res = await get('/api/owner/reservations/day?date=2026-11-20', owner);
      expect(res.statusCode).toBe(200);
      const day = res.json();
      expect(day.today).toBe(TODAY);
      expect(day.summary).toEqual({
        date: '2026-11-20',
        bookingCount: 2,
        personCount: 9,
        noShowCount: 0,
        cancelledCount: 1,
      });
      expect(day.bookings.map((b: Row) => [b.reservationNo, b.ledgerStatus])).toEqual([
        [no.cancelled, 'cancelled'],
        [no.birthday, 'confirmed'],
        [no.quoted, 'confirmed'],
      ]);
      expect(day.bookings[1]).toEqual({
        reservationNo: no.birthday,
        reservationDate: '2026-11-20',
        reservationTime: '18:00',
        userName: '김단골',
        userPhone: '010-2222-3333',
        personCount: 4,
        status: 'Y',
        isNoShow: 'N',
        visited: 'N',
        occasion: 'BIRTHDAY',
        requestNote: '창가 자리 부탁드려요',
        ledgerStatus: 'confirmed',
      });
    });

    it('answers an empty day with zeros, and refuses a date that is not one', async () => {
      const empty = (await get('/api/owner/reservations/day?date=2026-11-21', owner)).json();
      expect(empty.bookings).toEqual([]);
      expect(empty.summary).toMatchObject({ bookingCount: 0, personCount: 0, cancelledCount: 0 });
      for (const date of ['2026-02-30', 'tomorrow', '']) {
        const res = await get(`/api/owner/reservations/day?date=${date}`, owner);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: '400', message: '입력값을 다시 확인해주세요.' });
      }
    });
  });

  describe('GET /api/owner/reservations/month', () => {
    it('counts bookings and guests (not cancelled), no-shows and cancellations on every day of the month', async () => {
      const month = (await get('/api/owner/reservations/month?month=2026-11', owner)).json();
      expect(month.month).toBe('2026-11');
      expect(month.today).toBe(TODAY);
      expect(month.days).toHaveLength(30);
      expect(month.days[0].date).toBe('2026-11-01');
      const byDate = new Map(month.days.map((d: { date: string }) => [d.date, d]));
      expect(byDate.get('2026-11-20')).toEqual({
        date: '2026-11-20',
        bookingCount: 2,
        personCount: 9,
        noShowCount: 0,
        cancelledCount: 1,
      });
      expect(byDate.get('2026-11-16')).toMatchObject({ bookingCount: 1, personCount: 3 });
      expect(byDate.get('2026-11-15')).toMatchObject({ bookingCount: 1, personCount: 2, noShowCount: 1 });
      // The rival store's 8 guests on the 20th are not this store's.
      const total = month.days.reduce((sum: number, d: { personCount: number }) => sum + d.personCount, 0);
      expect(total).toBe(14);

      const december = (await get('/api/owner/reservations/month?month=2026-12', owner)).json();
      expect(december.days).toHaveLength(31);
      expect(december.days[4]).toMatchObject({ date: '2026-12-05', bookingCount: 1, personCount: 6 });
      const february = (await get('/api/owner/reservations/month?month=2028-02', owner)).json();
      expect(february.days.at(-1).date).toBe('2028-02-29');
    });

    it('refuses a month that is not yyyy-MM', async () => {
      for (const month of ['2026-13', '2026-1', '202611', 'x']) {
        const res = await get(`/api/owner/reservations/month?month=${month}`, owner);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('입력값을 다시 확인해주세요.');
      }
    });
  });

  describe('GET /api/owner/reservations', () => {
    it('lists every booking of the store soonest first without a filter, with the count in all', async () => {
      const body = (await list('')).json();
      expect(numbers(body.reservationList)).toEqual([
        no.noShow,
        no.visited,
        no.cancelled,
        no.birthday,
        no.quoted,
        no.december,
      ]);
      expect(body).toMatchObject({ totalPages: 1, totalCount: 6 });
      expect(body.reservationList[1]).toMatchObject({ ledgerStatus: 'visited', visited: 'Y', status: 'Y' });
      expect(body.reservationList[0]).toMatchObject({ ledgerStatus: 'no-show', isNoShow: 'Y', status: 'Y' });
    });

    it('filters by status and by date range, both ends counted', async () => {
      expect(await listed('status=cancelled')).toEqual([no.cancelled]);
      expect(await listed('status=visited')).toEqual([no.visited]);
      expect(await listed('status=no-show')).toEqual([no.noShow]);
      expect(await listed('status=confirmed')).toEqual([no.birthday, no.quoted, no.december]);
      expect(await listed('from=2026-11-16&to=2026-11-20')).toEqual([no.visited, no.cancelled, no.birthday, no.quoted]);
      expect(await listed(`from=${TODAY}`)).toEqual([no.cancelled, no.birthday, no.quoted, no.december]);
      expect(await listed('to=2026-11-16')).toEqual([no.noShow, no.visited]);
      expect(await listed('from=2026-11-20&to=2026-11-20&status=confirmed')).toEqual([no.birthday, no.quoted]);
    });

    it("searches the guest's name or the digits of their phone number, wildcards taken literally", async () => {
      expect(await listed('q=단골')).toEqual([no.visited, no.cancelled, no.birthday]);
      for (const phone of ['3333', '2222-3333', '01022223333', '010-2222-3333']) {
        expect(await listed(`q=${encodeURIComponent(phone)}`)).toEqual([no.visited, no.cancelled, no.birthday]);
      }
      expect(await listed(`q=${encodeURIComponent('=1+1')}`)).toEqual([no.noShow, no.quoted]);
      expect(await listed('q=8888&status=no-show')).toEqual([no.noShow]);
      // Two digits are too few to look for in phone numbers, and % is a percent sign.
      expect(await listed('q=22')).toEqual([]);
      expect(await listed('q=%25')).toEqual([]);
      // A blank search is none.
      expect(await listed('q=%20%20')).toHaveLength(6);
    });

    it('pages 20 at a time within the filter', async () => {
      const empty = (await list('page=1')).json();
      expect(empty).toMatchObject({ reservationList: [], totalPages: 1, totalCount: 6 });
    });

    it('refuses a range that ends before it starts (E191) and a status it does not know', async () => {
      const backwards = await list('from=2026-11-20&to=2026-11-19');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({
        code: 'E191',
        message: '시작일이 종료일보다 늦어요. 기간을 다시 골라주세요.',
      });
      const status = await list('status=Y');
      expect(status.statusCode).toBe(400);
      expect(status.json().message).toBe('입력값을 다시 확인해주세요.');
    });
  });

  describe('GET /api/owner/reservations.csv', () => {
    const csv = (query: string, user: TestUser = owner) => get(`/api/owner/reservations.csv?${query}`, user);

    it('is UTF-8 with a BOM, Korean headers, one CRLF record per booking, quoted where needed, formulas defused', async () => {
      const res = await csv('from=2026-11-01&to=2026-11-30');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename=siktak-reservations-2026-11-01-2026-11-30\.csv; /);
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).toBe(
        '식탁 본점 예약 2026-11-01~2026-11-30.csv',
      );
      expect(res.body).toBe(
        [
          '\uFEFF예약번호,예약일,시간,예약자,연락처,인원,상태,방문 목적,요청사항,취소 사유',
          `${no.noShow},2026-11-15,18:00,'=1+1,010-9999-8888,2,노쇼,,'@SUM(A1),`,
          `${no.visited},2026-11-16,19:00,김단골,010-2222-3333,3,방문 완료,,,`,
          `${no.cancelled},2026-11-20,12:00,김단골,010-2222-3333,2,예약취소,,,일정 변경`,
          `${no.birthday},2026-11-20,18:00,김단골,010-2222-3333,4,예약완료,생일,창가 자리 부탁드려요,`,
          `${no.quoted},2026-11-20,19:00,'=1+1,010-9999-8888,5,예약완료,,"A, ""조용한"" 자리\n유아 의자",`,
          '',
        ].join('\r\n'),
      );
    });

    it('takes the filters of the list', async () => {
      const res = await csv('from=2026-11-01&to=2026-12-31&status=confirmed&q=%EB%8B%A8%EA%B3%A8');
      const lines = res.body.split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(new RegExp(`^${no.birthday},`));
    });

    it('exports at most 92 days (E190), needs both ends and refuses them backwards (E191)', async () => {
      expect((await csv('from=2026-11-01&to=2027-01-31')).statusCode).toBe(200);
      const long = await csv('from=2026-11-01&to=2027-02-01');
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        code: 'E190',
        message: 'CSV는 한 번에 92일까지 내려받을 수 있어요. 기간을 줄여주세요.',
      });
      expect((await csv('from=2026-11-20&to=2026-11-01')).json().code).toBe('E191');
      const open = await csv('from=2026-11-01');
      expect(open.statusCode).toBe(400);
      expect(open.json().message).toBe('내려받을 기간의 시작일과 종료일을 골라주세요.');
    });
  });

  describe('who may read the book', () => {
    const calls = [
      '/api/owner/reservations',
      '/api/owner/reservations/day?date=2026-11-20',
      '/api/owner/reservations/month?month=2026-11',
      '/api/owner/reservations.csv?from=2026-11-01&to=2026-11-30',
    ];

    it("shows another owner only their own store's bookings", async () => {
      expect(numbers((await list('', rival)).json().reservationList)).toEqual([no.rival]);
      const day = (await get('/api/owner/reservations/day?date=2026-11-20', rival)).json();
      expect(numbers(day.bookings)).toEqual([no.rival]);
      const month = (await get('/api/owner/reservations/month?month=2026-11', rival)).json();
      expect(month.days.find((d: { date: string }) => d.date === '2026-11-20')).toMatchObject({ personCount: 8 });
      const csv = (await get(calls[3] as string, rival)).body;
      expect(csv).not.toContain('김단골');
      expect(csv.split('\r\n')).toHaveLength(3);
    });

    it('refuses members (403), owners without a store (404) and callers without a token (401)', async () => {
      for (const url of calls) {
        expect((await get(url, member)).statusCode, url).toBe(403);
        const noStore = await get(url, storeless);
        expect(noStore.statusCode, url).toBe(404);
        expect((await get(url, null)).statusCode, url).toBe(401);
      }
    });
  });
});
