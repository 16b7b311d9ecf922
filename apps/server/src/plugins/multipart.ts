import multipart from '@fastify/multipart';
import { attachmentLimits } from '@portico/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for the routes that take attachments (claims, contact requests). Register it
 * in those routes' own scope: it adds request hooks, which the rest of the API should not pay for.
 * The parser's limits are only a backstop; shared/attachments/upload-reader.ts enforces the real
 * ones (total size, file count, types) with the spec's codes.
 */
const multipartPlugin: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    // The reader counts the total across files and stops first; the parser never truncates.
    throwFileSizeLimit: false,
    limits: {
      fileSize: attachmentLimits.totalBytes + 1,
      files: attachmentLimits.maxFiles + 1,
      fields: 10,
      // A claim's JSON: 200 journey ids of up to 100 characters and a 2000-character comment.
      fieldSize: 64 * 1024,
      parts: 20,
      headerPairs: 20,
    },
  });
};

export default fp(multipartPlugin, { name: 'portico-multipart' });
