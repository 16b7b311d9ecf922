import { type ContactRequest, contactRequestSchema } from '@portico/contract';
import type { FastifyRequest } from 'fastify';
import {
  createUploadGate,
  jsonPartOf,
  parsedPart,
  receiveUpload,
  type UploadIntake,
} from '../../shared/attachments/index.ts';
import type { ContactFile } from './contact-repository.ts';

/**
 * The contact form's multipart body, read by the shared attachments intake (files sniffed, 5 MiB
 * in total with the contact form's code) behind a gate of its own, so a burst of uploads keeps
 * a bounded amount of file content in memory until the request is stored.
 */
const intake: UploadIntake = {
  gate: createUploadGate({ maxConcurrent: 4, maxWaiting: 100 }),
  rules: {
    fileField: 'attachments',
    textFields: ['request'],
    tooBigCode: 'claim_files_toobig_contact',
  },
};

/** Reads the `request` part (400 invalid_request) and the files, then `handle`s them. */
export function receiveContact<T>(
  request: FastifyRequest,
  handle: (contact: ContactRequest, files: ContactFile[]) => Promise<T>,
): Promise<T> {
  return receiveUpload(request, intake, async (read) => {
    const upload = await read();
    const contact = parsedPart('request', contactRequestSchema, jsonPartOf(upload, 'request'));
    return handle(
      contact,
      upload.files.map((file) => ({
        filename: file.fileName,
        contentType: file.mediaType,
        content: file.content,
      })),
    );
  });
}
