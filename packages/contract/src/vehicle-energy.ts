/**
 * The vehicle registry's energy code of an electric vehicle (spec 001 section 9: a French plate's
 * "electric" comes from it). Apart from the schemas (vehicles.ts) so that the pages can read it
 * without Zod.
 */
export const electricEnergy = 'EL';
