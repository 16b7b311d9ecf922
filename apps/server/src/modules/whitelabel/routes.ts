import {
  authenticationPageQuerySchema,
  authenticationPageSchema,
  contentQuerySchema,
  footerSchema,
  homePageSchema,
  routes,
  whitelabelSchema,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { presentWhitelabel } from './presenter.ts';
import type { WhitelabelService } from './service.ts';

export interface WhitelabelRoutesOptions {
  whitelabel: WhitelabelService;
}

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
        response: { 200: whitelabelSchema },
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
        response: { 200: homePageSchema },
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
        response: { 200: footerSchema },
      },
      config: { publicContent: true },
    },
    (request) => whitelabel.getFooter(request.whitelabel, request.language),
  );

  app.get(
    routes.authenticationPage.path,
    {
      schema: {
        summary: 'The sign-in page\u2019s title, text and picture, in the request language',
        description:
          'type=user: the customers\u2019 page (account/login); type=renter: the rental ' +
          'companies\u2019 (renters/login). A white-label without the page answers nulls. ' +
          'Errors: 400 invalid_request (type missing or another value).',
        tags: ['whitelabel'],
        headers: tenantHeadersSchema,
        querystring: authenticationPageQuerySchema,
        response: { 200: authenticationPageSchema },
      },
      config: { publicContent: true },
    },
    (request) =>
      whitelabel.getAuthenticationPage(request.whitelabel, request.query.type, request.language),
  );
};
