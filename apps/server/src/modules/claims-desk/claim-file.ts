import type { AttachmentMediaType } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { findAttachment, findProtest } from '../protests/repository.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { StaffActor } from '../staff/guard.ts';

export interface ClaimFile {
  fileName: string;
  mediaType: AttachmentMediaType;
  content: Buffer;
}

/**
 * One file of a claim of the person's white-label, its reading written to the audit log in the
 * same transaction (a claimant's identity papers are personal data: who saw them is kept).
 * 404 protest_not_found (another white-label's claim too) or protest_attachment_not_found.
 */
export function readClaimFile(
  db: Database,
  actor: StaffActor,
  reference: string,
  attachmentId: string,
): Promise<ClaimFile> {
  return db.transaction(async (tx) => {
    const protest = await findProtest(tx, actor.whitelabelId, reference);
    if (!protest) throw new AppError(404, 'protest_not_found');
    const file = await findAttachment(tx, protest.id, attachmentId);
    if (!file) throw new AppError(404, 'protest_attachment_not_found');
    await recordAuditEvent(tx, {
      whitelabelId: actor.whitelabelId,
      staff: { id: actor.id, name: actor.name },
      action: 'claims.file.view',
      target: { type: 'claim', id: protest.reference },
      after: { attachmentId, fileName: file.fileName, mediaType: file.mediaType },
      address: actor.address,
      requestId: actor.requestId,
    });
    return file;
  });
}
