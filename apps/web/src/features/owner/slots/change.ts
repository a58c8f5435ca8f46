import type { OwnerSlotDay, SlotOverrideBody } from '@siktak/contract';

/** The body that closes or reopens one hour, or the whole date when `time` is null. */
export function changeOf(day: OwnerSlotDay, time: string | null, close: boolean): SlotOverrideBody {
  if (close) return { date: day.date, time, capacity: 0 };
  // An hour of a closed date opens with the store's capacity of its own; otherwise the override goes.
  const underneath = time === null ? day.storeCapacity : (day.dayCapacity ?? day.storeCapacity);
  return { date: day.date, time, capacity: underneath > 0 ? null : day.storeCapacity };
}
