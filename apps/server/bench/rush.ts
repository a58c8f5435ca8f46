/**
 * The rush: RUSH_MEMBERS members book the slots of one store on one date at once over RUSH_CONNECTIONS
 * connections, one request each, parties of 1–4 (seeded). A small node:http client instead of autocannon
 * so each request's send time and answer are kept, to check first come, first served afterwards.
 */
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../src/db/client.js';
import { RUSH_CAPACITY, RUSH_DATE, RUSH_STORE, SLOTS, pick, seededRandom } from './harness.js';

export const RUSH_CONNECTIONS = Number(process.env.BENCH_RUSH_CONNECTIONS ?? 500);
const TIMEOUT_MS = 30_000;

interface Sent {
  time: string;
  personCount: number;
  /** ms since the rush started, taken just before the request is written. */
  sentAt: number;
  latency: number;
  status: number;
  code: string | undefined;
  reservationNo: number | undefined;
}

export interface RushFigures {
  target: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  created: number;
  full: number;
  otherRefusals: number;
  errors: number;
  overbookedSeats: number;
  drift: number;
  /** Seats of the 201s minus confirmed seats in the database (0: every 201 is a booking, and no other). */
  seatsMismatch: number;
  kendallTau: number;
  outOfOrder: number;
  worstOvertakeMs: number;
}

