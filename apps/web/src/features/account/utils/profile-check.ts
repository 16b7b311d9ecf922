import {
  incompleteAddressFields,
  isBillingCountry,
  keepsBillingCountry,
  profileMaxLength,
  type ProfileUpdateBody,
} from '@portico/contract';
import { ruleResolver, type RuleCheck } from '../../../lib/forms/rule-resolver.ts';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  billingAddress: string;
  billingZipcode: string;
  billingCity: string;
  billingCountry: string;
}

type Errors = Extract<RuleCheck<ProfileValues, ProfileUpdateBody>, { ok: false }>['errors'];

/**
 * Spec 000 section 5: names required, the maximum lengths, and the billing address all or
 * nothing (each empty part flagged required; the form shows incomplete_address). If any part is
 * empty, billingCountry is left out of the update.
 */
export function checkProfile(values: ProfileValues): RuleCheck<ProfileValues, ProfileUpdateBody> {
  const trimmed = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    billingAddress: values.billingAddress.trim(),
    billingZipcode: values.billingZipcode.trim(),
    billingCity: values.billingCity.trim(),
  };
  const errors: Errors = {};
  for (const field of ['firstName', 'lastName'] as const) {
    if (trimmed[field] === '') errors[field] = 'account.fieldRequired';
  }
  for (const [field, max] of Object.entries(profileMaxLength) as [
    keyof typeof profileMaxLength,
    number,
  ][]) {
    if ([...trimmed[field]].length > max) errors[field] = 'account.profile.tooLong';
  }
  for (const field of incompleteAddressFields(trimmed)) errors[field] = 'account.fieldRequired';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...trimmed,
      ...(keepsBillingCountry(trimmed) && isBillingCountry(values.billingCountry)
        ? { billingCountry: values.billingCountry }
        : {}),
    },
  };
}

export const profileResolver = ruleResolver(checkProfile);
