import type { StaffRole } from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffMembers } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import { recordAuditEvent } from '../staff/audit.ts';

/** Who the provider says signed in, once its ID token has verified. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string;
  roles: StaffRole[];
}

export interface SignOnTrace {
  whitelabelId: number;
  /** The audit log's name for changes the provider made ("identity provider (Acme)"). */
  providerActor: string;
  address: string;
  requestId: string;
}

type Member = typeof staffMembers.$inferSelect;

/** 403 staff_member_suspended, naming the person for the audit log's record of the refusal. */
export class SuspendedMember extends AppError {
  readonly memberId: string;
  constructor(memberId: string) {
    super(403, 'staff_member_suspended');
    this.memberId = memberId;
  }
}

/**
 * The staff member a single sign-on stands for (issue 28 item 2), in one transaction with its
 * audit events. Found by the provider's issuer and subject; at their first sign-on, by e-mail
 * (a person invited with a passkey before SSO was on is linked, not duplicated), else created
 * with the provider's e-mail, name and roles. Their roles are the groups' each time: a change is
 * audited as made by the identity provider. A suspended person is refused: suspension is the
 * console's decision, and the provider's groups do not lift it.
 */
export async function memberSignedOn(
  db: Database,
  identity: ProviderIdentity,
  trace: SignOnTrace,
  now: Date,
): Promise<Member> {
  try {
    return await signOnOnce(db, identity, trace, now);
  } catch (error) {
    // Two first sign-ons of one person at once: the unique index lets one in; the other, run
    // again, finds the person it made.
    if (!isUniqueViolation(error)) throw error;
    return signOnOnce(db, identity, trace, now);
  }
}

async function signOnOnce(
  db: Database,
  identity: ProviderIdentity,
  trace: SignOnTrace,
  now: Date,
): Promise<Member> {
  const byProvider = { actorName: trace.providerActor, ...traced(trace) };
  return db.transaction(async (tx) => {
    const found = await findMember(tx, trace.whitelabelId, identity);
    if (found?.suspendedAt) throw new SuspendedMember(found.id);
    if (!found) {
      const [created] = await tx
        .insert(staffMembers)
        .values({
          whitelabelId: trace.whitelabelId,
          email: identity.email,
          name: identity.name,
          roles: identity.roles,
          ssoIssuer: identity.issuer,
          ssoSubject: identity.subject,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('the staff member was not inserted');
      await recordAuditEvent(tx, {
        ...byProvider,
        staff: null,
        action: 'staff.provision',
        target: { type: 'staff', id: created.id },
        after: {
          email: identity.email,
          name: identity.name,
          roles: identity.roles,
          issuer: identity.issuer,
        },
      });
      return created;
    }
    const rolesChanged = [...found.roles].sort().join() !== [...identity.roles].sort().join();
    const linking = found.ssoSubject === null;
    if (!rolesChanged && !linking) return found;
    const [updated] = await tx
      .update(staffMembers)
      .set({
        roles: identity.roles,
        ssoIssuer: identity.issuer,
        ssoSubject: identity.subject,
        updatedAt: now,
      })
      .where(eq(staffMembers.id, found.id))
      .returning();
    if (!updated) throw new Error('the staff member was not updated');
    if (linking) {
      await recordAuditEvent(tx, {
        ...byProvider,
        staff: null,
        action: 'staff.sso.link',
        target: { type: 'staff', id: found.id },
        after: { issuer: identity.issuer },
      });
    }
    if (rolesChanged) {
      await recordAuditEvent(tx, {
        ...byProvider,
        staff: null,
        action: 'staff.roles.change',
        target: { type: 'staff', id: found.id },
        before: { roles: found.roles },
        after: { roles: identity.roles },
      });
    }
    return updated;
  });
}

/**
 * By issuer and subject; else by e-mail, only a person no provider identity holds yet (an
 * address already linked to another subject is another person at the provider: refused).
 */
async function findMember(
  tx: Database,
  whitelabelId: number,
  identity: ProviderIdentity,
): Promise<Member | undefined> {
  const [linked] = await tx
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.whitelabelId, whitelabelId),
        eq(staffMembers.ssoIssuer, identity.issuer),
        eq(staffMembers.ssoSubject, identity.subject),
      ),
    )
    .for('update');
  if (linked) return linked;
  const [byEmail] = await tx
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.whitelabelId, whitelabelId),
        sql`lower(${staffMembers.email}) = lower(${identity.email})`,
      ),
    )
    .for('update');
  if (byEmail && byEmail.ssoSubject !== null) throw new AppError(409, 'staff_member_exists');
  return byEmail;
}

const traced = (trace: SignOnTrace) => ({
  whitelabelId: trace.whitelabelId,
  address: trace.address,
  requestId: trace.requestId,
});

/** Records a refused single sign-on (no role, suspended): who tried, and why. */
export async function recordRefusedSignOn(
  db: Database,
  identity: Pick<ProviderIdentity, 'issuer' | 'subject' | 'email'>,
  reason: string,
  memberId: string | null,
  trace: SignOnTrace,
): Promise<void> {
  await recordAuditEvent(db, {
    ...traced(trace),
    staff: null,
    actorName: trace.providerActor,
    action: 'staff.sign-in.refused',
    target: memberId
      ? { type: 'staff', id: memberId }
      : { type: 'sso-subject', id: identity.subject },
    reason,
    after: { method: 'oidc', issuer: identity.issuer, email: identity.email },
  });
}
