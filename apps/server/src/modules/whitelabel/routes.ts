import {
  contentQuerySchema,
  footerSchema,
  homePageSchema,
  routes,
  whitelabelSchema,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { presentWhitelabel } from './presenter.ts';
import type { WhitelabelService } from './service.ts';

export interface WhitelabelRoutesOptions {
  whitelabel: WhitelabelService;
}

const errors = errorResponses(400, 404, 429, 500);

export const whitelabelRoutes: FastifyPluginAsyncZod<WhitelabelRoutesOptions> = async (
  app,
  { whitelabel },
) => {
  app.get(
    routes.whitelabel.path,
    {
      schema: {
        summary: "The white-label's identity: name, logo, GDPR text, SEO, languages",
        tags: ['whitelabel'],
        headers: tenantHeadersSchema,
        querystring: contentQuerySchema,
        response: { 200: whitelabelSchema, ...errors },
      },
      config: { publicContent: true },
    },
    async (request) => presentWhitelabel(request.whitelabel, request.language),
  );

  app.get(
    routes.homePage.path,
    {
      schema: {
        summary: 'The home page: banner, actions, article blocks',
        tags: ['whitelabel'],
        headers: tenantHeadersSchema,
        querystring: contentQuerySchema,
        response: { 200: homePageSchema, ...errors },
      },
      config: { publicContent: true },
    },
    (request) => whitelabel.getHomePage(request.whitelabel, request.language),
  );

  app.get(
    routes.footer.path,
    {
      schema: {
        summary: 'The footer links',
        tags: ['whitelabel'],
        headers: tenantHeadersSchema,
        querystring: contentQuerySchema,
        response: { 200: footerSchema, ...errors },
      },
      config: { publicContent: true },
    },
    (request) => whitelabel.getFooter(request.whitelabel, request.language),
  );
};
