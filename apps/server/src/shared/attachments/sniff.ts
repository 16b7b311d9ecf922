import type { AttachmentMediaType } from '@portico/contract';

/**
 * The type of a file from its first bytes, never from its name or the type the browser declared
 * (a renamed program stays a program). Only the four types claims and contact requests accept.
 */
const signatures: readonly {
  mediaType: AttachmentMediaType;
  magic: readonly (readonly number[])[];
}[] = [
  { mediaType: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { mediaType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  {
    mediaType: 'image/gif',
    magic: [ascii('GIF87a'), ascii('GIF89a')],
  },
  { mediaType: 'application/pdf', magic: [ascii('%PDF-')] },
];

/** How many leading bytes sniffMediaType needs to decide. */
export const sniffBytes = 8;

export function sniffMediaType(head: Uint8Array): AttachmentMediaType | null {
  for (const { mediaType, magic } of signatures) {
    if (magic.some((bytes) => startsWith(head, bytes))) return mediaType;
  }
  return null;
}

function startsWith(head: Uint8Array, bytes: readonly number[]): boolean {
  return head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}
