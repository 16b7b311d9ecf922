import { isBillingCountry, type BillingInfo, type ProfileResponse } from '@portico/contract';

/**
 * Spec 001 section 6: a signed-in customer's card payment starts with the billing form prefilled
 * from the profile. The profile has names, e-mail and an optional address (all three parts or
 * none, spec 000 section 5); its country is used only with an address, as the profile does.
 * The profile has no phone: the form's phone country follows the billing country.
 */
export function billingFromProfile(profile: ProfileResponse): Partial<BillingInfo> {
  const billing: Partial<BillingInfo> = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
  };
  const { billingAddress, billingZipcode, billingCity, billingCountry } = profile;
  if (billingAddress && billingZipcode && billingCity) {
    Object.assign(billing, { billingAddress, billingZipcode, billingCity });
    if (isBillingCountry(billingCountry)) billing.billingCountry = billingCountry;
  }
  return billing;
}
