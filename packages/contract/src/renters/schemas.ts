import { z } from 'zod';
import { languages } from '../languages.ts';
import { plateCountryCodes } from '../plate-countries.ts';
import { textSchema } from '../text.ts';
import { centsSchema, dateTimeSchema, journeySchema } from '../journeys/journey.ts';
import {
  fleetImportRowReasons,
  fleetPlateSortKeys,
  fleetPlateStatuses,
  renterJourneySortKeys,
  renterJourneyStates,
  renterNameMaxLength,
  renterPageMax,
  renterPageSizeMax,
  renterPhonePattern,
  sortOrders,
  spreadsheetFormats,
} from './vocabulary.ts';

/**
 * The renter calls (spec 000 section 7 "Renter", spec 001 section 7 "Renter calls"; issue 25) as
 * the API checks them. Authentication reuses the customers' bodies (credentials, refresh, code
 * and password) from accounts/schemas.ts; only what differs is here.
 */

const plateCountry = z.enum(plateCountryCodes);
const typedPlate = textSchema().min(1).max(64);
const noControl = /^[^\p{Cc}]*$/u;
const instant = dateTimeSchema.refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 2100;
}, 'a date between 2000 and 2100');

/** A page number in a query (1-based): digits only, within the lists' bound. */
const pageNumber = z.coerce.number().int().min(1).max(renterPageMax).default(1);
const pageSize = z.coerce.number().int().min(1).max(renterPageSizeMax).default(20);

/** POST /public/renters/{id}/activate: the e-mailed code and the first password (12 characters). */
export const renterActivationBodySchema = z.object({
  code: z.string().regex(/^[0-9]{6}$/),
  password: textSchema().max(1024),
});
export type RenterActivationBody = z.infer<typeof renterActivationBodySchema>;

/** The rental company a renter user belongs to (read-only for renters: the operator keeps it). */
export const renterCompanySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The intra-community VAT number the receipts name; null when the operator gave none. */
  vatNumber: z.string().nullable(),
  /** The billing address, one line; null when none. */
  address: z.string().nullable(),
});
export type RenterCompany = z.infer<typeof renterCompanySchema>;

/** GET /renters/me (spec 000 section 3 "Renter": renterName, email, phoneNumber), plus the company. */
export const renterProfileSchema = z.object({
  id: z.uuid(),
  /** The user's name as the operator invited it (first and last name). */
  renterName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  language: z.enum(languages),
  accountType: z.literal('renter'),
  company: renterCompanySchema,
  /** The white-label's renter support address, which the import errors name. */
  supportEmail: z.string().nullable(),
});
export type RenterProfile = z.infer<typeof renterProfileSchema>;

const name = textSchema().trim().min(1).max(renterNameMaxLength).regex(noControl);

/** PATCH /renters/me: the user's own data, or currentPassword and newPassword. */
export const renterProfileUpdateBodySchema = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  /** An empty string clears it. */
  phoneNumber: z.union([z.literal(''), z.string().trim().regex(renterPhonePattern)]).optional(),
  language: z.enum(languages).optional(),
  currentPassword: textSchema().max(1024).optional(),
  newPassword: textSchema().max(1024).optional(),
});
export type RenterProfileUpdateBody = z.infer<typeof renterProfileUpdateBodySchema>;

/** One period of a vehicle in the fleet (the same plate may have several, never overlapping). */
export const fleetPlateSchema = z.object({
  id: z.number().int(),
  countryCode: plateCountry,
  /** Normalised: upper case, no spaces or dashes. */
  numberPlate: z.string(),
  validityStartDate: dateTimeSchema,
  /** Null while the vehicle stays in the fleet. */
  validityEndDate: dateTimeSchema.nullable(),
  /** In the fleet now (started, not ended). */
  active: z.boolean(),
});
export type FleetPlate = z.infer<typeof fleetPlateSchema>;

/** GET /renters/me/plates. */
export const fleetPlatesQuerySchema = z.object({
  page: pageNumber,
  pageSize,
  /** Part of a plate, as typed (normalised before the search). */
  search: textSchema().max(20).optional(),
  status: z.enum(fleetPlateStatuses).default('all'),
  sortBy: z.enum(fleetPlateSortKeys).default('numberPlate'),
  order: z.enum(sortOrders).default('asc'),
});
export type FleetPlatesQuery = z.infer<typeof fleetPlatesQuerySchema>;

