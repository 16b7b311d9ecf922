/**
 * The rental companies' area (spec 000 sections 2, 3, 6, 7; spec 001 section 7; issue 25): the
 * words and limits both sides share, without Zod so the pages can import them cheaply.
 */

/** The fleet list's filter: plates in the fleet today, plates that left it, or both. */
export const fleetPlateStatuses = ['active', 'closed', 'all'] as const;
export type FleetPlateStatus = (typeof fleetPlateStatuses)[number];

export const fleetPlateSortKeys = ['numberPlate', 'validityStartDate', 'validityEndDate'] as const;
export type FleetPlateSortKey = (typeof fleetPlateSortKeys)[number];

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The file formats of the imports and exports: CSV as Excel writes it, and XLSX. */
export const spreadsheetFormats = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof spreadsheetFormats)[number];

/**
 * Where a fleet trip stands, for the renters' filters: owed within its 72 hours, a payment notice
 * (late payment, first offence, CNP), paid, under an open claim, or sent to the prosecutor (OMP).
 */
export const renterJourneyStates = ['due', 'notice', 'paid', 'contested', 'omp'] as const;
export type RenterJourneyState = (typeof renterJourneyStates)[number];

export const renterJourneySortKeys = ['date', 'amount'] as const;
export type RenterJourneySortKey = (typeof renterJourneySortKeys)[number];

/** The page sizes the lists offer; the API takes any size up to the largest. */
export const renterPageSizes = [20, 50, 100] as const;
export const renterPageSizeMax = 100;
/** Past this page the lists answer an empty page (offsets beyond ~1M rows are never useful). */
export const renterPageMax = 10_000;

/** Spec 000 section 3 "Renter": the user's phone number, as typed (digits, spaces, + . - ( )). */
export const renterPhonePattern = /^[+0-9 ().-]{6,20}$/;
export const renterNameMaxLength = 50;

/** An import file: at most this many rows and bytes (a 20,000-vehicle fleet fits many times). */
export const fleetImportMaxRows = 50_000;
export const fleetImportMaxBytes = 10 * 1024 * 1024;

/**
 * Why one row of an import is refused, beside the spec's renter_import_* code of the file: the
 * report names each row (1-based, the header being row 1) and its reason.
 */
export const fleetImportRowReasons = [
  /** The country is not a plate country of the portal (two letters: FR, IT...). */
  'invalid_country_code',
  /** The plate is empty or not a plate once normalised. */
  'invalid_number_plate',
  /** A date that is not a date (dd/MM/yyyy, yyyy-MM-dd, with an optional HH:mm, or Excel's). */
  'invalid_date',
  /** The end before the start, a start more than a year ahead, or an end in a closed past. */
  'invalid_date_range',
  /** The same plate twice in the file over overlapping periods. */
  'duplicate_row',
  /** The plate is in this fleet over an overlapping period that the row does not continue. */
  'overlapping_period',
  /** Another company holds the plate over an overlapping period. */
  'held_by_another_company',
] as const;
export type FleetImportRowReason = (typeof fleetImportRowReasons)[number];

/**
 * The import and export layout (one header row, then one vehicle period a row), in this order.
 * The header names are the template's, translated per language; any of the five is accepted.
 */
export const fleetFileColumns = [
  'countryCode',
  'numberPlate',
  'validityStartDate',
  'validityEndDate',
] as const;
export type FleetFileColumn = (typeof fleetFileColumns)[number];
