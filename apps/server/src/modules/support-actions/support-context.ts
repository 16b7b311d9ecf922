import type { Database } from '../../db/database.ts';
import type { JourneysService } from '../journeys/service.ts';
import type { MailService } from '../mail/service.ts';
import type { StaffActor } from '../staff/guard.ts';
import type { AuditEvent } from '../staff/audit.ts';

/** What the support actions run on. */
export interface SupportActionsDeps {
  db: Database;
  journeys: Pick<JourneysService, 'prepareRebuild'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  clock: () => Date;
}

/** The audit event of an action by this person, with their reason, address and request id. */
export function auditBy(
  actor: StaffActor,
  event: Pick<AuditEvent, 'action' | 'target' | 'before' | 'after'> & { reason: string },
): AuditEvent {
  return {
    whitelabelId: actor.whitelabelId,
    staff: { id: actor.id, name: actor.name },
    address: actor.address,
    requestId: actor.requestId,
    ...event,
  };
}
