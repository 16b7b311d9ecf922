import {
  type CaseOrigin,
  type JourneyNature,
  type PaymentLimit,
  renterJourneyStates,
  type VehicleClass,
} from '@portico/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BuiltJourneyStatus } from '../../modules/journeys/builder.ts';
import type { DunningState } from '../../modules/journeys/dunning.ts';
import type { Direction } from '../../modules/journeys/passage.ts';
import type { EmissionTier } from '../../modules/road/domain.ts';
import { timestamps } from './columns.ts';
import {
  fleetTripAmount,
  fleetTripListed,
  fleetTripInState,
  fleetTripNotice,
} from './fleet-trip-expressions.ts';
import { whitelabels } from './whitelabels.ts';

/** The dunning state as stored: DunningState with its dates as ISO strings (see dunning-codec.ts). */
export type StoredDunningState = Record<string, unknown> & { stage: DunningState['stage'] };

/**
 * The journeys the builder makes of a plate's passages (notes/domain.md section 3), priced and on
 * the dunning ladder (section 2). A journey is rebuilt from its passages until it is frozen (paid
 * or escalated to a notice); from then on its passages stay with it and rebuilds never touch it.
 */
export const journeys = pgTable(
  'journeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    /** The builder's deterministic key: plate|country|direction|first passage id. */
    key: text('key').notNull(),
    plate: text('plate').notNull(),
    countryCode: text('country_code').notNull(),
    direction: text('direction').$type<Direction>().notNull(),
    inGate: text('in_gate').notNull(),
    /** Null while the journey is ongoing: the vehicle has not left yet. */
    outGate: text('out_gate'),
    firstPassageAt: timestamp('first_passage_at', { withTimezone: true }).notNull(),
    lastPassageAt: timestamp('last_passage_at', { withTimezone: true }).notNull(),
    vehicleClass: smallint('vehicle_class').$type<VehicleClass>().notNull(),
    /** The tier charged (pricing's default when the passages did not know); null when unpriced. */
    emissionTier: text('emission_tier').$type<EmissionTier>(),
    status: text('status').$type<BuiltJourneyStatus>().notNull(),
    completed: boolean('completed').notNull(),
    passageIds: text('passage_ids').array().notNull(),
    gantries: text('gantries').array().notNull(),
    billableGantries: text('billable_gantries').array().notNull(),
    tagPaidGantries: text('tag_paid_gantries').array().notNull(),
    /** Every gantry was paid by a toll tag: kept for audit, amounts 0, never due. */
    tagPaidOnly: boolean('tag_paid_only').notNull(),
    /** Null when priced; else why not (a missing tariff): the journey is kept but never escalated. */
    pricingError: text('pricing_error'),
    htCents: integer('ht_cents'),
    tvaCents: integer('tva_cents'),
    ttcCents: integer('ttc_cents'),
    tvaRate: integer('tva_rate'),
    /** The Paris date the tariffs were looked up for (the first passage's). */
    tariffDate: date('tariff_date', { mode: 'string' }),
    /** Last passage + the payment window. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** The dunning module's state, faithfully; null when nothing is owed (tag-paid or unpriced). */
    dunning: jsonb('dunning').$type<StoredDunningState>(),
    /** dunning.stage, for queries. */
    dunningKind: text('dunning_kind').$type<DunningState['stage']>(),
    paymentLimit: text('payment_limit').$type<PaymentLimit>(),
    noticeDate: timestamp('notice_date', { withTimezone: true }),
    pvNumber: text('pv_number'),
    /** The indemnity owed as of the last transition (the dunning job also moves it on day 15). */
    indemnityCents: integer('indemnity_cents').notNull().default(0),
    /** When the dunning job must look at the journey again; null when no clock runs. */
    nextTransitionAt: timestamp('next_transition_at', { withTimezone: true }),
    /** Paid or escalated: rebuilds leave it and its passages alone. */
    frozen: boolean('frozen').notNull().default(false),
    nature: text('nature').$type<JourneyNature>().notNull().default('freeFlow'),
    caseOrigin: text('case_origin').$type<CaseOrigin>(),
    ticketNumber: text('ticket_number'),
    cnpNumber: text('cnp_number'),
    alreadyPaidCents: integer('already_paid_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment that settled it (payments.id; no foreign key: payments reference journeys). */
    paymentId: text('payment_id'),
    /**
     * The exit the driver declared to complete it while ongoing (issue 13 item 3, normalised gate):
     * rebuilds complete it there until a passage past that exit contradicts it. Not a built column.
     */
    declaredOutGate: text('declared_out_gate'),
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    /**
     * The rental company whose fleet held the plate when the journey began (issue 25), and that
     * fleet period (fleet_plates.id); null when no fleet did. Kept by fleet-link.ts whenever a
     * fleet period or the journey changes, so the renters' lists read one index, not a join.
     */
    fleetCompanyId: integer('fleet_company_id'),
    fleetPlateId: integer('fleet_plate_id'),
    /**
     * A trip the operator's support cancelled as read in error (issue 28 item 7: a misread plate,
     * a vehicle that was not there): its dunning stage is then `cancelled` and it is frozen, so
     * no list, lookup, basket or job sees it as owed; these say when, who (staff_members.id; no
     * foreign key: people are never deleted, only suspended) and why.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    cancelReason: text('cancel_reason'),
    ...timestamps,
  },
  (table) => [
    unique('journeys_key_key').on(table.whitelabelId, table.key),
    unique('journeys_pv_number_key').on(table.whitelabelId, table.pvNumber),
    // The lookups by plate (and the rebuild's read of a plate's journeys).
    index('journeys_plate_idx').on(table.whitelabelId, table.plate, table.countryCode),
    index('journeys_ticket_number_idx')
      .on(table.whitelabelId, table.ticketNumber)
      .where(sql`${table.ticketNumber} is not null`),
    // The dunning job's due query, across tenants: only rows with a running clock.
    index('journeys_next_transition_idx')
      .on(table.nextTransitionAt)
      .where(sql`${table.nextTransitionAt} is not null`),
    // The completion job's query: ongoing journeys of a tenant by last passage.
    index('journeys_ongoing_idx')
      .on(table.whitelabelId, table.lastPassageAt)
      .where(sql`${table.status} = 'EN_COURS'`),
    // The data-retention job's query: journeys still holding a plate, oldest first.
    // The console's dashboard (issue 28 item 6): the notices issued in a time window.
    index('journeys_notice_date_idx')
      .on(table.whitelabelId, table.noticeDate)
      .where(sql`${table.noticeDate} is not null`),
    index('journeys_retention_idx')
      .on(table.whitelabelId, table.lastPassageAt)
      .where(sql`${table.plate} <> ''`),
    // The renters' lists (issue 25, fleet-trip-expressions.ts): a company's listed trips by date
    // (fleet_plate_id last, so a plate filter and the offset of page 500 read the index alone),
    // in each state by date, its notices by date, by amount, and one fleet period's trips by date.
    // Partial: ingestion's journeys of no fleet never touch them.
    index('journeys_fleet_idx')
      .on(table.fleetCompanyId, table.firstPassageAt, table.id, table.fleetPlateId)
      .where(sql`${table.fleetCompanyId} is not null and ${fleetTripListed(table)}`),
    ...renterJourneyStates.map((state) =>
      index(`journeys_fleet_state_${state}_idx`)
        .on(table.fleetCompanyId, table.firstPassageAt, table.id)
        .where(sql`${table.fleetCompanyId} is not null and ${fleetTripInState(table, state)}`),
    ),
    index('journeys_fleet_notice_idx')
      .on(table.fleetCompanyId, table.firstPassageAt, table.id)
      .where(
        sql`${table.fleetCompanyId} is not null and ${fleetTripListed(table)} and ${fleetTripNotice(table)}`,
      ),
    index('journeys_fleet_amount_idx')
      .on(table.fleetCompanyId, fleetTripAmount(table), table.id)
      .where(sql`${table.fleetCompanyId} is not null and ${fleetTripListed(table)}`),
    index('journeys_fleet_plate_idx')
      .on(table.fleetPlateId, table.firstPassageAt, table.id)
      .where(sql`${table.fleetPlateId} is not null and ${fleetTripListed(table)}`),
    check('journeys_direction_check', sql`${table.direction} in ('east', 'west')`),
    check('journeys_status_check', sql`${table.status} in ('EN_COURS', 'TERMINE')`),
    check('journeys_vehicle_class_check', sql`${table.vehicleClass} between 1 and 5`),
    check(
      'journeys_cancellation_check',
      sql`(${table.cancelledAt} is null) = (${table.cancelReason} is null)`,
    ),
    check(
      'journeys_amounts_check',
      sql`${table.ttcCents} is null or ${table.htCents} + ${table.tvaCents} = ${table.ttcCents}`,
    ),
  ],
);

/** The last payment-notice number handed out per white-label and year (pv numbers are unique). */
export const pvCounters = pgTable(
  'pv_counters',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.whitelabelId, table.year] })],
);
