import type { OwnerSlotDay } from '@siktak/contract';
import { describe, expect, it } from 'vitest';
import { changeOf } from './change';

const day = (dayCapacity: number | null): OwnerSlotDay => ({
  storeNo: 7,
  date: '2026-11-20',
  storeCapacity: 8,
  dayCapacity,
  dayOff: false,
  today: '2026-11-17',
  lastBookableDate: '2026-12-16',
  slots: [],
});

describe('changeOf (시간대 관리)', () => {
  it('closes an hour or the date with capacity 0', () => {
    expect(changeOf(day(null), '19:00', true)).toEqual({ date: '2026-11-20', time: '19:00', capacity: 0 });
    expect(changeOf(day(null), null, true)).toEqual({ date: '2026-11-20', time: null, capacity: 0 });
  });

  it('reopens by removing the override when what lies beneath is open', () => {
    expect(changeOf(day(null), '19:00', false)).toEqual({ date: '2026-11-20', time: '19:00', capacity: null });
    expect(changeOf(day(3), '19:00', false)).toEqual({ date: '2026-11-20', time: '19:00', capacity: null });
    expect(changeOf(day(0), null, false)).toEqual({ date: '2026-11-20', time: null, capacity: null });
  });

  it("opens an hour of a closed date with the store's capacity of its own", () => {
    expect(changeOf(day(0), '19:00', false)).toEqual({ date: '2026-11-20', time: '19:00', capacity: 8 });
  });
});
