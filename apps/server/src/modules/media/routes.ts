import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { ServedPicture } from './media-store.ts';

export interface MediaRoutesOptions {
  /** The media folder: the tenant files' pictures and logos, under their white-label's code. */
  root: string;
  /** The media store's picture of a white-label's code and a name, or null. */
  findPicture: (whitelabelCode: string, name: string) => Promise<ServedPicture | null>;
}

/** A name the store may hold: no folder, no dot first (mediaPathPattern's name). */
const storedName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const whitelabelCode = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Pictures and logos the content refers to as /media/<white-label code>/<name>: the media store's
 * (the console's uploads) first, then the media folder's. A stored picture's name holds its
 * content's hash, so it is cached for a year as immutable; the folder's names are not hashed, so
 * browsers keep them an hour. Either way `nosniff`: the type said is the type found at upload
 * (the store) or the file's extension (the folder, files reviewed in git).
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (
  app,
  { root, findPicture },
) => {
  const folder = existsSync(root);
  if (!folder) app.log.warn({ root }, 'media folder missing: /media serves the media store only');
  else {
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      maxAge: '1h',
      index: false,
      dotfiles: 'deny',
      setHeaders: (reply) => reply.header('x-content-type-options', 'nosniff'),
    });
  }

  app.get<{ Params: { code: string; name: string } }>(
    '/media/:code/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { code, name } = request.params;
      const picture =
        whitelabelCode.test(code) && storedName.test(name) ? await findPicture(code, name) : null;
      if (picture) {
        const etag = `"${picture.sha256}"`;
        reply.headers({
          'content-type': picture.contentType,
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          etag,
          // Opened on its own, a picture runs nothing and loads nothing.
          'content-security-policy': "default-src 'none'; sandbox",
        });
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.send(picture.content);
      }
      if (!folder) return reply.callNotFound();
      return reply.sendFile(`${code}/${name}`);
    },
  );
};
