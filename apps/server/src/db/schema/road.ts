import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { EmissionTier, GantrySide, VehicleClass } from '../../modules/road/domain.ts';
import { localizedText, timestamps } from './columns.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * The road of a tenant: its gates (junctions), the gantries that read plates between them and the
 * tariffs of each toll point. Per tenant because every operator has its own road and prices.
 */

/** Junctions in the spec's west-to-east order; several codes may share one normalised gate. */
export const gates = pgTable(
  'gates',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    label: text('label').notNull(),
    /**
     * The place a driver knows the gate by (issue 26 item 6: "Deux-Chaises", "towards Mâcon"),
     * per language; null for a road whose gates have only numbers.
     */
    names: localizedText('names'),
    position: integer('position').notNull(),
    /** The gate pricing and journeys reason with (spec: RN79 = 23, A71 = 34, 25-28 and 30-32 are one). */
    normalizedGate: text('normalized_gate').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.whitelabelId, table.code] }),
    unique('gates_position_key').on(table.whitelabelId, table.position),
  ],
);

/** Two gantries close together: crossing both costs the pair's transit price. */
export const gantryPairs = pgTable(
  'gantry_pairs',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.whitelabelId, table.code] })],
);

/** A gantry sits between two consecutive normalised gates. */
export const gantries = pgTable(
  'gantries',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    pairCode: text('pair_code').notNull(),
    side: text('side').$type<GantrySide>().notNull(),
    position: integer('position').notNull(),
    westGate: text('west_gate').notNull(),
    eastGate: text('east_gate').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.whitelabelId, table.code] }),
    foreignKey({
      name: 'gantries_pair_fk',
      columns: [table.whitelabelId, table.pairCode],
      foreignColumns: [gantryPairs.whitelabelId, gantryPairs.code],
    }).onDelete('cascade'),
    check('gantries_side_check', sql`${table.side} in ('ouest', 'est')`),
  ],
);

/**
 * Price in integer cents incl. VAT of one toll point (a single gantry, or a pair's transit) for a
 * vehicle class and emission tier, valid from a date until the next row's date (prices change every
 * 1 February). A trip is priced with the rows valid at its passage date.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    gantryCode: text('gantry_code'),
    pairCode: text('pair_code'),
    vehicleClass: smallint('vehicle_class').$type<VehicleClass>().notNull(),
    emissionTier: text('emission_tier').$type<EmissionTier>().notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    ...timestamps,
  },
  (table) => [
    // Nulls not distinct: the unused toll-point column is null, and must still make rows unique.
    unique('tariffs_toll_point_key')
      .on(
        table.whitelabelId,
        table.gantryCode,
        table.pairCode,
        table.vehicleClass,
        table.emissionTier,
        table.validFrom,
      )
      .nullsNotDistinct(),
    foreignKey({
      name: 'tariffs_gantry_fk',
      columns: [table.whitelabelId, table.gantryCode],
      foreignColumns: [gantries.whitelabelId, gantries.code],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tariffs_pair_fk',
      columns: [table.whitelabelId, table.pairCode],
      foreignColumns: [gantryPairs.whitelabelId, gantryPairs.code],
    }).onDelete('cascade'),
    check(
      'tariffs_toll_point_check',
      sql`num_nonnulls(${table.gantryCode}, ${table.pairCode}) = 1`,
    ),
    check('tariffs_price_check', sql`${table.priceCents} >= 0`),
    check(
      'tariffs_tier_check',
      sql`(${table.vehicleClass} in (1, 2, 5) and ${table.emissionTier} in ('standard', 'low_emission'))
        or (${table.vehicleClass} in (3, 4) and ${table.emissionTier} in ('euro0_3', 'euro4', 'euro5', 'euro6_7'))`,
    ),
  ],
);
