import {
  type AccountPasskey,
  type AccountPasskeys,
  accountPasskeysMax,
  type SignedInAccountType,
  type TokenResponse,
} from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import {
  creationOptions,
  type PasskeyAssertion,
  passkeyInvalid,
  type PasskeyOptions,
  type PasskeyRegistration,
  requestOptions,
  verifyCreation,
  verifySignature,
} from '../webauthn/ceremonies.ts';
import type { RelyingParty } from '../webauthn/relying-party.ts';
import type { AccountsContext } from './context.ts';
import {
  accountChallenges,
  type AccountPasskeyRow,
  countPasskeys,
  deletePasskey,
  insertPasskey,
  lockUser,
  moveCounter,
  passkeyByCredential,
  passkeysOf,
} from './passkey-repository.ts';
import { signedInUser } from './profile.ts';
import { isCompanySuspended } from './repository.ts';
import type { AccountTenant, AuthenticatedAccount } from './sessions.ts';

const limitReached = () => new AppError(409, 'passkey_limit_reached');

function presentPasskey(row: AccountPasskeyRow): AccountPasskey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Passkeys of one account type (issue 28 item 12), on the staff's WebAuthn layer: a signed-in
 * account lists, adds (options, then the authenticator's answer) and removes its own; anyone
 * signs in with one (discoverable: no e-mail typed) and gets the tokens a password sign-in
 * gives. The password stays the other way in, so removing the last passkey is allowed.
 */
export function passkeyCalls(context: AccountsContext, accountType: SignedInAccountType) {
  const { db, clock, sessions } = context;
  const challenges = accountChallenges(db);

  return {
    async listPasskeys(
      tenant: AccountTenant,
      account: AuthenticatedAccount,
    ): Promise<AccountPasskeys> {
      const user = await signedInUser(db, tenant, account);
      return { passkeys: (await passkeysOf(db, user.id)).map(presentPasskey) };
    },

    /** The options of navigator.credentials.create(), the account's passkeys excluded. */
    async passkeyOptions(
      tenant: AccountTenant,
      account: AuthenticatedAccount,
      party: RelyingParty,
    ): Promise<PasskeyOptions> {
      const user = await signedInUser(db, tenant, account);
      const existing = await passkeysOf(db, user.id);
      if (existing.length >= accountPasskeysMax) throw limitReached();
      const options = await creationOptions({
        party,
        user: { id: user.id, name: user.email, displayName: `${user.firstName} ${user.lastName}` },
        exclude: existing,
      });
      await challenges.keep(options.challenge, 'registration', user.id, clock());
      return options;
    },

    /** Keeps a new passkey once its challenge (this account's), origin and site verify. */
    async addPasskey(
      tenant: AccountTenant,
      account: AuthenticatedAccount,
      body: { name: string; credential: PasskeyRegistration },
      party: RelyingParty,
    ): Promise<AccountPasskey> {
      const now = clock();
      const user = await signedInUser(db, tenant, account);
      const passkey = await verifyCreation(body.credential, party, async (challenge) => {
        const taken = await challenges.take(challenge, 'registration', now);
        return taken?.ownerId === user.id;
      });
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        if ((await countPasskeys(tx, user.id)) >= accountPasskeysMax) throw limitReached();
        return insertPasskey(tx, {
          ...passkey,
          userId: user.id,
          whitelabelId: tenant.id,
          name: body.name,
          createdAt: now,
        });
      });
      // The same authenticator's credential kept already (by anyone): not added twice.
      if (!row) throw passkeyInvalid();
      return presentPasskey(row);
    },

    async removePasskey(
      tenant: AccountTenant,
      account: AuthenticatedAccount,
      passkeyId: string,
    ): Promise<void> {
      const user = await signedInUser(db, tenant, account);
      if (!(await deletePasskey(db, user.id, passkeyId))) {
        throw new AppError(404, 'passkey_not_found');
      }
    },

    /** The options of navigator.credentials.get(): any passkey of this site. */
    async passkeySignInOptions(party: RelyingParty): Promise<PasskeyOptions> {
      const options = await requestOptions(party);
      await challenges.keep(options.challenge, 'sign-in', null, clock());
      return options;
    },

    /**
     * Signs in with a passkey of this white-label and account type: its signature, challenge
     * (taken once), origin and counter verified, then the account's own rules (activated, a
     * renter's company not suspended). Unknown, removed, another site's or another type's
     * passkey: the one refusal, 400 passkey_invalid.
     */
    async passkeySignIn(
      tenant: AccountTenant,
      assertion: PasskeyAssertion,
      party: RelyingParty,
    ): Promise<TokenResponse> {
      const now = clock();
      const found = await passkeyByCredential(db, tenant.id, assertion.id);
      if (!found || found.user.accountType !== accountType) throw passkeyInvalid();
      const { passkey, user } = found;
      // The authenticator's user handle, when it gives one, is the account the passkey was made for.
      const handle = assertion.response.userHandle;
      if (handle !== undefined && handle !== Buffer.from(user.id).toString('base64url')) {
        throw passkeyInvalid();
      }
      const newCounter = await verifySignature(
        assertion,
        passkey,
        party,
        async (challenge) => (await challenges.take(challenge, 'sign-in', now)) !== undefined,
      );
      if (!(await moveCounter(db, passkey.id, newCounter, now))) throw passkeyInvalid();
      if (!user.activatedAt) throw new AppError(403, 'user_not_activated');
      if (user.companyId !== null && (await isCompanySuspended(db, user.companyId))) {
        throw new AppError(403, 'company_suspended');
      }
      return db.transaction((tx) => sessions.start(tx, tenant, user, now));
    },
  };
}

export type PasskeyCalls = ReturnType<typeof passkeyCalls>;
