import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Direction } from '../../modules/journeys/passage.ts';
import type { EmissionTier, VehicleClass } from '../../modules/road/domain.ts';
import { gantries } from './road.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * Every gantry passage the roadside system sent (notes/domain.md section 3), tag-paid ones included
 * for audit. Written once, never updated: the passage id is the roadside's idempotency key, so a
 * replay finds its row and changes nothing.
 */
export const passages = pgTable(
  'passages',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    passageId: text('passage_id').notNull(),
    gantry: text('gantry').notNull(),
    direction: text('direction').$type<Direction>().notNull(),
    /** Normalised: upper-case letters and digits only. */
    plate: text('plate').notNull(),
    countryCode: text('country_code').notNull(),
    vehicleClass: smallint('vehicle_class').$type<VehicleClass>().notNull(),
    /** Null when the roadside did not know it (pricing then applies the class's default). */
    emissionTier: text('emission_tier').$type<EmissionTier>(),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull(),
    tagPaid: boolean('tag_paid').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Also the ON CONFLICT target of ingestion: a passage id once per white-label.
    primaryKey({ name: 'passages_pkey', columns: [table.whitelabelId, table.passageId] }),
    // Journeys read the passages of one plate in time order.
    index('passages_plate_idx').on(
      table.whitelabelId,
      table.plate,
      table.countryCode,
      table.passedAt,
    ),
    // The console's dashboard (issue 28 item 6): a white-label's passages of a time window.
    index('passages_time_idx').on(table.whitelabelId, table.passedAt),
    foreignKey({
      name: 'passages_gantry_fk',
      columns: [table.whitelabelId, table.gantry],
      foreignColumns: [gantries.whitelabelId, gantries.code],
    }),
    check('passages_direction_check', sql`${table.direction} in ('east', 'west')`),
    check('passages_vehicle_class_check', sql`${table.vehicleClass} between 1 and 5`),
    check(
      'passages_emission_tier_check',
      sql`${table.emissionTier} is null
        or (${table.vehicleClass} in (1, 2, 5) and ${table.emissionTier} in ('standard', 'low_emission'))
        or (${table.vehicleClass} in (3, 4) and ${table.emissionTier} in ('euro0_3', 'euro4', 'euro5', 'euro6_7'))`,
    ),
  ],
);
