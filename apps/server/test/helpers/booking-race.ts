import { addDays, seoulDate } from '@siktak/contract';
import { type Database, openPostgres } from '../../src/db/client.js';
import { createPostgresDatabaseUrl } from './database.js';
import { type ServerProcess, buildServer, startServer, stopServer } from './processes.js';
import { type Racer, raceStore } from './reservations.js';

export interface BookingRace {
  /** One server process per time zone asked for, all on one fresh PostgreSQL database. */
  servers: ServerProcess[];
  /** A connection of the test's own to that database. */
  database: Database;
  storeNo: number;
  members: Racer[];
  /** Tomorrow in Seoul, a day the servers (on the real clock) take bookings for. */
  date: string;
  close(): Promise<void>;
}

/**
 * Server processes built from this checkout on one fresh PostgreSQL database (started at once, so the
 * migration lock is exercised too), with a store of `capacity` seats per slot and `members` members.
 */
export async function startBookingRace(options: {
  capacity: number;
  members: number;
  jwtSecret: string;
  timeZones: string[];
}): Promise<BookingRace> {
  buildServer();
  const fresh = await createPostgresDatabaseUrl();
  const servers = await Promise.all(options.timeZones.map((tz) => startServer(fresh.url, options.jwtSecret, tz)));
  const database = await openPostgres(fresh.url, 4);
  const { storeNo, members } = await raceStore(database, options);
  return {
    servers,
    database,
    storeNo,
    members,
    date: addDays(seoulDate(new Date()), 1),
    async close() {
      await Promise.all(servers.map(stopServer));
      await database.close();
      await fresh.drop();
    },
  };
}
