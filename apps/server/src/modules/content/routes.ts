import { articleParamsSchema, articleSchema, contentQuerySchema, routes } from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import type { ContentService } from './service.ts';

export interface ContentRoutesOptions {
  content: ContentService;
}

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { content },
) => {
  app.get(
    routes.article.path,
    {
      schema: {
        summary: 'An article of the white-label, in the request language',
        tags: ['content'],
        params: articleParamsSchema,
        headers: tenantHeadersSchema,
        querystring: contentQuerySchema,
        response: { 200: articleSchema },
      },
      config: { publicContent: true },
    },
    (request) => content.getArticle(request.whitelabel.id, request.params.id, request.language),
  );
};
