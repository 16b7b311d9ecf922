import { z } from 'zod';

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
export const journeyNatureSchema = z.enum(journeyNatures);
export type JourneyNature = z.infer<typeof journeyNatureSchema>;

/** TERMINE completed, EN_COURS ongoing ("Trajet en cours"), PREPAYMENT a prepaid synthetic trip. */
export const journeyStatuses = ['TERMINE', 'EN_COURS', 'PREPAYMENT'] as const;
export const journeyStatusSchema = z.enum(journeyStatuses);
export type JourneyStatus = z.infer<typeof journeyStatusSchema>;

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
export const paymentLimitSchema = z.enum(paymentLimits);
export type PaymentLimit = z.infer<typeof paymentLimitSchema>;

export const caseOrigins = ['IRIS'] as const;
export const caseOriginSchema = z.enum(caseOrigins);
export type CaseOrigin = z.infer<typeof caseOriginSchema>;

/** Vehicle classes of the operator (notes/domain.md section 1): 1 to 5, 5 being motorcycles. */
export const vehicleClasses = [1, 2, 3, 4, 5] as const;
export const vehicleClassSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type VehicleClass = z.infer<typeof vehicleClassSchema>;
