import { contentQuerySchema, faqSchema, routes } from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import type { HelpService } from './service.ts';

export interface HelpRoutesOptions {
  help: HelpService;
}

export const helpRoutes: FastifyPluginAsyncZod<HelpRoutesOptions> = async (app, { help }) => {
  app.get(
    routes.faq.path,
    {
      schema: {
        summary: "The help centre's cover and category tiles",
        tags: ['help'],
        headers: tenantHeadersSchema,
        querystring: contentQuerySchema,
        response: { 200: faqSchema, ...errorResponses(400, 404, 429, 500) },
      },
      config: { publicContent: true },
    },
    (request) => help.getFaq(request.whitelabel.id, request.language),
  );
};
