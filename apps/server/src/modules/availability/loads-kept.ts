import { type Queryable, pgliteOf } from '../../db/client.js';
import { onePer } from '../../platform/turn-batch.js';
import type { DayLoads } from './engine.js';
import {
  type LoadsReader,
  NO_LOADS,
  type StoreLoads,
  type TurnLoadsReader,
  datesFrom,
  loadsByTurn,
  loadsOfDate,
  loadsOn,
  readsEveryStore,
} from './queries.js';

/** The channel of migration 0010's notifications: `storeNo date` of a changed (store, date), or `*`. */
const CHANNEL = 'slot_loads';
/** The most (store, date) pairs kept; past it everything is forgotten and read again. */
const PAIRS_KEPT_MAX = 100_000;

/**
 * Subscribes `forget` to the database's notices of changed seats and answers once they flow; every
 * change committed after that is told to `forget` before the writing statement's caller goes on.
 */
export type SeatChanges = (forget: (change: string) => void) => Promise<void>;

/** Every store's seats of one date, known from a read of every store, but for the stores changed since. */
interface WholeDate {
  loads: Map<number, DayLoads>;
  stale: Set<number>;
}

/**
 * `read` with the seats it answered kept per (store, date) until the database says they changed
 * (`changes`). A read whose pairs are all kept is answered from memory without a statement. A read of
 * one date the process does not know yet reads every store's seats of that date (`read.every`), so
 * the next pages of any list on that date need no statement; a change then makes only its own store
 * of that date stale, and a later read of it reads just the stale pairs. Any other read goes to `read`
 * as asked. An answer keeps everything but the pairs told changed while it was on its way (it may
 * have been read before them). Until the subscription is in place, every read goes to `read`. Reads
 * that read every store's seats (`readsEveryStore`, the rule `loadsByTurn` follows) are handed out
 * whole to the same read until one of their dates changes.
 */
