/**
 * The journey vocabulary of spec 000/001 section 3, shared by the server (which decides these
 * values) and the web (which shows them).
 */
export const journeyNatures = [
  'freeFlow',
  'latePayment',
  'prePayment',
  'nonPaymentDeclaration',
] as const;
export type JourneyNature = (typeof journeyNatures)[number];

/** TERMINE completed, EN_COURS ongoing ("Trajet en cours"), PREPAYMENT a prepaid synthetic trip. */
export const journeyStatuses = ['TERMINE', 'EN_COURS', 'PREPAYMENT'] as const;
export type JourneyStatus = (typeof journeyStatuses)[number];

/**
 * Where a journey stands on the dunning ladder (notes/domain.md section 2): absent while within
 * the 72 h; BEFORE_OMP a notice within its 60 days; OMP transmitted to the prosecutor's officer;
 * PRIMO_DESIGNATED a first-offence notice; INFRACTION a non-payment finding (CNP); AUTRE other late
 * cases; IRIS cases imported from the external IRIS system.
 */
export const paymentLimits = [
  'AUTRE',
  'BEFORE_OMP',
  'OMP',
  'PRIMO_DESIGNATED',
  'INFRACTION',
  'IRIS',
] as const;
export type PaymentLimit = (typeof paymentLimits)[number];

export const caseOrigins = ['IRIS'] as const;
export type CaseOrigin = (typeof caseOrigins)[number];

/** Vehicle classes of the operator (notes/domain.md section 1): 1 to 5, 5 being motorcycles. */
export const vehicleClasses = [1, 2, 3, 4, 5] as const;
export type VehicleClass = (typeof vehicleClasses)[number];

export const journeySetTypes = ['detailed', 'resume'] as const;

/** The groups of the trips lists (spec 001 "Trips lists"), in the order the page shows them. */
export const journeyCategories = ['retardPaiement', 'cnp', 'fluxLibre'] as const;
export type JourneyCategory = (typeof journeyCategories)[number];
