import type { RenterActivationBody, TokenResponse } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import { activationResend } from '../accounts/activation-resend.ts';
import type { AccountsContext } from '../accounts/context.ts';
import { assertNewPassword } from '../accounts/domain.ts';
import { findAccountByReference, isCompanySuspended, updateUser } from '../accounts/repository.ts';
import type { AccountTenant } from '../accounts/sessions.ts';
import { invitationMailWriter } from './invitation.ts';

/**
 * A renter's activation (issue 25 item 2; spec 000 section 7: POST /public/renters/{id}/activate
 * with code and password): the invited user proves the mailbox with the e-mailed code and sets
 * the first password (the renters' policy: 12 characters at least), and is signed in.
 */
export function renterActivationCalls(context: AccountsContext) {
  const { db, hasher, clock, sessions, codes } = context;
  return {
    async activate(
      tenant: AccountTenant,
      reference: string,
      body: RenterActivationBody,
    ): Promise<TokenResponse> {
      const now = clock();
      // Checked first, so a refused password costs no try of the code.
      const password = assertNewPassword(body.password, 'renter');
      const user = await findAccountByReference(db, tenant.id, reference, 'renter');
      // An unknown, a customer's or an activated account is tried like a wrong code, in the same
      // time (issue 24 item 8): the call tells nothing about an address.
      const waiting = user && !user.activatedAt ? user : undefined;
      const check = await codes.use(waiting, 'activation', body.code, now);
      if (check === 'expired') throw new AppError(410, 'expired_activation_code');
      if (check !== 'ok' || !waiting) throw new AppError(400, 'invalid_activation_code');
      // Hashed once the code is spent, so a wrong code costs no Argon2id. Should the server stop
      // right here, the code is spent and the account still waits: the user asks for another code.
      const passwordHash = await hasher.hash(password);
      const outcome = await db.transaction(async (tx) => {
        const activated = await updateUser(tx, waiting.id, { passwordHash, activatedAt: now }, now);
        // Deleted meanwhile by the operator: the code named nobody any more.
        if (!activated) return 'gone' as const;
        // Activated, but a suspended company's users do not sign in until it is lifted.
        if (activated.companyId === null || (await isCompanySuspended(tx, activated.companyId))) {
          return 'suspended' as const;
        }
        return sessions.start(tx, tenant, activated, now);
      });
      if (outcome === 'gone') throw new AppError(400, 'invalid_activation_code');
      if (outcome === 'suspended') throw new AppError(403, 'company_suspended');
      return outcome;
    },

    /** The code again, in a new invitation e-mail (its link too). */
    resendActivationCode: activationResend(context, 'renter', invitationMailWriter(context)),
  };
}
