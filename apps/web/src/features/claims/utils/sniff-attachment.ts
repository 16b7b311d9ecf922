import type { AttachmentMediaType } from '@portico/contract';

/** The first bytes of each accepted type (the server sniffs the same signatures). */
const signatures: readonly { type: AttachmentMediaType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

const headLength = Math.max(...signatures.map((signature) => signature.bytes.length));

/** The accepted type these first bytes are, or null for anything else. */
export function mediaTypeOfBytes(head: Uint8Array): AttachmentMediaType | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

function readHead(file: Blob): Promise<ArrayBuffer> {
  const head = file.slice(0, headLength);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer();
  // Older engines (and some test DOMs) have no Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The file's type by its content, not its name or the type the browser guessed from the name (a
 * renamed .exe is no PDF): the spec's "only PNG, JPG, GIF, PDF", checked before uploading. An
 * unreadable file counts as none of them.
 */
export async function sniffAttachment(file: Blob): Promise<AttachmentMediaType | null> {
  try {
    return mediaTypeOfBytes(new Uint8Array(await readHead(file)));
  } catch {
    return null;
  }
}
