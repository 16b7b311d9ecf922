import {
  isSecurePassword,
  renterNameMaxLength,
  renterPhonePattern,
  type RenterProfileUpdateBody,
} from '@portico/contract';
import type { MessageKey } from '../../../lib/i18n.ts';

export interface RenterUserValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export type Problems<Values> = Partial<Record<keyof Values, MessageKey>>;
type Check<Values, Body> = { ok: true; body: Body } | { ok: false; problems: Problems<Values> };

/** The user's own data (spec 000 section 3 "Renter"): names required and bounded, a phone as typed. */
export function checkRenterUser(
  values: RenterUserValues,
): Check<RenterUserValues, RenterProfileUpdateBody> {
  const problems: Problems<RenterUserValues> = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const phoneNumber = values.phoneNumber.trim();
  if (firstName === '') problems.firstName = 'renters.profile.required';
  else if (firstName.length > renterNameMaxLength) problems.firstName = 'renters.profile.tooLong';
  if (lastName === '') problems.lastName = 'renters.profile.required';
  else if (lastName.length > renterNameMaxLength) problems.lastName = 'renters.profile.tooLong';
  if (phoneNumber !== '' && !renterPhonePattern.test(phoneNumber)) {
    problems.phoneNumber = 'renters.profile.phoneFormat';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: { firstName, lastName, phoneNumber } };
}

export interface RenterPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/** The password change: the current one, a new one to the renters' policy (12), confirmed. */
export function checkRenterPassword(
  values: RenterPasswordValues,
): Check<RenterPasswordValues, RenterProfileUpdateBody> {
  const problems: Problems<RenterPasswordValues> = {};
  if (values.currentPassword === '') problems.currentPassword = 'errors.password_mandatory';
  if (values.newPassword === '') problems.newPassword = 'errors.password_mandatory';
  else if (!isSecurePassword(values.newPassword, 'renter')) {
    problems.newPassword = 'errors.bad_password_security';
  }
  if (values.confirmation === '') {
    problems.confirmation = 'errors.password_confirmation_mandatory';
  } else if (values.confirmation !== values.newPassword) {
    problems.confirmation = 'errors.wrong_password_confirmation';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
  };
}
