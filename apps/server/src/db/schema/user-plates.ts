import type { PlateCountryCode } from '@portico/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { vehicleProofColumns } from './vehicle-proofs.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * A customer's registered vehicles (issue 12 item 3; spec 000 "Veicoli registrati"). The plate is
 * kept normalised (plates.ts), once per customer and country. A rented vehicle has its period
 * (both dates or neither, the end after the start). email_notifications keeps the outcome of the
 * plate's last "Notifica Info transito" toggle; the toggle the profile shows is read from the
 * passage-alert subscriptions (vehicles repository: listPlates), which can change without it.
 */
export const userPlates = pgTable(
  'user_plates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    /** A code of the plate country list (the add call's schema). */
    countryCode: text('country_code').$type<PlateCountryCode>().notNull(),
    plate: text('plate').notNull(),
    validityStartDate: timestamp('validity_start_date', { withTimezone: true }),
    validityEndDate: timestamp('validity_end_date', { withTimezone: true }),
    emailNotifications: boolean('email_notifications').notNull().default(false),
    /** Issue 24 item 6: until proved, the plate's trips are not listed and its alerts stay off. */
    ...vehicleProofColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_plates_user_plate_key').on(table.userId, table.countryCode, table.plate),
    // The public owner lookup: who registered this plate on this white-label.
    index('user_plates_plate_idx').on(table.whitelabelId, table.countryCode, table.plate),
    // The console's search by plate, whatever its country (issue 28 item 7).
    index('user_plates_plate_country_idx').on(table.whitelabelId, table.plate, table.countryCode),
    check(
      'user_plates_validity_check',
      sql`(${table.validityStartDate} is null and ${table.validityEndDate} is null) or (${table.validityStartDate} is not null and ${table.validityEndDate} > ${table.validityStartDate})`,
    ),
  ],
);
