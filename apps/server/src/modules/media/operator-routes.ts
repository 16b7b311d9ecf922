import {
  mediaLibrarySchema,
  mediaLimits,
  type MediaPictureType,
  mediaPictureSchema,
  mediaPictureTypes,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import multipartPlugin from '../../plugins/multipart.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { AppError } from '../../shared/app-error.ts';
import {
  createUploadGate,
  receiveUpload,
  type UploadIntake,
} from '../../shared/attachments/index.ts';
import { type StaffGuard, staffActorOf } from '../staff/guard.ts';
import type { MediaStore } from './media-store.ts';

export interface MediaOperatorRoutesOptions {
  media: MediaStore;
  guard: StaffGuard;
}

const tags = ['Operator console'];

/**
 * One picture per request, read behind a gate of its own (a picture holds at most 2 MiB while it
 * is checked and stored): PNG, JPEG or WebP by its first bytes.
 */
const pictureIntake = (): UploadIntake<MediaPictureType> => ({
  gate: createUploadGate({ maxConcurrent: 2, maxWaiting: 20 }),
  rules: {
    fileField: 'picture',
    textFields: [],
    tooBigCode: 'media_too_large',
    limits: { totalBytes: mediaLimits.maxBytes, maxFiles: 1 },
    types: {
      accepted: mediaPictureTypes,
      refusedCode: 'media_type_not_valid',
      tooManyCode: 'invalid_request',
    },
  },
});

/** The console's media store (issue 28 item 10): the white-label's pictures, and uploads. */
export const mediaOperatorRoutes: FastifyPluginAsyncZod<MediaOperatorRoutesOptions> = async (
  app,
  { media, guard },
) => {
  app.get(
    routes.mediaPictures.path,
    {
      schema: {
        summary: 'The white-label\u2019s pictures (the media store), newest first',
        description: `Action content.edit. At most ${mediaLimits.listMax}.`,
        tags,
        headers: tenantHeadersSchema,
        response: { 200: mediaLibrarySchema },
      },
      preHandler: guard.require('content.edit'),
    },
    (request) => media.list(staffActorOf(request)),
  );

  await app.register(async (scope) => {
    await scope.register(multipartPlugin);
    const intake = pictureIntake();
    scope.withTypeProvider<ZodTypeProvider>().post(
      routes.uploadMediaPicture.path,
      {
        schema: {
          summary: 'Uploads a picture to the white-label\u2019s media store',
          description:
            'Action content.edit. multipart/form-data, one file `picture`: PNG, JPEG or WebP by ' +
            'its first bytes (no SVG: a document that may run script from the portal\u2019s ' +
            'origin), at most 2 MiB, each side at most 8192 pixels and 40 million pixels in ' +
            'all. Named by its content\u2019s hash (the same file twice is one picture), served ' +
            'at /media/<white-label code>/<name> with a year\u2019s cache. Its bytes count ' +
            'against the day\u2019s allowance of the person (MEDIA_MB_PER_STAFF_PER_DAY) and of ' +
            'the white-label (MEDIA_MB_PER_WHITELABEL_PER_DAY), reserved before it is stored. ' +
            'Audited (media.upload). Errors: 400 media_type_not_valid, ' +
            'media_dimensions_too_large, invalid_request (another part, a second file, no ' +
            'file); 408 request_timeout; 413 media_too_large; 415 unsupported_media_type; 429 ' +
            'media_staff_limit, media_whitelabel_limit, too_many_requests; 503 ' +
            'service_unavailable (too many uploads waiting).',
          tags,
          headers: tenantHeadersSchema,
          consumes: ['multipart/form-data'],
          response: { 201: mediaPictureSchema },
        },
        preHandler: guard.require('content.edit'),
      },
      async (request, reply) => {
        const picture = await receiveUpload(request, intake, async (read) => {
          const [file] = (await read()).files;
          if (!file) {
            throw new AppError(400, 'invalid_request', [{ path: 'picture', code: 'required' }]);
          }
          return media.upload(staffActorOf(request), file);
        });
        return reply.code(201).send(picture);
      },
    );
  });
};
