import { randomBytes } from 'node:crypto';
import type { OperatorRenterInviteBody, OperatorRenterInviteResponse } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import type { CodeMailWriter } from '../accounts/codes.ts';
import type { AccountsContext } from '../accounts/context.ts';
import { findUserByEmail, insertUser, updateUser } from '../accounts/repository.ts';
import type { AccountTenant } from '../accounts/sessions.ts';
import type { Queryable } from '../journeys/repository.ts';
import type { RenterMailPayloads } from './renter-mails.ts';
import type { CompanyRow } from './repository.ts';

/**
 * A renter's activation code travels in the operator's invitation (issue 25 item 1), with the
 * link to the renters' activation page, whether it is the first code or one asked for again.
 */
export function invitationMailWriter(context: Pick<AccountsContext, 'mail'>): CodeMailWriter {
  return (tx, user, code) => {
    const payload: RenterMailPayloads['renter_invitation'] = { code, userId: user.id };
    return context.mail.enqueue(tx, {
      whitelabelId: user.whitelabelId,
      kind: 'renter_invitation',
      recipient: user.email,
      language: user.language,
      payload,
    });
  };
}

/**
 * The password an invited user has until the activation sets one: random and never told, so
 * nobody signs in with it (and signing in before the activation answers as a wrong password).
 */
export function invitedPasswordHash(context: Pick<AccountsContext, 'hasher'>): Promise<string> {
  return context.hasher.hash(randomBytes(32).toString('base64url'));
}

/**
 * Invites a user to a company in `tx`: a new renter user, not activated, e-mailed a code. The
 * address invited again while it waits (a lost e-mail) gets its data updated and another code as
 * the account's codes allow. An address with an account of its own (a customer's, an activated
 * renter's, another company's) is 409 email_already_used: one address, one account.
 */
export async function inviteToCompany(
  context: Pick<AccountsContext, 'mail' | 'codes'>,
  tx: Queryable,
  tenant: AccountTenant,
  company: CompanyRow,
  body: OperatorRenterInviteBody,
  passwordHash: string,
  now: Date,
): Promise<OperatorRenterInviteResponse> {
  const fields = {
    email: body.email.trim(),
    firstName: body.firstName,
    lastName: body.lastName,
    phoneNumber: body.phoneNumber ?? null,
    language: body.language,
  };
  const existing = await findUserByEmail(tx, tenant.id, body.email);
  const waiting =
    existing?.accountType === 'renter' &&
    existing.companyId === company.id &&
    existing.activatedAt === null;
  if (existing && !waiting) throw new AppError(409, 'email_already_used');
  const user = existing
    ? await updateUser(tx, existing.id, fields, now)
    : await insertUser(tx, {
        ...fields,
        whitelabelId: tenant.id,
        passwordHash,
        accountType: 'renter',
        companyId: company.id,
        // Renters accept the terms with their company's contract; the column dates the invitation.
        acceptedTermsAt: now,
        createdAt: now,
        updatedAt: now,
      });
  // Taken meanwhile by a registration or another invitation of the address.
  if (!user) throw new AppError(409, 'email_already_used');
  const codeSent = await context.codes.send(
    tx,
    user,
    'activation',
    now,
    invitationMailWriter(context),
  );
  return { id: user.id, companyId: company.id, codeSent };
}
