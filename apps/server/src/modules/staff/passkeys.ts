import type { StaffRole } from '@portico/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffEnrolments, staffMembers, staffPasskeys } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import {
  counterMovesForward,
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
import { recordAuditEvent } from './audit.ts';
import { keepChallenge, takeChallenge } from './challenges.ts';
import { hashStaffToken } from './tokens.ts';

export { passkeyAlgorithms, type PasskeyOptions } from '../webauthn/ceremonies.ts';

/** Where a ceremony came from, for the audit log. */
export interface RequestTrace {
  address: string;
  requestId: string;
}

const enrolmentInvalid = () => new AppError(404, 'staff_enrolment_invalid');

/** The person an enrolment link is for, while the link is unused and in time. */
async function enrolmentOf(db: Database, whitelabelId: number, token: string, now: Date) {
  const [row] = await db
    .select({ enrolment: staffEnrolments, member: staffMembers })
    .from(staffEnrolments)
    .innerJoin(staffMembers, eq(staffMembers.id, staffEnrolments.memberId))
    .where(
      and(
        eq(staffEnrolments.tokenHash, hashStaffToken(token)),
        isNull(staffEnrolments.usedAt),
        gt(staffEnrolments.expiresAt, now),
        eq(staffMembers.whitelabelId, whitelabelId),
        isNull(staffMembers.suspendedAt),
      ),
    );
  return row;
}

/**
 * The options of navigator.credentials.create() for the person of an enrolment link: a
 * discoverable credential (the person signs in without typing a name), user verification
 * required, the person's passkeys excluded so one authenticator is not enrolled twice.
 */
export async function enrolmentOptions(
  db: Database,
  whitelabelId: number,
  token: string,
  party: RelyingParty,
  now: Date,
): Promise<PasskeyOptions> {
  const found = await enrolmentOf(db, whitelabelId, token, now);
  if (!found) throw enrolmentInvalid();
  const existing = await db
    .select({ credentialId: staffPasskeys.credentialId, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.memberId, found.member.id));
  const options = await creationOptions({
    party,
    user: { id: found.member.id, name: found.member.email, displayName: found.member.name },
    exclude: existing,
  });
  await keepChallenge(db, options.challenge, 'enrolment', found.member.id, now);
  return options;
}

/**
 * Enrols the passkey of an enrolment link's person: the link is used up, the passkey kept (its
 * public key and counter), and the audit log says so, in one transaction. Answers the person and
 * the passkey (the session it opens is the passkey's).
 */
export async function enrolPasskey(
  db: Database,
  whitelabelId: number,
  input: { token: string; label: string; credential: PasskeyRegistration },
  party: RelyingParty,
  now: Date,
  trace: RequestTrace,
): Promise<{ memberId: string; passkeyId: string }> {
  const found = await enrolmentOf(db, whitelabelId, input.token, now);
  if (!found) throw enrolmentInvalid();
  const credential = await verifyCreation(input.credential, party, async (challenge) => {
    const taken = await takeChallenge(db, challenge, 'enrolment', now);
    return taken?.memberId === found.member.id;
  });
  const passkeyId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffEnrolments)
      .set({ usedAt: now })
      .where(and(eq(staffEnrolments.id, found.enrolment.id), isNull(staffEnrolments.usedAt)))
      .returning({ id: staffEnrolments.id });
    // Two enrolments with one link at once: the first one wins.
    if (!used) throw enrolmentInvalid();
    const [kept] = await tx
      .insert(staffPasskeys)
      // Enrolling signs the person in with it (the session is the passkey's): used now.
      .values({
        memberId: found.member.id,
        ...credential,
        label: input.label,
        createdAt: now,
        lastUsedAt: now,
      })
      .returning({ id: staffPasskeys.id });
    await recordAuditEvent(tx, {
      whitelabelId,
      staff: { id: found.member.id, name: found.member.name },
      action: 'staff.passkey.enrol',
      target: { type: 'staff', id: found.member.id },
      after: { label: input.label, credentialId: credential.credentialId },
      ...trace,
    });
    if (!kept) throw new Error('the passkey was not kept');
    return kept.id;
  });
  return { memberId: found.member.id, passkeyId };
}

/** The options of navigator.credentials.get(): any of this site's passkeys, named by itself. */
export async function signInOptions(
  db: Database,
  party: RelyingParty,
  now: Date,
): Promise<PasskeyOptions> {
  const options = await requestOptions(party);
  await keepChallenge(db, options.challenge, 'sign-in', null, now);
  return options;
}

export interface PasskeyHolder {
  id: string;
  name: string;
  roles: StaffRole[];
  /** The passkey that answered: the session it opens ends when it is removed. */
  passkeyId: string;
}

/**
 * Checks a passkey's signature: its challenge (ours, unused, in time), origin and site, the
 * person's user verification, and its counter, which must go up when the authenticator keeps
 * one (a clone's replayed counter is refused). Answers the passkey's person, of this white-label
 * and not suspended; anything else is one refusal, saying nothing of which check failed.
 */
export async function verifyPasskey(
  db: Database,
  whitelabelId: number,
  assertion: PasskeyAssertion,
  party: RelyingParty,
  now: Date,
): Promise<PasskeyHolder> {
  const [row] = await db
    .select({ passkey: staffPasskeys, member: staffMembers })
    .from(staffPasskeys)
    .innerJoin(staffMembers, eq(staffMembers.id, staffPasskeys.memberId))
    .where(
      and(
        eq(staffPasskeys.credentialId, assertion.id),
        eq(staffMembers.whitelabelId, whitelabelId),
        isNull(staffMembers.suspendedAt),
      ),
    );
  if (!row) throw passkeyInvalid();
  const { passkey, member } = row;
  const newCounter = await verifySignature(
    assertion,
    passkey,
    party,
    async (challenge) => (await takeChallenge(db, challenge, 'sign-in', now)) !== undefined,
  );
  // The counter moves only forward, also against a concurrent sign-in with the same passkey.
  const [moved] = await db
    .update(staffPasskeys)
    .set({ signCount: newCounter, lastUsedAt: now })
    .where(
      and(
        eq(staffPasskeys.id, passkey.id),
        counterMovesForward(staffPasskeys.signCount, newCounter),
      ),
    )
    .returning({ id: staffPasskeys.id });
  if (!moved) throw passkeyInvalid();
  return { id: member.id, name: member.name, roles: member.roles, passkeyId: passkey.id };
}
