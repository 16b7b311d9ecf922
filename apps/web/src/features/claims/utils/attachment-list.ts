import { attachmentLimits, type AttachmentMediaType } from '@portico/contract';
import { sniffAttachment } from './sniff-attachment.ts';

export interface Attachment {
  /** Stable key for the list (names may repeat). */
  key: string;
  file: File;
  mediaType: AttachmentMediaType;
}

export type AttachmentRefusalCode =
  'mime_type_not_valid' | 'protest_files_number' | 'claim_files_toobig';

export interface AttachmentRefusal {
  name: string;
  code: AttachmentRefusalCode;
}

export interface AddedAttachments {
  attachments: Attachment[];
  refused: AttachmentRefusal[];
}

let lastKey = 0;
const nextKey = () => `attachment-${(lastKey += 1)}`;

export const totalBytes = (attachments: readonly Pick<Attachment, 'file'>[]) =>
  attachments.reduce((sum, { file }) => sum + file.size, 0);

/**
 * The picked files added to the list, each checked before any upload with the server's codes
 * (spec 000 section 8): its content must be PNG, JPG, GIF or PDF (mime_type_not_valid), the list
 * holds at most attachmentLimits.maxFiles (protest_files_number) and 5 MB in all
 * (claim_files_toobig). A refused file is left out; the others are kept.
 */
export async function addAttachments(
  current: readonly Attachment[],
  picked: readonly File[],
): Promise<AddedAttachments> {
  const attachments = [...current];
  const refused: AttachmentRefusal[] = [];
  const types = await Promise.all(picked.map(sniffAttachment));
  picked.forEach((file, index) => {
    const mediaType = types[index] ?? null;
    if (mediaType === null) {
      refused.push({ name: file.name, code: 'mime_type_not_valid' });
    } else if (attachments.length >= attachmentLimits.maxFiles) {
      refused.push({ name: file.name, code: 'protest_files_number' });
    } else if (totalBytes(attachments) + file.size > attachmentLimits.totalBytes) {
      refused.push({ name: file.name, code: 'claim_files_toobig' });
    } else {
      attachments.push({ key: nextKey(), file, mediaType });
    }
  });
  return { attachments, refused };
}
