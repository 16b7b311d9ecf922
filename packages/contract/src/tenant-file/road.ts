import { z } from 'zod';
import { textSchema } from '../text.ts';
import { localizedLabelSchema } from './localized.ts';

/** A code of the road (gate, gantry, pair): what the roadside system and the tariffs name. */
const roadCodeSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'letters, digits and dashes');
const roadNameSchema = textSchema().trim().min(1).max(120);

/**
 * A gate (junction), listed in the road's west-to-east order: its position is its place in the
 * list. Several codes may share one normalised gate (an A71 end that prices as gate 34).
 */
export const tenantGateSchema = z.strictObject({
  code: roadCodeSchema,
  /** What the pages print for it, e.g. "25-28". */
  label: roadNameSchema,
  /** The place a driver knows it by, per language; absent for a road whose gates have numbers only. */
  names: localizedLabelSchema.optional(),
  /** The gate pricing and journeys reason with. */
  normalizedGate: roadCodeSchema,
});

/** Two gantries close together: crossing both costs the pair's transit price. */
export const tenantGantryPairSchema = z.strictObject({
  code: roadCodeSchema,
  name: roadNameSchema,
});

/** A gantry sits between two consecutive normalised gates, on one side of its pair. */
export const tenantGantrySchema = z.strictObject({
  code: roadCodeSchema,
  name: roadNameSchema,
  pair: roadCodeSchema,
  side: z.enum(['ouest', 'est']),
  westGate: roadCodeSchema,
  eastGate: roadCodeSchema,
});

/** A price in integer cents incl. VAT; 100 000 EUR is far above any toll. */
const cents = z.number().int().min(0).max(10_000_000);
const lightPrices = z.strictObject({ standard: cents, low_emission: cents });
const heavyPrices = z.strictObject({ euro0_3: cents, euro4: cents, euro5: cents, euro6_7: cents });

/**
 * The prices of one toll point (a single gantry, or a pair's transit) for every vehicle class:
 * classes 1, 2 and 5 by emission (standard, low emission), 3 and 4 by Euro standard.
 */
export const tenantTollPointPricesSchema = z
  .strictObject({
    gantry: roadCodeSchema.optional(),
    pair: roadCodeSchema.optional(),
    class1: lightPrices,
    class2: lightPrices,
    class3: heavyPrices,
    class4: heavyPrices,
    class5: lightPrices,
  })
  .refine((prices) => (prices.gantry === undefined) !== (prices.pair === undefined), {
    message: 'exactly one of gantry or pair',
  });

/** A calendar date, ISO 8601, within the years a tariff can plausibly start. */
const validFromSchema = z.iso
  .date()
  .refine((date) => date >= '2000-01-01' && date <= '2099-12-31', 'a date between 2000 and 2099');

/**
 * The prices in force from a date (tolls change every 1 February) until the next tariff's date
 * for the same toll point. A tariff whose date has come is never rewritten: a new price is a new
 * tariff with its own date, so a trip keeps the price of its day.
 */
export const tenantTariffSchema = z.strictObject({
  validFrom: validFromSchema,
  points: z.array(tenantTollPointPricesSchema).min(1).max(200),
});

export const tenantRoadSchema = z.strictObject({
  gates: z.array(tenantGateSchema).min(2).max(200),
  gantryPairs: z.array(tenantGantryPairSchema).max(100),
  gantries: z.array(tenantGantrySchema).min(1).max(200),
  tariffs: z.array(tenantTariffSchema).min(1).max(100),
});
export type TenantRoad = z.infer<typeof tenantRoadSchema>;
export type TenantTariff = z.infer<typeof tenantTariffSchema>;
export type TenantTollPointPrices = z.infer<typeof tenantTollPointPricesSchema>;
