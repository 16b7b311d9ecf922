import type { PassageInput } from './passages.ts';
import type { BillingInfo } from './payments/billing-schema.ts';

/** The A79's six gantries, west to east: a trip over all of them ends at the road's end. */
export const a79WholeRoadEast = [
  'le-montet-ouest',
  'le-montet-est',
  'montbeugny-ouest',
  'montbeugny-est',
  'molinet-ouest',
  'molinet-est',
] as const;

/**
 * A passage as the roadside system posts it: a French class-1 car without a tag, eastbound,
 * unless `passage` says otherwise.
 */
export function makePassage(
  passage: Pick<PassageInput, 'passageId' | 'gantry' | 'plate' | 'at'> & Partial<PassageInput>,
): PassageInput {
  return {
    direction: 'east',
    countryCode: 'FR',
    vehicleClass: 1,
    emission: null,
    tagPaid: false,
    ...passage,
  };
}

/** A complete billing form the API accepts: a buyer in Moulins with a French mobile. */
export const sampleBillingInfo: BillingInfo = {
  firstName: 'Marie',
  lastName: 'Dupont',
  billingAddress: '1 rue de la Gare',
  billingZipcode: '03000',
  billingCity: 'Moulins',
  billingCountry: 'FR',
  email: 'marie.dupont@example.fr',
  mobilePhoneCountry: 'FR',
  mobilePhone: '0612345678',
};
