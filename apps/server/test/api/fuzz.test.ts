import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Role, pathId } from '@siktak/contract';
import { z } from 'zod';
import { refreshTokens, stores, users } from '../../src/db/schema.js';
import { AccessTokens } from '../../src/platform/access-token.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import {
  TEST_PASSWORD,
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
  pngImage,
} from '../helpers/factories.js';
import {
  type FuzzFailure,
  type FuzzFixture,
  errorLog,
  fuzzArbitraries,
  fuzzRoute,
  looseIds,
  routeCollector,
} from '../helpers/fuzz.js';
import { businessNo } from '../helpers/owners.js';

/**
 * Every route of the app, fuzzed. A fixed seed by default so a run is repeatable; FUZZ_SEED
 * picks another, FUZZ_RUNS the requests per route and FUZZ_ROUTE one route ("POST /api/reservation").
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261117);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** The run is bounded by RUNS; the timeout only has to be generous on a busy machine. */
const TIMEOUT = Math.max(240_000, RUNS * 6_000);

/** The app must not reach out to the internet (Kakao, Naver) while fuzzed. */
const offline: typeof fetch = async () => {
  throw new Error('no network in the fuzz test');
};

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('fuzz: every route', () => {
  const collected = routeCollector();
  const log = errorLog();
  let t: TestApp;
  let fixture: FuzzFixture;
  let people: TestUser[];
  let storeNo: number;
  /** A row of the fixture for each path id name, so a loose spelling of it would find something. */
  let rowOf: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ env: log.env, deps: { ...log.deps, onRoute: collected.onRoute }, fetch: offline });
    const member = await createUser(t.app);
    const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    people = [member, owner, admin];
    const store = await createStore(t.app, { ownerNo: owner.userNo, name: '퍼즈 식당' });
    storeNo = store.storeNo;
    const visited = await createReservation(t.app, {
      userNo: member.userNo,
      storeNo,
      date: '2026-11-10',
      time: '12:00',
    });
    const upcoming = await createReservation(t.app, {
      userNo: member.userNo,
      storeNo,
      date: '2026-11-20',
      time: '18:00',
    });
    const review = await createReview(t.app, {
      reservationNo: visited.reservationNo,
      userNo: member.userNo,
      storeNo,
      grade: 4,
    });
    const notice = await t.app.inject({
      method: 'POST',
      url: '/api/notice/write',
      headers: await authHeader(t.app, admin),
      payload: { noticeTitle: '퍼즈 공지', noticeContent: '내용이에요.' },
    });
    expect(notice.statusCode).toBe(201);
    rowOf = {
      storeNo,
      userNo: member.userNo,
      reservationNo: upcoming.reservationNo,
      reviewNo: review.reviewNo,
      noticeNo: notice.json().noticeNo as number,
    };
    const stranger = new AccessTokens(
      new TextEncoder().encode('another-secret-that-is-long-enough-too'),
      1800,
      t.clock,
    );
    const now = Math.floor(t.clock.now().getTime() / 1000);
    fixture = {
      ids: [
        ...people.map((p) => p.userNo),
        storeNo,
        visited.reservationNo,
        upcoming.reservationNo,
        review.reviewNo,
        notice.json().noticeNo as number,
      ],
      strings: [...people.map((p) => p.email), TEST_PASSWORD, store.name, businessNo()],
      tokens: {
        ROLE_USER: (await authHeader(t.app, member)).authorization,
        ROLE_OWNER: (await authHeader(t.app, owner)).authorization,
        ROLE_ADMIN: (await authHeader(t.app, admin)).authorization,
      },
      forgedTokens: [
        `Bearer ${await stranger.sign({ userNo: admin.userNo, role: 'ROLE_ADMIN', sessionId: randomUUID() })}`,
        `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(admin.userNo), role: 'ROLE_ADMIN', exp: now + 600 })}.`,
        `Bearer ${await t.app.ctx.tokens.sign({ userNo: 999_999, role: 'ROLE_ADMIN', sessionId: randomUUID() })}`,
        `Bearer ${await t.app.ctx.tokens.sign({ userNo: admin.userNo, role: 'ROLE_ADMIN', sessionId: randomUUID() })}`,
      ],
      png: await pngImage(16, 12),
    };
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  /** Undoes what earlier routes' requests did to the fixture's people and store, so tokens keep working. */
  async function restoreFixture() {
    for (const person of people) {
      await t.app.ctx.db
        .update(users)
        .set({ deletedAt: null, role: person.role })
        .where(inArray(users.userNo, [person.userNo]));
    }
    await t.app.ctx.db
      .update(stores)
      .set({ deletedAt: null })
      .where(inArray(stores.storeNo, [storeNo]));
    // Logout, withdrawal and password changes end sessions; the fixture's tokens must keep working.
    await t.app.ctx.db
      .update(refreshTokens)
      .set({ revokedAt: null })
      .where(
        inArray(
          refreshTokens.userNo,
          people.map((person) => person.userNo),
        ),
      );
  }

  it('collects the routes as they are registered, plugins included', () => {
    const names = collected.routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/reservation',
        'GET /api/store/detail/:storeNo',
        'PUT /api/owner/stores/update',
        'GET /api/owner/slots',
        'PUT /api/owner/slots',
        'DELETE /api/notice/:noticeNo',
        'GET /api/docs/json',
        'GET /store-detail/:storeNo',
        'GET /conf.js',
      ]),
    );
    expect(names.some((name) => name.startsWith('HEAD ') || name.startsWith('OPTIONS '))).toBe(false);
  });

  it(
    'never answers 5xx, and under /api every error is the envelope with a Korean message',
    async () => {
      const only = process.env.FUZZ_ROUTE;
      const routes = collected.routes.filter((route) => !only || `${route.method} ${route.url}` === only);
      console.log(`fuzz: seed ${SEED} (FUZZ_SEED), ${RUNS} requests per route, ${routes.length} routes`);
      const arbitraries = fuzzArbitraries(fixture);
      const failures: FuzzFailure[] = [];
      for (const route of routes) {
        await restoreFixture();
        failures.push(
          ...(await fuzzRoute(t.app, route, arbitraries, {
            seed: SEED,
            numRuns: RUNS,
            serverErrors: log.serverErrors,
          })),
        );
      }
      if (failures.length > 0) {
        const kinds = [...new Set(failures.map((failure) => failure.kind))];
        const broken = new Set(failures.map((failure) => failure.route)).size;
        expect.fail(
          `${broken} of ${routes.length} routes broke a property, ${kinds.length} kinds:\n${kinds.join('\n')}\n\n` +
            failures.map((failure) => failure.report).join('\n\n'),
        );
      }
    },
    TIMEOUT,
  );

  it('answers 404 to every spelling of a path id but the canonical one, on every route with one', async () => {
    await restoreFixture();
    const admin = { authorization: fixture.tokens.ROLE_ADMIN };
    // The canonical spelling finds the rows, so a loose spelling read as the same id would too.
    for (const url of [`/api/store/detail/${storeNo}`, `/api/admin/manage/stores/detail/${storeNo}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: admin })).statusCode, url).toBe(200);
    }
    const withIds = collected.routes.filter(
      (route) =>
        route.params instanceof z.ZodObject &&
        Object.values(route.params.shape as Record<string, unknown>).every((schema) => schema === pathId),
    );
    expect(withIds.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/store/detail/:storeNo', 'DELETE /api/admin/manage/stores/:storeNo']),
    );
    const answers: string[] = [];
    for (const route of withIds) {
      const role: Role = Array.isArray(route.access) ? (route.access[0] as Role) : 'ROLE_USER';
      const headers = route.access ? { authorization: fixture.tokens[role] } : {};
      for (const name of route.url.match(/:(\w+)/g)?.map((param) => param.slice(1)) ?? []) {
        for (const loose of looseIds(rowOf[name] ?? 1)) {
          const url = route.url.replace(/:(\w+)/g, (_, other: string) =>
            other === name ? encodeURIComponent(loose) : String(rowOf[other] ?? 1),
          );
          const res = await t.app.inject({ method: route.method as 'GET', url, headers });
          answers.push(`${route.method} ${url} ${res.statusCode} ${res.json().code}`);
        }
      }
    }
    expect(answers.length).toBeGreaterThan(20 * looseIds(1).length);
    expect(answers.filter((answer) => !answer.endsWith(' 404 404'))).toEqual([]);
  });

  it('catches a route that throws and a route that answers an error outside the envelope', async () => {
    const canaries = routeCollector();
    const broken = await createTestApp({
      database: t.database,
      fetch: offline,
      deps: { onRoute: canaries.onRoute },
      extend: (app) => {
        app.get('/api/fuzz-canary/throws/:id', () => {
          throw new Error('injected bug');
        });
        app.post('/api/fuzz-canary/plain', (_request, reply) => reply.code(400).type('text/plain').send('bad'));
      },
    });
    try {
      const arbitraries = fuzzArbitraries(fixture);
      const failures: FuzzFailure[] = [];
      for (const route of canaries.routes.filter((r) => r.url.startsWith('/api/fuzz-canary/'))) {
        failures.push(...(await fuzzRoute(broken.app, route, arbitraries, { seed: SEED, numRuns: 20 })));
      }
      const kinds = failures.map(({ route, kind }) => `${route}: ${kind}`);
      expect(kinds).toContain('GET /api/fuzz-canary/throws/:id: answered 500 (500 500)');
      expect(kinds).toContain('POST /api/fuzz-canary/plain: error answer is text/plain, not JSON (400 -)');
      expect(failures.map((failure) => failure.report).join('\n')).toContain(
        `FUZZ_SEED=${SEED} FUZZ_ROUTE='GET /api/fuzz-canary/throws/:id'`,
      );
    } finally {
      await broken.close();
    }
  });
});
