import type { Readable } from 'node:stream';
import { attachmentLimits, type AttachmentMediaType } from '@portico/contract';
import type { FastifyRequest } from 'fastify';
// The request's multipart methods (parts, isMultipart) are declared by the plugin's types: named
// here so that any program compiling this file sees them, not only the one that registers it.
import type {} from '@fastify/multipart';
import { AppError } from '../app-error.ts';
import { storedFileName } from './file-name.ts';
import { type SniffedMediaType, sniffAccepted, sniffBytes } from './sniff.ts';
import { type MultipartParts, type ReadOptions, readWatchedParts } from './watched-read.ts';

/** A file of a multipart upload, its type found by its content (sniff.ts). */
export interface UploadedFile<M extends SniffedMediaType = AttachmentMediaType> {
  /** As the sender named it, cleaned and cut to 255 characters (file-name.ts); shown only. */
  fileName: string;
  mediaType: M;
  content: Buffer;
}

export interface Upload<M extends SniffedMediaType = AttachmentMediaType> {
  /** The text fields asked for (UploadRules.textFields) that were sent. */
  fields: ReadonlyMap<string, string>;
  files: UploadedFile<M>[];
}

/**
 * What another upload than a claim's accepts (the media store's pictures): its types by content,
 * and its own codes for a file of another type and for a second file.
 */
export interface UploadTypes<M extends SniffedMediaType> {
  accepted: readonly M[];
  /** A file of another type (the attachments': mime_type_not_valid). */
  refusedCode: 'mime_type_not_valid' | 'media_type_not_valid';
  /** A file past `limits.maxFiles` (the attachments': protest_files_number). */
  tooManyCode: 'protest_files_number' | 'invalid_request';
}

export interface UploadRules<M extends SniffedMediaType = AttachmentMediaType> {
  /** The name of the file parts (e.g. `attachments`); files under another name are refused. */
  fileField: string;
  /** The names of the text parts kept; any other text part is refused (400 invalid_request). */
  textFields: readonly string[];
  /** What an upload over the total says: the claim's code or the contact form's. */
  tooBigCode: 'claim_files_toobig' | 'claim_files_toobig_contact' | 'media_too_large';
  /** By default the contract's attachmentLimits (5 MiB in total, 5 files). */
  limits?: { totalBytes: number; maxFiles: number };
  /** By default the attachments' types (PNG, JPEG, GIF, PDF) and codes. */
  types?: UploadTypes<M>;
}

const attachmentTypes: UploadTypes<AttachmentMediaType> = {
  accepted: attachmentLimits.mediaTypes,
  refusedCode: 'mime_type_not_valid',
  tooManyCode: 'protest_files_number',
};

/**
 * Reads a multipart/form-data request as it arrives, keeping at most `limits.totalBytes` of file
 * content in memory: the first byte past the total stops the read with 413 `tooBigCode`; a file
 * past `maxFiles` stops it with 400 protest_files_number; a file whose first bytes are not PNG,
 * JPEG, GIF or PDF stops it with 400 mime_type_not_valid (whatever its name and declared type).
 * Needs the multipart plugin (plugins/multipart.ts) registered in the route's scope.
 *
 * A refusal leaves the rest of the body unread: the caller drains it before answering
 * (receive-upload.ts does, once the upload's slot is given back). A read stopped by `signal`, by
 * the pace or by its client gone throws an UploadCut (upload-cut.ts), whose body is not drained.
 */
export async function readUpload<M extends SniffedMediaType = AttachmentMediaType>(
  request: FastifyRequest,
  rules: UploadRules<M>,
  options: ReadOptions = {},
): Promise<Upload<M>> {
  return readWatchedParts(request, (parts) => readParts(parts, rules), options);
}

async function readParts<M extends SniffedMediaType>(
  parts: MultipartParts,
  rules: UploadRules<M>,
): Promise<Upload<M>> {
  const { totalBytes, maxFiles } = rules.limits ?? attachmentLimits;
  // Without `types`, M is the default (AttachmentMediaType): the attachments' own types.
  const types = rules.types ?? (attachmentTypes as unknown as UploadTypes<M>);
  const sniffedOrRefused = (head: Buffer): M => {
    const mediaType = sniffAccepted(head, types.accepted);
    if (mediaType === null) throw new AppError(400, types.refusedCode);
    return mediaType;
  };
  const fields = new Map<string, string>();
  const files: UploadedFile<M>[] = [];
  let total = 0;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (!rules.textFields.includes(part.fieldname) || typeof part.value !== 'string') {
        throw new AppError(400, 'invalid_request', [{ path: part.fieldname, code: 'unexpected' }]);
      }
      if (part.valueTruncated) throw new AppError(413, 'payload_too_large');
      fields.set(part.fieldname, part.value);
      continue;
    }
    if (part.fieldname !== rules.fileField) {
      throw new AppError(400, 'invalid_request', [{ path: part.fieldname, code: 'unexpected' }]);
    }
    if (files.length >= maxFiles) throw new AppError(400, types.tooManyCode);
    // Room for what the allowance has left, written as the file arrives: one copy of the file,
    // never chunks plus their concatenation. Pages never written are never resident.
    const content = Buffer.allocUnsafe(totalBytes - total);
    let bytes = 0;
    let mediaType: M | null = null;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > totalBytes) throw new AppError(413, rules.tooBigCode);
      chunk.copy(content, bytes);
      bytes += chunk.length;
      if (mediaType === null && bytes >= sniffBytes) {
        mediaType = sniffedOrRefused(content.subarray(0, bytes));
      }
    }
    // A form's file input left empty: browsers send a part with no name and no bytes.
    if (bytes === 0 && part.filename === '') continue;
    // A file shorter than the sniffing window: decide on what there is (too short is refused).
    mediaType ??= sniffedOrRefused(content.subarray(0, bytes));
    files.push({
      fileName: storedFileName(part.filename, mediaType),
      mediaType,
      content: content.subarray(0, bytes),
    });
  }
  return { fields, files };
}

/** How much of a refused body is read and thrown away, at most, before the answer. */
const drainLimits = { bytes: 64 * 1024 * 1024, ms: 15_000 };

/**
 * Reads what is left of a refused request body and throws it away (nothing is kept), so that the
 * answer goes out once the client has sent everything: a client still writing when the server
 * answers and closes gets a broken pipe instead of the answer (browsers and Node alike). Past 64
 * MiB or 15 s the connection is cut instead. Answers the headers the refusal must carry:
 * `connection: close` when part of the body was unread. For routes that refuse an upload before
 * reading it (a bad session, a full gate) too.
 */
export async function discardUnreadBody(request: FastifyRequest): Promise<Record<string, string>> {
  const raw: Readable = request.raw;
  if (raw.readableEnded) return {};
  // Its connection closed: nothing will come, and its 'close' was already emitted.
  if (raw.destroyed) return { connection: 'close' };
  await new Promise<void>((resolve) => {
    let discarded = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', count);
      resolve();
    };
    const cut = () => {
      raw.destroy();
      finish();
    };
    const count = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > drainLimits.bytes) cut();
    };
    const timer = setTimeout(cut, drainLimits.ms);
    raw.on('data', count);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    // Off the multipart parser first, so nothing more is parsed or queued.
    raw.unpipe();
    raw.resume();
  });
  return { connection: 'close' };
}
