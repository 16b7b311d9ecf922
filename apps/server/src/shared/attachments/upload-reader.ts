import type { Readable } from 'node:stream';
import { attachmentLimits, type AttachmentMediaType } from '@portico/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { sniffBytes, sniffMediaType } from './sniff.ts';

/** A file of a multipart upload, its type found by its content (sniff.ts). */
export interface UploadedFile {
  /** As the sender named it, cut to 255 characters; shown only, never trusted. */
  fileName: string;
  mediaType: AttachmentMediaType;
  content: Buffer;
}

export interface Upload {
  /** The text fields asked for (UploadRules.textFields) that were sent. */
  fields: ReadonlyMap<string, string>;
  files: UploadedFile[];
}

export interface UploadRules {
  /** The name of the file parts (e.g. `attachments`); files under another name are refused. */
  fileField: string;
  /** The names of the text parts kept; any other text part is refused (400 invalid_request). */
  textFields: readonly string[];
  /** What an upload over the total says: the claim's code or the contact form's. */
  tooBigCode: 'claim_files_toobig' | 'claim_files_toobig_contact';
  /** By default the contract's attachmentLimits (5 MiB in total, 5 files). */
  limits?: { totalBytes: number; maxFiles: number };
}

const fileNameMaxLength = 255;

/**
 * Reads a multipart/form-data request as it arrives, keeping at most `limits.totalBytes` of file
 * content in memory: the first byte past the total stops the read with 413 `tooBigCode`; a file
 * past `maxFiles` stops it with 400 protest_files_number; a file whose first bytes are not PNG,
 * JPEG, GIF or PDF stops it with 400 mime_type_not_valid (whatever its name and declared type).
 * Needs the multipart plugin (plugins/multipart.ts) registered in the route's scope.
 *
 * A refusal mid-body answers with `connection: close` and discards the rest of the body as it
 * comes (never stored), so the client still reads the answer and the connection is not reused
 * with half a body on it.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type');
  const { totalBytes, maxFiles } = rules.limits ?? attachmentLimits;
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!rules.textFields.includes(part.fieldname) || typeof part.value !== 'string') {
          throw new AppError(400, 'invalid_request', [
            { path: part.fieldname, code: 'unexpected' },
          ]);
        }
        if (part.valueTruncated) throw new AppError(413, 'payload_too_large');
        fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== rules.fileField) {
        throw new AppError(400, 'invalid_request', [{ path: part.fieldname, code: 'unexpected' }]);
      }
      if (files.length >= maxFiles) throw new AppError(400, 'protest_files_number');
      const chunks: Buffer[] = [];
      let bytes = 0;
      let mediaType: AttachmentMediaType | null = null;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > totalBytes) throw new AppError(413, rules.tooBigCode);
        chunks.push(chunk);
        bytes += chunk.length;
        if (mediaType === null && bytes >= sniffBytes) {
          mediaType = sniffedOrRefused(Buffer.concat(chunks));
        }
      }
      // A file shorter than the sniffing window: decide on what there is (too short is refused).
      mediaType ??= sniffedOrRefused(Buffer.concat(chunks));
      files.push({
        fileName: part.filename.slice(0, fileNameMaxLength),
        mediaType,
        content: Buffer.concat(chunks, bytes),
      });
    }
  } catch (error) {
    throw refusal(request, error);
  }
  return { fields, files };
}

function sniffedOrRefused(head: Buffer): AttachmentMediaType {
  const mediaType = sniffMediaType(head);
  if (mediaType === null) throw new AppError(400, 'mime_type_not_valid');
  return mediaType;
}

/**
 * The error to answer with, after letting the unread rest of the body drain to nowhere. The
 * multipart plugin's own errors (its limits) keep their 4xx status; a broken body is 400.
 */
function refusal(request: FastifyRequest, error: unknown): unknown {
  const headers = discardUnreadBody(request);
  if (error instanceof AppError) {
    return new AppError(error.statusCode, error.code, error.details, {
      ...error.headers,
      ...headers,
    });
  }
  if (hasClientStatus(error)) return error;
  // Busboy's own complaints (a body cut short, a broken boundary) carry no status: bad input.
  return new AppError(400, 'invalid_request', undefined, headers);
}

function hasClientStatus(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return false;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Lets what the server will not read of a request body drain to nowhere, and answers the headers
 * the refusal must carry: `connection: close` when part of the body was still unread, so the
 * client reads the answer and the connection is never reused with half a body on it. For routes
 * that refuse an upload before reading it (a bad session, a full gate).
 */
export function discardUnreadBody(request: FastifyRequest): Record<string, string> {
  const raw: Readable = request.raw;
  if (raw.readableEnded) return {};
  raw.resume();
  return { connection: 'close' };
}
