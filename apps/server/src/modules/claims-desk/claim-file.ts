import type { AttachmentMediaType } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { findAttachment, findAttachmentBytes, findProtest } from '../protests/repository.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { StaffActor } from '../staff/guard.ts';
import { type ClaimFileAllowance, reserveClaimFileView } from './file-allowance.ts';

export interface ClaimFile {
  fileName: string;
  mediaType: AttachmentMediaType;
  content: Buffer;
}

/**
 * One file of a claim of the person's white-label, its reading written to the audit log in the
 * same transaction (a claimant's identity papers are personal data: who saw them is kept).
 * The person's allowance (files per hour and day, bytes per day) is counted first, from the
 * file's stored size, before its content is read: 429 claim_file_view_limit past it.
 * 404 protest_not_found (another white-label's claim too) or protest_attachment_not_found.
 */
export async function readClaimFile(
  db: Database,
  allowance: ClaimFileAllowance,
  actor: StaffActor,
  reference: string,
  attachmentId: string,
  now: Date,
): Promise<ClaimFile> {
  const protest = await findProtest(db, actor.whitelabelId, reference);
  if (!protest) throw new AppError(404, 'protest_not_found');
  const bytes = await findAttachmentBytes(db, protest.id, attachmentId);
  if (bytes === undefined) throw new AppError(404, 'protest_attachment_not_found');
  await reserveClaimFileView(db, allowance, actor, bytes, now);
  return db.transaction(async (tx) => {
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
