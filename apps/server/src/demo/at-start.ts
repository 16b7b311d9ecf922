import type { Database } from '../db/database.ts';
import { seedDemoTrips } from './seed-demo-trips.ts';

export interface StartLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Re-creates the demo plates' trips at start (SEED_DEMO), relative to this moment. A failure is
 * logged and the server still starts: the portal works without its demo trips.
 */
export async function seedDemoTripsAtStart(db: Database, logger: StartLogger): Promise<void> {
  try {
    const result = await seedDemoTrips(db, { now: new Date(), logger });
    if (result.seeded) logger.info({ events: result.events, ms: result.ms }, 'demo trips seeded');
    else logger.info({ reason: result.reason }, 'demo trips left as they are');
  } catch (err) {
    logger.error({ err }, 'demo trips not seeded');
  }
}
