import type { passkeyAssertionSchema, passkeyRegistrationSchema } from '@portico/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.ts';
import type { RelyingParty } from './relying-party.ts';

/**
 * The WebAuthn ceremonies of every passkey of the portal (issue 28 items 1 and 12): the staff's,
 * the customers' and the renters'. One place decides the algorithms, user verification, the
 * discoverable credentials and what counts as a refusal; each population keeps its passkeys and
 * challenges in its own tables (staff/, accounts/).
 */

export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>;
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

/** WebAuthn options as JSON, for the browser's calls (the standard's shape). */
export type PasskeyOptions = { challenge: string } & Record<string, unknown>;

/**
 * The signature algorithms a passkey may use: Ed25519, P-256 ECDSA, RSA (COSE -8, -7, -257), on
 * every Node the server supports. The library's default adds ML-DSA-44 first where the runtime
 * has it (Node 24, not 22): Chromium then makes ML-DSA passkeys, whose 2,420-byte signatures the
 * contract's sign-in body refuses, and which an instance on Node 22 could not verify.
 */
export const passkeyAlgorithms = [-8, -7, -257];

/** One refusal for every failed check: the answer says nothing of which one failed. */
export const passkeyInvalid = () => new AppError(400, 'passkey_invalid');

/** Answers whether a challenge is ours and unused, taking it (a replay finds it used). */
export type ChallengeCheck = (challenge: string) => Promise<boolean>;

/** A passkey as kept: what a signature is verified against. */
export interface StoredPasskey {
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  signCount: number;
  transports: string[];
}

/** A verified new passkey, as it is kept. */
export type NewPasskey = StoredPasskey;

export interface CreationOptionsInput {
  party: RelyingParty;
  /** The person: an id the authenticator keeps (the user handle), the names it shows. */
  user: { id: string; name: string; displayName: string };
  /** The person's passkeys already kept, so one authenticator is not added twice. */
  exclude: { credentialId: string; transports: string[] }[];
}

/**
 * The options of navigator.credentials.create(): a discoverable credential (the person signs in
 * without typing a name), user verification required, no attestation.
 */
export async function creationOptions({
  party,
  user,
  exclude,
}: CreationOptionsInput): Promise<PasskeyOptions> {
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: exclude.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: passkeyAlgorithms,
  });
  return { ...options };
}

/** The options of navigator.credentials.get(): any of this site's passkeys, named by itself. */
export async function requestOptions(party: RelyingParty): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: party.id,
    userVerification: 'required',
  });
  return { ...options };
}

/**
 * Checks a new passkey: its challenge (checkChallenge takes it), origin and site, the person's
 * user verification, one of the allowed algorithms. Answers what to keep, or throws 400
 * passkey_invalid.
 */
export async function verifyCreation(
  credential: PasskeyRegistration,
  party: RelyingParty,
  checkChallenge: ChallengeCheck,
): Promise<NewPasskey> {
  const verified = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: checkChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: passkeyAlgorithms,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw passkeyInvalid();
  const { credential: made } = verified.registrationInfo;
  return {
    credentialId: made.id,
    publicKey: Buffer.from(made.publicKey).toString('base64url'),
    signCount: made.counter,
    transports: made.transports ?? [],
  };
}

/**
 * Checks a passkey's signature: its challenge (checkChallenge takes it), origin and site, the
 * person's user verification, and its counter, which must go up when the authenticator keeps
 * one. Answers the new counter, to be written with `counterMovesForward`, or throws 400
 * passkey_invalid.
 */
export async function verifySignature(
  assertion: PasskeyAssertion,
  passkey: StoredPasskey,
  party: RelyingParty,
  checkChallenge: ChallengeCheck,
): Promise<number> {
  const verified = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge: checkChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.signCount,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw passkeyInvalid();
  return verified.authenticationInfo.newCounter;
}

/**
 * The condition of the update that keeps a new counter: the counter moves only forward, also
 * against a concurrent sign-in with the same passkey (an authenticator without a counter says 0).
 */
export function counterMovesForward(signCount: AnyColumn, newCounter: number): SQL {
  return sql`(${signCount} < ${newCounter} or ${newCounter} = 0)`;
}
