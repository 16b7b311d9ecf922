import { z } from 'zod';
import { caseOrigins, journeyNatures, journeyStatuses, paymentLimits } from './vocabulary.ts';

/** The journey vocabulary (vocabulary.ts) as schemas, for the API's answers and ingestion. */
export const journeyNatureSchema = z.enum(journeyNatures);
export const journeyStatusSchema = z.enum(journeyStatuses);
export const paymentLimitSchema = z.enum(paymentLimits);
export const caseOriginSchema = z.enum(caseOrigins);
export const vehicleClassSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
