import type { ProfileResponse } from '@portico/contract';
import type { UserRow } from './repository.ts';

/** GET /users/me: the profile of spec 000 section 3 from a users row (no column leaks). */
export function presentProfile(user: UserRow): ProfileResponse {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    billingAddress: user.billingAddress,
    billingZipcode: user.billingZipcode,
    billingCity: user.billingCity,
    billingCountry: user.billingCountry,
    language: user.language,
    accountType: user.accountType,
  };
}