/** Spec 000 section 7: "paged; returns plates, page, pageSize, pageTotal, total". */
export const fleetPlatesPageSchema = z.object({
  plates: z.array(fleetPlateSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageTotal: z.number().int(),
  total: z.number().int(),
});
export type FleetPlatesPage = z.infer<typeof fleetPlatesPageSchema>;

/** POST /renters/me/plates: a vehicle joins the fleet (from validityStartDate, until the end if any). */
export const addFleetPlateBodySchema = z.object({
  countryCode: plateCountry,
  numberPlate: typedPlate,
  validityStartDate: instant,
  validityEndDate: instant.optional(),
});
export type AddFleetPlateBody = z.infer<typeof addFleetPlateBodySchema>;

/** POST /renters/me/plates/{id}/closure: the vehicle leaves the fleet at this instant. */
export const closeFleetPlateBodySchema = z.object({ validityEndDate: instant });
export type CloseFleetPlateBody = z.infer<typeof closeFleetPlateBodySchema>;

/** GET /renters/me/plates/export, GET /renters/journeys/export: the file's format. */
export const spreadsheetFormatQuerySchema = z.object({
  format: z.enum(spreadsheetFormats).default('csv'),
});

/** GET /renters/me/plates/template: the empty import file, its header in this language. */
export const fleetTemplateQuerySchema = spreadsheetFormatQuerySchema.extend({
  language: z.enum(languages).optional(),
});

/** One refused row of an import: its number in the file (the header is row 1) and why. */
export const fleetImportRowErrorSchema = z.object({
  row: z.number().int().min(1),
  reason: z.enum(fleetImportRowReasons),
  /** The plate as the row gave it, to find the row (absent when the row has none). */
  numberPlate: z.string().optional(),
});
export type FleetImportRowError = z.infer<typeof fleetImportRowErrorSchema>;

/**
 * A refused import (400): message is renter_import_error when rows are wrong (rows lists them,
 * at most 1,000), renter_import_wrong_format / _read_file / _parse_content / _not_found for the
 * file as a whole. Nothing is written.
 */
export const fleetImportErrorSchema = z.object({
  message: z.enum([
    'renter_import_wrong_format',
    'renter_import_parse_content',
    'renter_import_read_file',
    'renter_import_not_found',
    'renter_import_error',
  ]),
  rows: z.array(fleetImportRowErrorSchema).optional(),
  /** How many rows were refused in all (rows may list fewer). */
  rowErrorCount: z.number().int().optional(),
  supportEmail: z.string().nullable().optional(),
});
export type FleetImportError = z.infer<typeof fleetImportErrorSchema>;

/** A good import, applied in one transaction: what changed (a second upload changes nothing). */
export const fleetImportResultSchema = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  closed: z.number().int(),
  unchanged: z.number().int(),
});
export type FleetImportResult = z.infer<typeof fleetImportResultSchema>;

const stateList = z
  .union([z.enum(renterJourneyStates), z.array(z.enum(renterJourneyStates)).max(5)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** GET /renters/journeys and its export (the same filters). */
export const renterJourneysQuerySchema = z.object({
  page: pageNumber,
  pageSize,
  /** Spec: types=latePayment lists the payment notices; absent lists every trip. */
  types: z.enum(['latePayment']).optional(),
  /** Part of a plate, as typed. */
  plate: textSchema().max(20).optional(),
  /** Trips from this instant (inclusive) to endDate (exclusive). */
  startDate: instant.optional(),
  endDate: instant.optional(),
  status: stateList.optional(),
  sortBy: z.enum(renterJourneySortKeys).default('date'),
  order: z.enum(sortOrders).default('desc'),
});
export type RenterJourneysQuery = z.infer<typeof renterJourneysQuerySchema>;

/** A fleet trip: the journey row's fields, plus its vehicle and where it stands. */
export const renterJourneySchema = journeySchema.and(
  z.object({
    numberPlate: z.string(),
    countryCode: plateCountry,
    state: z.enum(renterJourneyStates),
    paidAt: dateTimeSchema.nullable(),
    /** What was paid for it, in cents, when paid. */
    paidAmount: centsSchema.nullable(),
  }),
);
export type RenterJourney = z.infer<typeof renterJourneySchema>;

/** Spec: "Renter journey page: page, pageSize, pageTotal, total, data". */
export const renterJourneyPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageTotal: z.number().int(),
  total: z.number().int(),
  data: z.array(renterJourneySchema),
});
export type RenterJourneyPage = z.infer<typeof renterJourneyPageSchema>;
