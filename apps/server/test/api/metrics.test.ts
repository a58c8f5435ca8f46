import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../src/platform/outbox.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { createStore, createUser } from '../helpers/factories.js';
import { sample } from '../helpers/metrics.js';
import { book } from '../helpers/reservations.js';

describe('GET /metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const metrics = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('counts requests by method, route pattern and status, with a latency histogram', async () => {
    const store = await createStore(t.app);
    await t.app.inject({ method: 'GET', url: `/api/store/detail/${store.storeNo}` });
    await t.app.inject({ method: 'GET', url: `/api/store/detail/${store.storeNo}` });
    await t.app.inject({ method: 'GET', url: '/api/store/detail/999999' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const text = await metrics();
    const route = 'route="/api/store/detail/:storeNo"';
    expect(sample(text, `http_requests_total{method="GET",${route},status="200"}`)).toBe(2);
    expect(sample(text, `http_requests_total{method="GET",${route},status="404"}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_count{method="GET",${route},status="200"}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",method="GET",${route},status="200"}`)).toBe(2);
    expect(text).not.toContain(`/api/store/detail/${store.storeNo}"`);
    expect(text).not.toContain('no-such-route');
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts bookings made and refused by code', async () => {
    const member = await createUser(t.app);
    // Closed on Mondays; the test clock is Tuesday 2026-11-17 10:00 in Seoul.
    const store = await createStore(t.app, { capacity: 4, dayOff: ['월'] });
    const reserve = (reservationDate: string, reservationTime: string, personCount: number) =>
      book(t.app, member, { storeNo: store.storeNo, reservationDate, reservationTime, personCount });
    expect((await reserve('2026-11-18', '12:00', 2)).statusCode).toBe(201);
    expect((await reserve('2026-11-18', '12:00', 3)).json().code).toBe('E121');
    expect((await reserve('2026-11-18', '12:30', 2)).json().code).toBe('E120');
    expect((await reserve('2026-11-23', '12:00', 2)).json().code).toBe('E122');
    expect((await reserve('2026-11-10', '12:00', 2)).json().code).toBe('E123');
    expect((await reserve('2027-06-01', '12:00', 2)).json().code).toBe('E123');
    const text = await metrics();
    expect(sample(text, 'siktak_bookings_total')).toBe(1);
    expect(sample(text, 'siktak_bookings_refused_total{code="E120"}')).toBe(1);
    expect(sample(text, 'siktak_bookings_refused_total{code="E121"}')).toBe(1);
    expect(sample(text, 'siktak_bookings_refused_total{code="E122"}')).toBe(1);
    expect(sample(text, 'siktak_bookings_refused_total{code="E123"}')).toBe(2);
  });

  it('reports the outbox items waiting, at each scrape', async () => {
    const { outbox } = t.app.ctx;
    outbox.handle('metrics-sample', async (items) => items.map((item) => item.id));
    await outbox.flush();
    expect(sample(await metrics(), 'siktak_outbox_pending')).toBe(0);
    await enqueue(t.app.ctx.db, 'metrics-sample', [{ n: 1 }, { n: 2 }]);
    expect(sample(await metrics(), 'siktak_outbox_pending')).toBe(2);
    await outbox.flush();
    expect(sample(await metrics(), 'siktak_outbox_pending')).toBe(0);
  });

  it('exposes process metrics and which process answered', async () => {
    const text = await metrics();
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, `siktak_instance_info{pid="${process.pid}",worker="0"}`)).toBe(1);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: 'scrape-token-123' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('wants the token as a Bearer', async () => {
    const refused = { success: false, code: '401', message: '메트릭을 보려면 토큰이 필요합니다.' };
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(refused);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-124' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(refused);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-123' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_requests_total');
  });
});
