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
