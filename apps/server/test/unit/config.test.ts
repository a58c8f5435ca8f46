import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'siktak-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { NODE_ENV: 'test', DATA_DIR: dataDir };

describe('PUBLIC_URL', () => {
  it('defaults to http://localhost:$PORT, so images and links follow the port served', () => {
    const config = loadConfig({ ...base, PORT: '3777' });
    expect(config.publicUrl).toBe('http://localhost:3777');
    expect(config.corsOrigins).toContain('http://localhost:3777');
  });

  it('defaults to port 3000 when neither is set', () => {
    expect(loadConfig(base).publicUrl).toBe('http://localhost:3000');
  });

  it('is taken as given when set, whatever the port', () => {
    expect(loadConfig({ ...base, PORT: '3777', PUBLIC_URL: 'https://siktak.example/' }).publicUrl).toBe(
      'https://siktak.example',
    );
  });
});

describe('Toss Payments', () => {
  it('is off without keys: the demo provider takes the payments', () => {
    expect(loadConfig(base).toss).toBeNull();
  });

  it('takes both keys with the documented defaults, the API base without a trailing slash', () => {
    const keys = { TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' };
    expect(loadConfig({ ...base, ...keys }).toss).toEqual({
      clientKey: 'test_ck_x',
      secretKey: 'test_sk_x',
      apiBase: 'https://api.tosspayments.com',
      sdkUrl: 'https://js.tosspayments.com/v2/standard',
      timeoutMs: 30_000,
    });
    expect(loadConfig({ ...base, ...keys, TOSS_API_BASE: 'http://127.0.0.1:9999/' }).toss?.apiBase).toBe(
      'http://127.0.0.1:9999',
    );
  });

  it('refuses one key without the other', () => {
    expect(() => loadConfig({ ...base, TOSS_SECRET_KEY: 'test_sk_x' })).toThrow(/TOSS_CLIENT_KEY and TOSS_SECRET_KEY/);
    expect(() => loadConfig({ ...base, TOSS_CLIENT_KEY: 'test_ck_x' })).toThrow(/TOSS_CLIENT_KEY and TOSS_SECRET_KEY/);
  });
});
