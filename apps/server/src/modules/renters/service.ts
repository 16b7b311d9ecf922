import type { AccountsContext } from '../accounts/context.ts';
import { passkeyCalls } from '../accounts/passkeys.ts';
import { passwordResetCalls } from '../accounts/password-reset.ts';
import { signInCalls } from '../accounts/sign-in.ts';
import { operatorCompanyCalls } from './operator-companies.ts';
import { renterActivationCalls } from './renter-activation.ts';
import { renterProfileCalls } from './renter-profile.ts';

/**
 * The renters' accounts (issue 25 items 1 and 2): the customers' machinery (Argon2id, rotating
 * sessions, sign-in holds, codes and their windows, e-mails through the outbox) with the
 * renter's rules: its own calls, 12-character passwords, a company that the operator creates,
 * invites to and suspends.
 */
export type RentersService = ReturnType<typeof signInCalls> &
  ReturnType<typeof passwordResetCalls> &
  ReturnType<typeof renterActivationCalls> &
  ReturnType<typeof renterProfileCalls> &
  ReturnType<typeof passkeyCalls> & {
    operator: ReturnType<typeof operatorCompanyCalls>;
  };

/** Built on the accounts' context (services.ts), so both account types share one machinery. */
export function createRentersService(context: AccountsContext): RentersService {
  return {
    ...signInCalls(context, 'renter'),
    ...passwordResetCalls(context, 'renter'),
    ...renterActivationCalls(context),
    ...renterProfileCalls(context),
    ...passkeyCalls(context, 'renter'),
    operator: operatorCompanyCalls(context),
  };
}
