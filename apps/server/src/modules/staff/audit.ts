import type { Database } from '../../db/database.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** One staff action as the audit log keeps it (issue 28 item 5). */
export interface AuditEvent {
  whitelabelId: number;
  /** The person, or null for a command run on the server. */
  staff: { id: string; name: string } | null;
  /** Who acted when no person did, instead of "server command" (e.g. the identity provider). */
  actorName?: string;
  action: string;
  target: { type: string; id: string };
  reason?: string;
  before?: unknown;
  after?: unknown;
  /** The client's address and the request's id, when a request did it. */
  address?: string;
  requestId?: string;
}

/** The name an event shows for what a server command did, instead of a person. */
export const serverCommandName = 'server command';

/**
 * Appends one event. Call it inside the transaction that makes the change, so the change and its
 * record stand or fall together; the table refuses any later UPDATE or DELETE.
 */
export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    whitelabelId: event.whitelabelId,
    staffId: event.staff?.id ?? null,
    staffName: event.staff?.name ?? event.actorName ?? serverCommandName,
    action: event.action,
    targetType: event.target.type,
    targetId: event.target.id,
    reason: event.reason ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    address: event.address ?? null,
    requestId: event.requestId ?? null,
  });
}
