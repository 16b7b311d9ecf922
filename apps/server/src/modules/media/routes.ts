import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export interface MediaRoutesOptions {
  root: string;
}

/**
 * Pictures and logos the content refers to as /media/<tenant>/<file>. Their names are not hashed,
 * so browsers keep them an hour rather than forever.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { root }) => {
  if (!existsSync(root)) {
    app.log.warn({ root }, 'media folder missing: /media answers 404');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1h',
    index: false,
    dotfiles: 'deny',
  });
};
