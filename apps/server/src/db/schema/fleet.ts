import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { companies } from './lookups.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * A rental company's fleet (issue 25): one row per period a vehicle belongs to it, from
 * valid_from to valid_until (null: still in the fleet). A plate may come back in periods that
 * never overlap, and no two companies of a white-label hold a plate over the same instant: the
 * writes check both under a per-plate advisory lock (fleet-plates-repository.ts), since an
 * exclusion constraint needs btree_gist, which the embedded database does not ship.
 */
export const fleetPlates = pgTable(
  'fleet_plates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    /** Normalised (plates.ts): upper case, letters and digits. */
    plate: text('plate').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('fleet_plates_company_plate_idx').on(table.companyId, table.plate),
    index('fleet_plates_plate_idx').on(table.whitelabelId, table.plate, table.countryCode),
    check(
      'fleet_plates_period_check',
      sql`${table.validUntil} is null or ${table.validUntil} > ${table.validFrom}`,
    ),
    check('fleet_plates_country_check', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);
