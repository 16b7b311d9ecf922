import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { localizedText, timestamps } from './columns.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * The vehicle registry the lookups read (GET /vehicles): what a plate is, never who owns it. In
 * production a copy of the national registry's technical data; seeded with the demo plates.
 */
export const vehicleRegistry = pgTable(
  'vehicle_registry',
  {
    countryCode: text('country_code').notNull(),
    plate: text('plate').notNull(),
    model: text('model').notNull(),
    /** The registry's energy code (EL electric, ES petrol, GO diesel...). */
    energy: text('energy').notNull(),
    /** The vehicle kind as the registry names it (VP car, CTTE van, CAM truck, MTL motorbike...). */
    vehicleType: text('vehicle_type').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.countryCode, table.plate] }),
    check('vehicle_registry_country_check', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * Companies of a white-label whose vehicles use the road (rental companies and fleets). Rental
 * companies (issue 25) have renter users (users.company_id) and fleet plates (fleet_plates); the
 * operator creates them. GET /journeys/company says whether a code exists.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The intra-community VAT number its receipts name; null when the operator gave none. */
    vatNumber: text('vat_number'),
    /** Its billing address on one line (receipts); null when none. */
    address: text('address'),
    /**
     * Set by the operator: its users' tokens stop working at once (the auth hook reads it on
     * every renter call) and nobody of it may sign in until it is cleared.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [unique('companies_code_key').on(table.whitelabelId, table.code)],
);

/**
 * Captcha solutions already used: a solved challenge opens one lookup only. Rows are kept until
 * the challenge's own expiry (after which it is refused anyway) and then purged.
 */
export const captchaSolutions = pgTable('captcha_solutions', {
  /** The challenge's signature (hex HMAC), unique per challenge. */
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The trips lists' page data of a white-label (GET /whitelabels/journeys/toPay/page). */
export const journeysToPayPages = pgTable('journeys_to_pay_pages', {
  whitelabelId: integer('whitelabel_id')
    .primaryKey()
    .references(() => whitelabels.id, { onDelete: 'cascade' }),
  /** Explains the first-offence notice; null: no text. */
  primoPassantText: localizedText('primo_passant_text'),
  /** Articles shown under the lists, in order. */
  articleIds: text('article_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  backgroundPicture: text('background_picture'),
  ...timestamps,
});
