import type { RenterProfile, RenterProfileUpdateBody } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import type { AccountsContext } from '../accounts/context.ts';
import { afterPasswordChange, changedPasswordHash } from '../accounts/password-change.ts';
import { deleteSignedIn, profileCalls, signedInUser } from '../accounts/profile.ts';
import { updateUser, type UserRow } from '../accounts/repository.ts';
import type { AccountTenant, AuthenticatedAccount } from '../accounts/sessions.ts';
import { findWhitelabelSettings } from '../help/contact-repository.ts';
import type { Queryable } from '../journeys/repository.ts';
import { presentRenterProfile } from './presenter.ts';
import {
  type CompanyRow,
  countOtherActiveRenters,
  findCompanyById,
  lockCompany,
} from './repository.ts';
import { readRenterSupportEmail } from './settings.ts';

/** The user's own fields of a PATCH /renters/me; an empty phone number clears it. */
function renterChanges(body: RenterProfileUpdateBody): Partial<UserRow> {
  const changes: Partial<UserRow> = {};
  if (body.firstName !== undefined) changes.firstName = body.firstName;
  if (body.lastName !== undefined) changes.lastName = body.lastName;
  if (body.language !== undefined) changes.language = body.language;
  if (body.phoneNumber !== undefined) changes.phoneNumber = body.phoneNumber || null;
  return changes;
}

/**
 * The signed-in renter's calls (issue 25 item 2): GET, PATCH, DELETE /renters/me and the logout.
 * The company is the operator's to change; the user changes its own data and password.
 */
export function renterProfileCalls(context: AccountsContext) {
  const { db, mail, clock } = context;

  async function signedInRenter(
    tx: Queryable,
    tenant: AccountTenant,
    account: AuthenticatedAccount,
  ) {
    const user = await signedInUser(tx, tenant, account);
    const company = user.companyId === null ? undefined : await findCompanyById(tx, user.companyId);
    if (!company) throw new AppError(401, 'unauthorized');
    return { user, company };
  }

  async function present(tenant: AccountTenant, user: UserRow, company: CompanyRow) {
    const settings = await findWhitelabelSettings(db, tenant.id);
    return presentRenterProfile(user, company, readRenterSupportEmail(settings));
  }

  return {
    async profile(tenant: AccountTenant, account: AuthenticatedAccount): Promise<RenterProfile> {
      const { user, company } = await signedInRenter(db, tenant, account);
      return present(tenant, user, company);
    },

    async updateProfile(
      tenant: AccountTenant,
      account: AuthenticatedAccount,
      body: RenterProfileUpdateBody,
    ): Promise<RenterProfile> {
      const now = clock();
      const { user, company } = await signedInRenter(db, tenant, account);
      const passwordHash = await changedPasswordHash(context, user, body, now);
      const updated = await db.transaction(async (tx) => {
        const changes = { ...renterChanges(body), ...(passwordHash ? { passwordHash } : {}) };
        const row = await updateUser(tx, user.id, changes, now);
        if (row && passwordHash)
          await afterPasswordChange(context, tx, row, account.sessionId, now);
        return row;
      });
      if (!updated) throw new AppError(401, 'unauthorized');
      if (passwordHash) mail.kick();
      return present(tenant, updated, company);
    },

    /**
     * Deletes the renter user, not the company (the operator's, with its fleet and payments): the
     * user's data go as a customer's do (erasure.ts). The company's last activated user cannot
     * leave it without anyone to manage the fleet: 409 renter_last_active_user, the operator
     * closes or hands over a company.
     */
    async deleteAccount(tenant: AccountTenant, account: AuthenticatedAccount): Promise<void> {
      await db.transaction(async (tx) => {
        const { user, company } = await signedInRenter(tx, tenant, account);
        await lockCompany(tx, company.id);
        if ((await countOtherActiveRenters(tx, company.id, user.id)) === 0) {
          throw new AppError(409, 'renter_last_active_user');
        }
        await deleteSignedIn(context, tx, user);
      });
      mail.kick();
    },

    logout: profileCalls(context).logout,
  };
}
