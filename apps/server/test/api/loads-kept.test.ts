import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { addDays } from '@siktak/contract';
import { poolOf } from '../../src/db/client.js';
import { slotLoads, slotOverrides } from '../../src/db/schema.js';
import { keptLoads, pgliteChanges } from '../../src/modules/availability/loads-kept.js';
import { type LoadsAsk, loadsByTurn, loadsOn, readLoads } from '../../src/modules/availability/queries.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, createStore, createUser } from '../helpers/factories.js';
import { book } from '../helpers/reservations.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW).
const TODAY = '2026-11-17';
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('seats kept until the database says they changed (loads-kept.ts, migration 0010)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  /** `keptLoads` over the real seat reads, counting the statements, with the changes told by hand. */
  async function kept() {
    const sent: LoadsAsk[] = [];
    let forget: (change: string) => void = () => {};
    const read = keptLoads(
      loadsByTurn(t.app.ctx.db, (db, ask) => {
        sent.push(ask);
        return readLoads(db, ask);
      }),
      async (told) => {
        forget = told;
      },
    );
    await turn();
    return { read, sent, tell: (change: string) => forget(change) };
  }

  it('reads every store of a date it does not know, then answers any of its stores without a statement', async () => {
    const a = await createStore(t.app);
    const b = await createStore(t.app);
    const c = await createStore(t.app);
    await t.app.ctx.db.insert(slotLoads).values({ storeNo: a.storeNo, date: TODAY, time: '12:00', booked: 3 });
    const { read, sent, tell } = await kept();

    expect(loadsOn(await read([a.storeNo, b.storeNo], TODAY), a.storeNo, TODAY).booked).toEqual(
      new Map([['12:00', 3]]),
    );
    expect(sent).toEqual([{ from: TODAY, to: TODAY }]);
    const again = await read([b.storeNo, a.storeNo], TODAY);
    expect(loadsOn(again, a.storeNo, TODAY).booked).toEqual(new Map([['12:00', 3]]));
    expect(loadsOn(again, b.storeNo, TODAY).booked.size).toBe(0);
    expect(await read([a.storeNo], TODAY)).not.toBe(again);
    // A store of that date never asked is known too.
    expect(loadsOn(await read([c.storeNo], TODAY), c.storeNo, TODAY).booked.size).toBe(0);
    expect(sent).toHaveLength(1);

    // A change makes its own store of that date stale: the next read of it reads just the pairs asked.
    await t.app.ctx.db
      .update(slotLoads)
      .set({ booked: 5 })
      .where(and(eq(slotLoads.storeNo, a.storeNo), eq(slotLoads.date, TODAY)));
    tell(`${a.storeNo} ${TODAY}`);
    await read([c.storeNo], TODAY);
    expect(sent).toHaveLength(1);
    expect(loadsOn(await read([a.storeNo, b.storeNo], TODAY), a.storeNo, TODAY).booked).toEqual(
      new Map([['12:00', 5]]),
    );
    expect(sent[1]).toEqual({ storeNos: [a.storeNo, b.storeNo], dates: [TODAY, TODAY] });
    await read([a.storeNo, c.storeNo], TODAY);
    expect(sent).toHaveLength(2);

    // A read of several dates goes by pairs, then is kept.
    const tomorrow = addDays(TODAY, 1);
    await read([b.storeNo], tomorrow, addDays(tomorrow, 1));
    expect(sent[2]).toEqual({ storeNos: [b.storeNo, b.storeNo], dates: [tomorrow, addDays(tomorrow, 1)] });
    await read([b.storeNo], tomorrow, addDays(tomorrow, 1));
    expect(sent).toHaveLength(3);
    // `*` (a TRUNCATE) forgets everything.
    tell('*');
    await read([b.storeNo], TODAY);
    expect(sent).toHaveLength(4);
  });

  it('keeps a read on its way but for the pairs told changed meanwhile: they may have been read before', async () => {
    const { storeNo } = await createStore(t.app);
    const other = await createStore(t.app);
    const date = addDays(TODAY, 5);
    const { read, sent, tell } = await kept();
    const asked = read([storeNo, other.storeNo], date);
    tell(`${other.storeNo} ${date}`);
    await asked;
    expect(sent).toEqual([{ from: date, to: date }]);
    await read([storeNo], date);
    expect(sent).toHaveLength(1);
    await read([other.storeNo], date);
    expect(sent[1]).toEqual({ storeNos: [other.storeNo], dates: [date] });

    // Everything told changed (`*`) while a read is on its way: nothing of it is kept.
    const later = addDays(date, 1);
    const everything = read([storeNo], later);
    tell('*');
    await everything;
    await read([storeNo], later);
    expect(sent.slice(2)).toEqual([
      { from: later, to: later },
      { from: later, to: later },
    ]);
  });

  it('hands out a read of every store whole, and knows each store of its dates, until one of them changes', async () => {
    const { storeNo } = await createStore(t.app);
    const other = await createStore(t.app);
    const tomorrow = addDays(TODAY, 1);
    await t.app.ctx.db.insert(slotLoads).values({ storeNo, date: tomorrow, time: '18:00', booked: 2 });
    const { read, sent, tell } = await kept();
    const many = Array.from({ length: 201 }, (_, k) => other.storeNo + 1_000 + k);

    const whole = await read(many, TODAY, tomorrow);
    expect(sent).toEqual([{ from: TODAY, to: tomorrow }]);
    expect(await read(many, TODAY, tomorrow)).toBe(whole);
    // Its dates are known for every store: with seats or without.
    expect(loadsOn(await read([storeNo, other.storeNo], tomorrow), storeNo, tomorrow).booked).toEqual(
      new Map([['18:00', 2]]),
    );
    expect(sent).toHaveLength(1);

    tell(`${other.storeNo} ${tomorrow}`);
    expect(loadsOn(await read([storeNo], tomorrow), storeNo, tomorrow).booked).toEqual(new Map([['18:00', 2]]));
    expect(sent).toHaveLength(1);
    await read([other.storeNo], tomorrow);
    await read(many, TODAY, tomorrow);
    expect(sent).toHaveLength(3);
    // Today was not told: every store of it is still known.
    await read([other.storeNo + 5_000], TODAY);
    expect(sent).toHaveLength(3);
  });

  it('PGlite tells every change of seats before the writer goes on, whoever writes; PostgreSQL stays silent', async () => {
    const { storeNo } = await createStore(t.app, { capacity: 4 });
    const diner: TestUser = await createUser(t.app);
    const date = addDays(TODAY, 3);
    const changes = pgliteChanges(t.app.ctx.db);
    const told: string[] = [];

    if (t.database.kind === 'pglite') {
      expect(changes).toBeDefined();
      await changes?.((change) => told.push(change));
    } else {
      expect(changes).toBeUndefined();
      const client = await (poolOf(t.app.ctx.db) as NonNullable<ReturnType<typeof poolOf>>).connect();
      client.on('notification', (message) => told.push(message.payload ?? ''));
      await client.query('listen slot_loads');
      onTestFinished(async () => {
        await client.query('unlisten slot_loads');
        client.release();
      });
    }
    const expectTold = (change: string) => expect(told.splice(0)).toEqual(t.database.kind === 'pglite' ? [change] : []);

    const booked = await book(t.app, diner, {
      storeNo,
      reservationDate: date,
      reservationTime: '12:00',
      personCount: 2,
    });
    expect(booked.statusCode).toBe(201);
    expectTold(`${storeNo} ${date}`);
    await t.app.ctx.db.execute(sql`update slot_loads set booked = 4 where store_no = ${storeNo}`);
    expectTold(`${storeNo} ${date}`);
    await t.app.ctx.db.insert(slotOverrides).values({ storeNo, date: TODAY, time: null, capacity: 0 });
    expectTold(`${storeNo} ${TODAY}`);
    await t.app.ctx.db.delete(slotLoads).where(eq(slotLoads.storeNo, storeNo));
    expectTold(`${storeNo} ${date}`);
    if (t.database.kind === 'postgres') {
      // A notification would arrive on its own connection: give it time to.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(told).toEqual([]);
    }
  });
});
