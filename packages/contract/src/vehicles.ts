import { z } from 'zod';
import { textSchema } from './text.ts';

/**
 * GET /services/v1/vehicles?plate&plateCountry (spec 001 section 3 "Car: plate, model, energy"):
 * what the vehicle registry says of a plate. The prepayment screen derives "electric" for French
 * plates from energy `EL` (spec 001 section 9). Never any owner data.
 */
export const vehicleQuerySchema = z.object({
  plate: textSchema().max(64).optional(),
  plateCountry: textSchema().max(10).optional(),
});

export const carSchema = z.object({
  plate: z.string(),
  model: z.string(),
  /** The registry's energy code: EL electric, ES petrol, GO diesel, EE/EH hybrids, GL/GN gas. */
  energy: z.string(),
});
export type Car = z.infer<typeof carSchema>;

/** GET /services/v1/journeys/company (spec: "status 200 means the company exists"). */
export const companyQuerySchema = z.object({ companyCode: textSchema().max(50).optional() });

export const companySchema = z.object({
  hasCompany: z.boolean(),
  details: z.object({ companyCode: z.string() }).nullable(),
});
export type Company = z.infer<typeof companySchema>;
