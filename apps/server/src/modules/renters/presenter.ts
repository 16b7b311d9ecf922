import type { OperatorCompany, RenterProfile } from '@portico/contract';
import type { UserRow } from '../accounts/repository.ts';
import type { CompanyRow } from './repository.ts';

/** Rows into the renter answers (issue 25); column names never leak. */

/** GET /renters/me: spec 000 section 3 "Renter" (renterName, email, phoneNumber) and the company. */
export function presentRenterProfile(
  user: UserRow,
  company: CompanyRow,
  supportEmail: string | null,
): RenterProfile {
  return {
    id: user.id,
    renterName: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    language: user.language,
    accountType: 'renter',
    company: {
      id: company.id,
      code: company.code,
      name: company.name,
      vatNumber: company.vatNumber,
      address: company.address,
    },
    supportEmail,
  };
}

export function presentOperatorCompany(
  company: CompanyRow,
  companyUsers: readonly UserRow[],
): OperatorCompany {
  return {
    id: company.id,
    code: company.code,
    name: company.name,
    vatNumber: company.vatNumber,
    address: company.address,
    suspendedAt: company.suspendedAt?.toISOString() ?? null,
    users: companyUsers.map((user) => ({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      language: user.language,
      activated: user.activatedAt !== null,
    })),
  };
}
