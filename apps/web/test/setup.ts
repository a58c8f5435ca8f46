import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { faults } from './fake-api';

// Each test starts with an empty tab: no session, no mounted page, no stubbed network; and fails when
// the page called the fake API off the contract.
afterEach(() => {
  cleanup();
  const found = faults.splice(0);
  expect(found, 'calls to the fake API').toEqual([]);
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