export function keptLoads(read: TurnLoadsReader, changes: SeatChanges, maxPairs = PAIRS_KEPT_MAX): LoadsReader {
  /** Seats kept by date, then store, from reads by store numbers. */
  const byDate = new Map<string, Map<number, DayLoads>>();
  /** Dates whose seats were read for every store. */
  const wholeDates = new Map<string, WholeDate>();
  /** The answers of reads of every store, by `from/to`: handed out whole, as `loadsByTurn` shares them. */
  const wholes = new Map<string, { dates: readonly string[]; loads: StoreLoads }>();
  let pairs = 0;
  /** The changes told while each read now on its way was: they are not kept from its answer. */
  const flights = new Set<string[]>();
  let listening = false;

  function forgetAll() {
    byDate.clear();
    wholeDates.clear();
    wholes.clear();
    pairs = 0;
  }

  /** Forgets what a change makes stale: its (store, date), and the whole answers holding its date. */
  function drop(change: string) {
    const [store, date] = change.split(' ');
    if (date === undefined) {
      forgetAll();
      return;
    }
    const storeNo = Number(store);
    if (byDate.get(date)?.delete(storeNo)) pairs--;
    wholeDates.get(date)?.stale.add(storeNo);
    for (const [range, whole] of wholes) if (whole.dates.includes(date)) wholes.delete(range);
  }

  function forget(change: string) {
    for (const told of flights) told.push(change);
    drop(change);
  }

  function keep(storeNo: number, date: string, day: DayLoads) {
    let ofDate = byDate.get(date);
    if (!ofDate) {
      ofDate = new Map();
      byDate.set(date, ofDate);
    }
    if (!ofDate.has(storeNo)) pairs++;
    ofDate.set(storeNo, day);
  }

  function keepWhole(dates: readonly string[], loads: StoreLoads) {
    for (const date of dates) {
      const ofDate = loadsOfDate(loads, date);
      pairs += ofDate.size - (wholeDates.get(date)?.loads.size ?? 0);
      wholeDates.set(date, { loads: ofDate, stale: new Set() });
    }
  }

  /** The kept seats of one pair: NO_LOADS when it has none, undefined when they are not kept. */
  function keptPair(storeNo: number, date: string): DayLoads | undefined {
    const pair = byDate.get(date)?.get(storeNo);
    if (pair) return pair;
    const whole = wholeDates.get(date);
    if (!whole || whole.stale.has(storeNo)) return undefined;
    return whole.loads.get(storeNo) ?? NO_LOADS;
  }

  /** The kept seats of the pairs asked, or undefined when one of them is not kept. */
  function keptPairs(storeNos: readonly number[], dates: readonly string[]): StoreLoads | undefined {
    const found: StoreLoads = new Map();
    for (const storeNo of storeNos) {
      for (const date of dates) {
        const day = keptPair(storeNo, date);
        if (day === undefined) return undefined;
        if (day === NO_LOADS) continue;
        let ofStore = found.get(storeNo);
        if (!ofStore) {
          ofStore = new Map();
          found.set(storeNo, ofStore);
        }
        ofStore.set(date, day);
      }
    }
    return found;
  }

  /**
   * A read sent, its answer kept (`keepAnswer`) but for what was told changed on its way. The asker
   * gets the whole answer, which may hold more stores than it asked (as `loadsByTurn`'s answers do).
   */
  function send(loads: Promise<StoreLoads>, keepAnswer: (loads: StoreLoads) => void): Promise<StoreLoads> {
    const told: string[] = [];
    flights.add(told);
    return loads.then(
      (loads) => {
        flights.delete(told);
        if (told.includes('*')) return loads;
        if (pairs > maxPairs) forgetAll();
        keepAnswer(loads);
        for (const change of told) drop(change);
        return loads;
      },
      (err: unknown) => {
        flights.delete(told);
        throw err;
      },
    );
  }

  changes(forget).then(
    () => {
      listening = true;
    },
    () => {
      // No notices, nothing kept: every read stays a statement.
    },
  );

  return (storeNos, from, to = from) => {
    if (!listening) return read(storeNos, from, to);
    const dates = datesFrom(from, to);
    const range = `${from}/${to}`;
    /** Every store's seats of the dates, kept whole and per date (`keepWhole`). */
    const readWhole = () =>
      send(read.every(from, to), (loads) => {
        keepWhole(dates, loads);
        wholes.set(range, { dates, loads });
      });
    if (readsEveryStore(storeNos.length)) {
      const kept = wholes.get(range)?.loads;
      return kept ? Promise.resolve(kept) : readWhole();
    }
    const kept = keptPairs(storeNos, dates);
    if (kept) return Promise.resolve(kept);
    if (from === to && !wholeDates.has(from)) return readWhole();
    return send(read(storeNos, from, to), (loads) => {
      for (const storeNo of storeNos) for (const date of dates) keep(storeNo, date, loadsOn(loads, storeNo, date));
    });
  };
}

/**
 * Migration 0010's notices on a PGlite database: the session turns them on and listens. PGlite hands
 * a statement's notices to the listener (on a microtask) before the statement's own caller resumes.
 */
export function pgliteChanges(db: Queryable): SeatChanges | undefined {
  const client = pgliteOf(db);
  if (!client) return undefined;
  return async (forget) => {
    await client.listen(CHANNEL, forget);
    await client.query(`select set_config('siktak.loads_notify', 'on', false)`);
  };
}

/**
 * The live seat reads of a database, one per process so every service adds its reads to the same
 * turn (`loadsByTurn`). On PGlite, the one process that can write the database also keeps what it
 * read (`keptLoads`), told of every change by the database itself; on PostgreSQL, where other
 * processes write too and their notices would arrive late, every read is a statement.
 */
export const liveLoadsOf: (db: Queryable) => LoadsReader = onePer((db: Queryable) => {
  const turn = loadsByTurn(db);
  const changes = pgliteChanges(db);
  return changes ? keptLoads(turn, changes) : turn;
});
