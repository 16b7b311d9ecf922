import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipartPlugin from '../../plugins/multipart.ts';
import { createUploadGate, readUpload } from '../../shared/attachments/index.ts';
import type { ContactFile } from './contact-repository.ts';

/**
 * The contact form's multipart body, read by the shared attachments reader (files sniffed, 5 MiB
 * in total with the contact form's code) behind a gate of its own, so a burst of uploads keeps
 * a bounded amount of file content in memory until the request is stored.
 */
const gate = createUploadGate({ maxConcurrent: 4, maxWaiting: 100 });

export const contactUpload = {
  async register(scope: FastifyInstance): Promise<void> {
    await scope.register(multipartPlugin);
  },

  read<T>(
    request: FastifyRequest,
    handle: (fields: ReadonlyMap<string, string>, files: ContactFile[]) => Promise<T>,
  ): Promise<T> {
    return gate.run(async () => {
      const upload = await readUpload(request, {
        fileField: 'attachments',
        textFields: ['request'],
        tooBigCode: 'claim_files_toobig_contact',
      });
      return handle(
        upload.fields,
        upload.files.map((file) => ({
          filename: file.fileName,
          contentType: file.mediaType,
          content: file.content,
        })),
      );
    });
  },
};
