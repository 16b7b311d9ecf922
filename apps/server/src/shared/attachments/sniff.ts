import type { AttachmentMediaType, MediaPictureType } from '@portico/contract';

/** Every type the uploads recognise by content: claims' attachments and the media store's. */
export type SniffedMediaType = AttachmentMediaType | MediaPictureType;

/**
 * The type of a file from its first bytes, never from its name or the type the browser declared
 * (a renamed program stays a program). Each upload accepts its own few (`accepted`).
 */
const signatures: readonly {
  mediaType: SniffedMediaType;
  /** Bytes at their offset; `null` matches any byte (WebP's RIFF size). */
  magic: readonly (readonly (number | null)[])[];
}[] = [
  { mediaType: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { mediaType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  {
    mediaType: 'image/gif',
    magic: [ascii('GIF87a'), ascii('GIF89a')],
  },
  { mediaType: 'application/pdf', magic: [ascii('%PDF-')] },
  // RIFF, the chunk's 4-byte size, then WEBP.
  {
    mediaType: 'image/webp',
    magic: [[...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]],
  },
];

/** How many leading bytes sniffMediaType needs to decide (WebP's signature is 12 bytes long). */
export const sniffBytes = 12;

const attachmentTypes: readonly AttachmentMediaType[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'application/pdf',
];

/** A claim's or contact request's file type: PNG, JPEG, GIF or PDF, else null. */
export function sniffMediaType(head: Uint8Array): AttachmentMediaType | null {
  return sniffAccepted(head, attachmentTypes);
}

/** The file's type if it is one of `accepted`, else null. */
export function sniffAccepted<T extends SniffedMediaType>(
  head: Uint8Array,
  accepted: readonly T[],
): T | null {
  for (const { mediaType, magic } of signatures) {
    if (!(accepted as readonly SniffedMediaType[]).includes(mediaType)) continue;
    if (magic.some((bytes) => startsWith(head, bytes))) return mediaType as T;
  }
  return null;
}

function startsWith(head: Uint8Array, bytes: readonly (number | null)[]): boolean {
  return (
    head.length >= bytes.length &&
    bytes.every((byte, index) => byte === null || head[index] === byte)
  );
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}
