import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffPasskeys, staffSessions } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import { recordAuditEvent } from './audit.ts';
import type { StaffActor } from './guard.ts';
import { memberOfWhitelabel } from './members.ts';

export interface PasskeyRemoval {
  /** Whose passkey: the actor's own, or (an admin's call) anyone's of the white-label. */
  memberId: string;
  passkeyId: string;
}

/**
 * Removes a passkey (a lost laptop), with its audit event, in one transaction. Nobody removes
 * their own last passkey (409 last_passkey): they could not sign in again, and only another
 * admin's enrolment link would bring them back. The person's row is locked first, so two
 * removals at once cannot both take the last two. The sessions the passkey opened end with it:
 * removing a lost laptop's passkey also signs that laptop out.
 */
export async function removePasskey(
  db: Database,
  actor: StaffActor,
  { memberId, passkeyId }: PasskeyRemoval,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await memberOfWhitelabel(tx, actor.whitelabelId, memberId, { lock: true });
    const [passkey] = await tx
      .select()
      .from(staffPasskeys)
      .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.memberId, member.id)));
    if (!passkey) throw new AppError(404, 'staff_passkey_not_found');
    if (member.id === actor.id) {
      const [held] = await tx
        .select({ count: count() })
        .from(staffPasskeys)
        .where(eq(staffPasskeys.memberId, member.id));
      if ((held?.count ?? 0) <= 1) throw new AppError(409, 'last_passkey');
    }
    await tx
      .update(staffSessions)
      .set({ endedAt: now })
      .where(and(eq(staffSessions.passkeyId, passkey.id), isNull(staffSessions.endedAt)));
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.id, passkey.id));
    await recordAuditEvent(tx, {
      whitelabelId: actor.whitelabelId,
      staff: { id: actor.id, name: actor.name },
      action: 'staff.passkey.remove',
      target: { type: 'staff', id: member.id },
      before: { passkeyId: passkey.id, label: passkey.label, credentialId: passkey.credentialId },
      address: actor.address,
      requestId: actor.requestId,
    });
  });
}
