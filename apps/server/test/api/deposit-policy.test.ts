import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEPOSIT_POLICY, type DepositPolicy, ERRORS } from '@siktak/contract';
import { bookTable } from '../../src/modules/reservations/queries.js';
import { TEST_NOW, type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';
import { OMAKASE } from '../helpers/deposit.js';
import { photos, send, storeDto, storeDtoForm } from '../helpers/owners.js';
import { book, storedReservation } from '../helpers/reservations.js';

/** What the existing client's store detail has always answered; our additions come on top. */
const EXISTING_DETAIL_KEYS = [
  'storeNo',
  'storeName',
  'menuList',
  'openTime',
  'closeTime',
  'categoryConvenience',
  'dayOff',
  'startDate',
  'endDate',
  'imageList',
];

describe('예약금·취소 규정 (ADR-0051)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const owner = () => createUser(t.app, { role: 'ROLE_OWNER' });
  const write = (user: TestUser, form: FormData) => send(t.app, user, 'POST', '/api/owner/stores/write', form);
  const update = (user: TestUser, form: FormData) => send(t.app, user, 'PUT', '/api/owner/stores/update', form);
  const detail = async (storeNo: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/store/detail/${storeNo}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  async function registered(user: TestUser, dto: Record<string, unknown>) {
    const res = await write(user, storeDtoForm(storeDto(dto), [], await photos(1)));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function editPolicy(user: TestUser, store: { storeNo: number; imageList: string[] }, policy: DepositPolicy) {
    return update(
      user,
      storeDtoForm(storeDto({ storeNo: store.storeNo, imageList: store.imageList, depositPolicy: policy })),
    );
  }

  it('saves the policy with the store and reads it back; a store that never set one answers the default, off', async () => {
    const boss = await owner();
    const created = await registered(boss, { depositPolicy: OMAKASE });
    expect(created.depositPolicy).toEqual(OMAKASE);
    expect((await detail(created.storeNo)).depositPolicy).toEqual(OMAKASE);
    expect((await send(t.app, boss, 'GET', '/api/owner/stores')).json().depositPolicy).toEqual(OMAKASE);

    const plain = await registered(await owner(), { storeName: '규정 없는 식당' });
    expect(plain.depositPolicy).toEqual(DEFAULT_DEPOSIT_POLICY);
    expect(DEFAULT_DEPOSIT_POLICY.enabled).toBe(false);
  });

  it('keeps the policy when the existing client’s form (no depositPolicy) edits the store, and its detail keeps its fields', async () => {
    const boss = await owner();
    const created = await registered(boss, { depositPolicy: OMAKASE });
    const res = await update(
      boss,
      storeDtoForm(storeDto({ storeNo: created.storeNo, imageList: created.imageList, count: 9 })),
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = await detail(created.storeNo);
    expect(page.depositPolicy).toEqual(OMAKASE);
    expect(page.count).toBe(9);
    for (const key of EXISTING_DETAIL_KEYS) expect(page).toHaveProperty(key);
  });

  it.each([
    [
      '20 % at a general restaurant',
      { storeKind: 'GENERAL', amount: 10_001, pricePerPerson: 50_000 },
      'E303',
      '20%',
      '10,000원',
    ],
    ['40 % at a reservation-based one', { amount: 60_001 }, 'E304', '40%', '60,000원'],
    [
      'a per-booking deposit against a party of 1',
      { storeKind: 'GENERAL', basis: 'BOOKING', amount: 30_000, pricePerPerson: 50_000 },
      'E303',
      '20%',
      '10,000원',
    ],
  ] as const)(
    'refuses a policy over the cap of %s with a Korean message stating the cap',
    async (_, change, code, percent, cap) => {
      const boss = await owner();
      const created = await registered(boss, { depositPolicy: OMAKASE });
      const res = await editPolicy(boss, created, { ...OMAKASE, ...change });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe(code);
      expect(body.message).toContain(`예상 금액의 ${percent}까지만 위약금으로 받을 수 있어요`);
      expect(body.message).toContain(`한도는 ${cap}`);
      expect(body.fields.depositPolicy).toBe(body.message);
      expect((await detail(created.storeNo)).depositPolicy).toEqual(OMAKASE);
    },
  );

  it('accepts exactly the cap at 20 % and 40 %, and refuses a new store over the cap', async () => {
    const boss = await owner();
    const created = await registered(boss, { depositPolicy: { ...OMAKASE, amount: 60_000 } });
    const general = { ...OMAKASE, storeKind: 'GENERAL', amount: 10_000, pricePerPerson: 50_000 } as const;
    expect((await editPolicy(boss, created, general)).statusCode).toBe(200);

    const refused = await write(
      await owner(),
      storeDtoForm(storeDto({ depositPolicy: { ...general, amount: 10_001 } }), [], await photos(1)),
    );
    expect(refused.json().code).toBe('E303');
  });

  it('refuses a malformed policy in Korean (tiers without the visit day)', async () => {
    const boss = await owner();
    const res = await write(
      boss,
      storeDtoForm(
        storeDto({ depositPolicy: { ...OMAKASE, tiers: [{ daysBefore: 2, refundPercent: 100 }] } }),
        [],
        await photos(1),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().fields)).toContain(
      '환불 구간은 5개까지, 방문일에서 먼 순서로 서로 다른 날짜로 정하고 마지막은 방문 당일(0일)이어야 해요.',
    );
  });

  describe('booking a store with a deposit', () => {
    const slot = { reservationDate: '2026-11-20', reservationTime: '19:00', personCount: 2 };

    it('refuses the existing client’s POST with E198, ours without consent with E199, and with it E198 until payment', async () => {
      const boss = await owner();
      const store = await registered(boss, { depositPolicy: OMAKASE });
      const info = await t.app.inject({ method: 'GET', url: `/api/reservation/store/${store.storeNo}` });
      expect(info.json().depositPolicy).toEqual(OMAKASE);
      const diner = await createUser(t.app);
      const existing = await book(t.app, diner, { storeNo: store.storeNo, ...slot });
      expect(existing.statusCode).toBe(409);
      expect(existing.json()).toMatchObject({ code: 'E198', message: ERRORS.E198.message });
      const unticked = await book(t.app, diner, { storeNo: store.storeNo, ...slot, policyAgreed: false });
      expect(unticked.statusCode).toBe(400);
      expect(unticked.json()).toMatchObject({ code: 'E199', message: ERRORS.E199.message });
      const agreed = await book(t.app, diner, { storeNo: store.storeNo, ...slot, policyAgreed: true });
      expect(agreed.json().code).toBe('E198');

      // Turned off again, the store books exactly as before.
      expect((await editPolicy(boss, store, { ...OMAKASE, enabled: false })).statusCode).toBe(200);
      const booked = await book(t.app, diner, { storeNo: store.storeNo, ...slot });
      expect(booked.statusCode, booked.body).toBe(201);
      const off = await t.app.inject({ method: 'GET', url: `/api/reservation/store/${store.storeNo}` });
      expect(off.json().depositPolicy).toBeNull();
    });

    it('books a store without a deposit exactly as before: same answer, no snapshot', async () => {
      const { storeNo } = await createStore(t.app);
      const diner = await createUser(t.app);
      const res = await book(t.app, diner, { storeNo, ...slot });
      expect(res.statusCode, res.body).toBe(201);
      expect(Object.keys(res.json()).sort()).toEqual(
        ['message', 'personCount', 'reservationDate', 'reservationNo', 'reservationTime', 'status'].sort(),
      );
      expect((await storedReservation(t.app, res.json().reservationNo))?.depositPolicy).toBeNull();
    });

    it('keeps the policy a booking was made under after the owner edits it, in both details and the mail', async () => {
      const boss = await owner();
      const store = await registered(boss, { depositPolicy: OMAKASE });
      const diner = await createUser(t.app);
      // The booking statement the paid booking will run (book_table): the snapshot is taken with the row.
      const result = await bookTable(
        t.app.ctx.db,
        {
          userNo: diner.userNo,
          storeNo: store.storeNo,
          date: '2026-11-20',
          time: '19:00',
          personCount: 2,
          occasion: null,
          requestNote: null,
        },
        new Date(TEST_NOW),
      );
      expect(result.outcome).toBe('booked');
      const reservationNo = result.outcome === 'booked' ? result.reservationNo : 0;
      t.app.ctx.outbox.wake();

      const edited = { ...OMAKASE, amount: 50_000, tiers: [{ daysBefore: 0, refundPercent: 20 }], lateMinutes: 30 };
      expect((await editPolicy(boss, store, edited)).statusCode).toBe(200);
      expect((await detail(store.storeNo)).depositPolicy).toEqual(edited);

      expect((await storedReservation(t.app, reservationNo))?.depositPolicy).toEqual(OMAKASE);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/reservation/mypage/detail/${reservationNo}`,
        headers: await authHeader(t.app, diner),
      });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().depositPolicy).toEqual(OMAKASE);
      const theirs = await send(t.app, boss, 'GET', `/api/reservation/owner/detail/${reservationNo}`);
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect(theirs.json().depositPolicy).toEqual(OMAKASE);

      await vi.waitFor(() => expect(t.mails.filter((m) => m.to === diner.email)).toHaveLength(1));
      const mail = t.mails.find((m) => m.to === diner.email)!;
      expect(mail.text).toContain('예약금 60,000원 (2명 기준)');
      expect(mail.text).toContain('방문 2일 전까지 100% 환불 · 방문 1일 전 50% 환불 · 방문 당일·노쇼 0% 환불');
      expect(mail.text).toContain('예약 시간보다 15분 이상 늦으면 노쇼로 처리돼요.');
      expect(mail.text).toContain('40%');
    });
  });
});
