import { type Queryable, pgliteOf } from '../../db/client.js';
import { onePer } from '../../platform/turn-batch.js';
import type { DayLoads } from './engine.js';
import {
  type LoadsReader,
  NO_LOADS,
  type StoreLoads,
  datesFrom,
  loadsByTurn,
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

/**
 * `read` with the seats it answered kept per (store, date) until the database says they changed
 * (`changes`). A read whose pairs are all kept is answered from memory without a statement; any other
 * read goes to `read` whole, and its pairs are kept only if no change at all was told while it was on
 * its way (it may have been read before that change). Until the subscription is in place, every read
 * goes to `read`. Reads that read every store's seats of their dates (`readsEveryStore`, the rule
 * `loadsByTurn` follows) make those dates known for every store: a store without a kept entry has none.
 */
export function keptLoads(read: LoadsReader, changes: SeatChanges, maxPairs = PAIRS_KEPT_MAX): LoadsReader {
  /** Kept seats by date, then store. */
  const byDate = new Map<string, Map<number, DayLoads>>();
  /** The answers of reads of every store, by `from/to`: handed out whole, as `loadsByTurn` shares them. */
  const wholes = new Map<string, { dates: readonly string[]; loads: StoreLoads }>();
  /** Dates whose seats are known for every store (a store without a kept entry has none). */
  const wholeDates = new Set<string>();
  let pairs = 0;
  /** How many changes have been told: a read keeps its answer only if this did not move meanwhile. */
  let told = 0;
  let listening = false;

  function forgetAll() {
    byDate.clear();
    wholes.clear();
    wholeDates.clear();
    pairs = 0;
  }

  function forget(change: string) {
    told++;
    const [store, date] = change.split(' ');
    if (date === undefined) {
      forgetAll();
      return;
    }
    if (byDate.get(date)?.delete(Number(store))) pairs--;
    if (!wholeDates.delete(date)) return;
    for (const [range, whole] of wholes) if (whole.dates.includes(date)) wholes.delete(range);
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

  function keepWhole(range: string, dates: readonly string[], loads: StoreLoads) {
    for (const [storeNo, ofStore] of loads)
      for (const date of dates) {
        const day = ofStore.get(date);
        if (day) keep(storeNo, date, day);
      }
    for (const date of dates) wholeDates.add(date);
    wholes.set(range, { dates, loads });
  }

  /** The kept seats of the pairs asked, or undefined when one of them is not kept. */
  function keptPairs(storeNos: readonly number[], dates: readonly string[]): StoreLoads | undefined {
    const found: StoreLoads = new Map();
    for (const storeNo of storeNos) {
      for (const date of dates) {
        const day = byDate.get(date)?.get(storeNo) ?? (wholeDates.has(date) ? NO_LOADS : undefined);
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
    const whole = readsEveryStore(storeNos.length);
    const range = `${from}/${to}`;
    const dates = datesFrom(from, to);
    const kept = whole ? wholes.get(range)?.loads : keptPairs(storeNos, dates);
    if (kept) return Promise.resolve(kept);
    const before = told;
    return read(storeNos, from, to).then((loads) => {
      if (told !== before) return loads;
      if (pairs > maxPairs) forgetAll();
      if (whole) keepWhole(range, dates, loads);
      else for (const storeNo of storeNos) for (const date of dates) keep(storeNo, date, loadsOn(loads, storeNo, date));
      return loads;
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