function post(
  agent: Agent,
  base: string,
  authorization: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}/api/reservation`,
      {
        method: 'POST',
        agent,
        timeout: TIMEOUT_MS,
        headers: { 'content-type': 'application/json', authorization, 'accept-encoding': 'identity' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Kendall's tau between the send order and the reservation-number order of the 201s, over the pairs of
 * the same slot: 1 when, in every slot, every earlier-sent booking got the smaller number, 0 when
 * unrelated. Reservation numbers are drawn after the slot's row lock is taken, so within a slot they are
 * the order in which seats were taken; across slots they say nothing.
 */
function kendallTau(created: Sent[]): number {
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < created.length; i++) {
    for (let j = i + 1; j < created.length; j++) {
      const a = created[i] as Sent;
      const b = created[j] as Sent;
      if (a.time !== b.time) continue;
      const s = Math.sign(a.sentAt - b.sentAt) * Math.sign((a.reservationNo ?? 0) - (b.reservationNo ?? 0));
      if (s > 0) concordant++;
      if (s < 0) discordant++;
    }
  }
  return concordant + discordant === 0 ? 1 : (concordant - discordant) / (concordant + discordant);
}

/**
 * Refusals for a full slot (E121) although a request for the same slot sent later, for as many seats
 * or more, got a table. Seats are only taken during the rush, so that table was free before the refusal:
 * the later request was served first, a plain first-come-first-served violation. Answers their count
 * and the largest head start (ms) a refused request had over the one that overtook it.
 */
function overtaken(sent: Sent[]): { count: number; worstMs: number } {
  let count = 0;
  let worstMs = 0;
  for (const refused of sent) {
    if (refused.code !== 'E121') continue;
    const overtakers = sent.filter(
      (s) =>
        s.status === 201 &&
        s.time === refused.time &&
        s.sentAt > refused.sentAt &&
        s.personCount >= refused.personCount,
    );
    if (overtakers.length === 0) continue;
    count++;
    worstMs = Math.max(worstMs, ...overtakers.map((s) => s.sentAt - refused.sentAt));
  }
  return { count, worstMs: Math.round(worstMs) };
}

/** Over capacity and counter drift in the rush store's slots on the rush date, and the confirmed seats. */
async function rushSlots(database: Database) {
  const [row] = await rowsOf<{ over: number; drift: number; seats: number }>(
    database.db,
    sql`with confirmed as (
          select reservation_time as slot_time, sum(person_count)::int as seats
          from reservations
          where store_no = ${RUSH_STORE} and reservation_date = ${RUSH_DATE} and status = 'Y'
          group by reservation_time),
        loads as (
          select slot_time, booked from slot_loads where store_no = ${RUSH_STORE} and slot_date = ${RUSH_DATE})
        select
          coalesce((select sum(greatest(seats - ${RUSH_CAPACITY}, 0)) from confirmed), 0)::int as over,
          (select count(*)::int from confirmed c full join loads l using (slot_time)
            where coalesce(c.seats, 0) <> coalesce(l.booked, 0)) as drift,
          coalesce((select sum(seats) from confirmed), 0)::int as seats`,
  );
  return { over: row?.over ?? 0, drift: row?.drift ?? 0, seats: row?.seats ?? 0 };
}

export interface RushRun {
  sent: Sent[];
  /** Socket errors and timeouts. */
  errors: number;
  seconds: number;
}

/** Opens `count` keep-alive connections of `agent` to `base` (one small request each, all at once). */
async function openConnections(agent: Agent, base: string, count: number): Promise<void> {
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = httpRequest(`${base}/healthz`, { agent, timeout: TIMEOUT_MS }, (res) => {
            res.resume();
            res.on('end', resolve);
          });
          req.on('error', reject);
          req.end();
        }),
    ),
  );
}

/**
 * Runs the rush against the server at `base`; `bearer` holds one token per rush member. The
 * connections are open before the first booking is sent, as the members' browsers have the booking
 * page open when the tables open: the rush measures the server, not 500 TCP handshakes at once.
 */
export async function runRush(base: string, bearer: string[]): Promise<RushRun> {
  const random = seededRandom(3);
  const bodies = bearer.map((authorization) => {
    const time = pick(SLOTS, random);
    const personCount = 1 + Math.floor(random() * 4);
    const body = JSON.stringify({
      storeNo: RUSH_STORE,
      reservationDate: RUSH_DATE,
      reservationTime: time,
      personCount,
    });
    return { authorization, time, personCount, body };
  });
  const agent = new Agent({ keepAlive: true, maxSockets: RUSH_CONNECTIONS });
  const sent: Sent[] = [];
  let errors = 0;
  let next = 0;
  const connections = Math.min(RUSH_CONNECTIONS, bodies.length);
  await openConnections(agent, base, connections);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = next++; i < bodies.length; i = next++) {
        const { authorization, time, personCount, body } = bodies[i]!;
        const sentAt = performance.now() - started;
        try {
          const answer = await post(agent, base, authorization, body);
          const json = JSON.parse(answer.text) as { code?: string; reservationNo?: number };
          sent.push({
            time,
            personCount,
            sentAt,
            latency: performance.now() - started - sentAt,
            status: answer.status,
            code: json.code,
            reservationNo: json.reservationNo,
          });
        } catch {
          errors++;
        }
      }
    }),
  );
  agent.destroy();
  return { sent, errors, seconds: (performance.now() - started) / 1000 };
}

/** The rush's figures, with the rush store's slots read from `database` once the server has stopped. */
export async function rushFigures(target: string, run: RushRun, database: Database): Promise<RushFigures> {
  const { sent } = run;
  const requests = sent.length + run.errors;
  const created = sent.filter((s) => s.status === 201);
  const latencies = sent.map((s) => s.latency).sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(latencies.length * q)] ?? 0);
  const slots = await rushSlots(database);
  const order = overtaken(sent);
  const figures = {
    target,
    requests,
    rps: Math.round(requests / run.seconds),
    p50: at(0.5),
    p99: at(0.99),
    created: created.length,
    full: sent.filter((s) => s.code === 'E121').length,
    otherRefusals: sent.filter((s) => s.status >= 400 && s.status < 500 && s.code !== 'E121').length,
    errors: run.errors + sent.filter((s) => s.status >= 500).length,
    overbookedSeats: slots.over,
    drift: slots.drift,
    seatsMismatch: created.reduce((sum, s) => sum + s.personCount, 0) - slots.seats,
    kendallTau: Number(kendallTau(created).toFixed(3)),
    outOfOrder: order.count,
    worstOvertakeMs: order.worstMs,
  };
  console.error(
    `  ${target.padEnd(10)} rush: ${requests} bookings over ${RUSH_CONNECTIONS} connections, ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, 201 ${figures.created}, E121 ${figures.full}, other 4xx ${figures.otherRefusals}, errors ${figures.errors}, over ${figures.overbookedSeats} seats, drift ${figures.drift}, tau ${figures.kendallTau}, out of order ${order.count}`,
  );
  return figures;
}
