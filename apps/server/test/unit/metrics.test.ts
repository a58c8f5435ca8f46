import { describe, expect, it } from 'vitest';
import { AppMetrics } from '../../src/platform/metrics.js';
import { sample } from '../helpers/metrics.js';

describe('request metrics', () => {
  it('counts each route, method and status, with cumulative latency buckets, their sum and count', async () => {
    const metrics = new AppMetrics();
    const detail = (method: string, status: number, seconds: number) =>
      metrics.requestAnswered(method, '/api/store/detail/:storeNo', status, seconds);
    for (const seconds of [0.003, 0.005, 0.03, 7]) detail('GET', 200, seconds);
    detail('GET', 404, 0.2);
    detail('HEAD', 200, 0.001);
    metrics.requestAnswered('GET', 'unmatched', 404, 0.001);
    const text = await metrics.registry.metrics();

    const labels = (method: string, status: number, route = '/api/store/detail/:storeNo') =>
      `method="${method}",route="${route}",status="${status}"`;
    const bucket = (le: string) =>
      sample(text, `http_request_duration_seconds_bucket{le="${le}",${labels('GET', 200)}}`);
    expect(sample(text, `http_requests_total{${labels('GET', 200)}}`)).toBe(4);
    expect(sample(text, `http_requests_total{${labels('GET', 404)}}`)).toBe(1);
    expect(sample(text, `http_requests_total{${labels('HEAD', 200)}}`)).toBe(1);
    expect(sample(text, `http_requests_total{${labels('GET', 404, 'unmatched')}}`)).toBe(1);
    // A bound includes the requests that took exactly as long (le = "less or equal").
    expect([bucket('0.005'), bucket('0.01'), bucket('0.025'), bucket('0.05'), bucket('5'), bucket('+Inf')]).toEqual([
      2, 2, 2, 3, 3, 4,
    ]);
    expect(sample(text, `http_request_duration_seconds_sum{${labels('GET', 200)}}`)).toBeCloseTo(7.038, 9);
    expect(sample(text, `http_request_duration_seconds_count{${labels('GET', 200)}}`)).toBe(4);
    expect(sample(text, `http_request_duration_seconds_bucket{le="0.25",${labels('GET', 404)}}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_bucket{le="0.1",${labels('GET', 404)}}`)).toBe(0);
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });
});
