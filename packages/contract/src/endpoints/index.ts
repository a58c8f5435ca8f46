import type { Endpoint } from '../endpoint.js';
import { adminEndpoints } from './admin.js';
import { authEndpoints } from './auth.js';
import { availabilityEndpoints } from './availability.js';
import { favoriteEndpoints } from './favorites.js';
import { miscEndpoints } from './misc.js';
import { noticeEndpoints } from './notices.js';
import { ownerEndpoints } from './owner.js';
import { paymentEndpoints } from './payments.js';
import { profileEndpoints } from './profile.js';
import { reservationEndpoints } from './reservations.js';
import { reviewEndpoints } from './reviews.js';
import { storeEndpoints } from './stores.js';
import { waitlistEndpoints } from './waitlist.js';

export * from './admin.js';
export * from './auth.js';
export * from './availability.js';
export * from './favorites.js';
export * from './misc.js';
export * from './notices.js';
export * from './owner.js';
export * from './payments.js';
export * from './profile.js';
export * from './reservations.js';
export * from './reviews.js';
export * from './stores.js';
export * from './waitlist.js';

/** The whole table by module: every call under /api/ of the server. */
export const endpoints = {
  admin: adminEndpoints,
  auth: authEndpoints,
  availability: availabilityEndpoints,
  favorites: favoriteEndpoints,
  misc: miscEndpoints,
  notices: noticeEndpoints,
  owner: ownerEndpoints,
  payments: paymentEndpoints,
  profile: profileEndpoints,
  reservations: reservationEndpoints,
  reviews: reviewEndpoints,
  stores: storeEndpoints,
  waitlist: waitlistEndpoints,
} as const;

type Values<T> = T[keyof T];

/** Any entry of the table, with its own literal call and schemas. */
export type AnyEndpoint = Values<{ [M in keyof typeof endpoints]: Values<(typeof endpoints)[M]> }>;

/** Every call string of the table. */
export type KnownCall = AnyEndpoint['call'];

/** The entry of a call string. */
export type EndpointOf<C extends KnownCall> = Extract<AnyEndpoint, { call: C }>;

/** Every entry, as a list. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]);
}
