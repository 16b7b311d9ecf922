import {
  contactFormSchema,
  contactSentSchema,
  contentNodeSchema,
  contentQuerySchema,
  faqArticleSchema,
  faqCategorySchema,
  faqSchema,
  helpParamsSchema,
  helpSearchQuerySchema,
  helpSearchResponseSchema,
  routes,
  sendContactQuerySchema,
} from '@portico/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import multipartPlugin from '../../plugins/multipart.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { AppError } from '../../shared/app-error.ts';
import { receiveContact } from './contact-upload.ts';
import type { HelpService } from './service.ts';

export interface HelpRoutesOptions {
  help: HelpService;
  /** Contact requests per client IP and rate-limit window (as the other public writes). */
  rateLimitMax: number;
}

const tags = ['help'];

/** The help centre (spec 000 section 7 "Help", issue 14 items 1-3). */
export const helpRoutes: FastifyPluginAsyncZod<HelpRoutesOptions> = async (
  app,
  { help, rateLimitMax },
) => {
  const read = (summary: string) => ({
    summary,
    tags,
    headers: tenantHeadersSchema,
  });

  app.get(
    routes.faq.path,
    {
      schema: {
        ...read("The help centre's cover and category tiles"),
        querystring: contentQuerySchema,
        response: { 200: faqSchema },
      },
      config: { publicContent: true },
    },
    (request) => help.getFaq(request.whitelabel.id, request.language),
  );

  app.get(
    routes.faqCategory.path,
    {
      schema: {
        ...read('A help category and its articles (404 faq_category_not_found)'),
        params: helpParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: faqCategorySchema },
      },
      config: { publicContent: true },
    },
    (request) => help.getCategory(request.whitelabel.id, request.params.id, request.language),
  );

  app.get(
    routes.faqArticle.path,
    {
      schema: {
        ...read("A help article's extract, shown when its accordion opens (404 article_not_found)"),
        params: helpParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: faqArticleSchema },
      },
      config: { publicContent: true },
    },
    (request) => help.getArticle(request.whitelabel.id, request.params.id, request.language),
  );

  app.get(
    routes.faqSearch.path,
    {
      schema: {
        ...read('Help articles whose title or text hold every word of q'),
        description:
          'Accents and case ignored, in the request language; at most 10 results, titles first. ' +
          'q: 2 to 100 characters (400 invalid_request).',
        querystring: helpSearchQuerySchema,
        response: { 200: helpSearchResponseSchema },
      },
      config: { publicContent: true },
    },
    async (request) => ({
      results: await help.search(request.whitelabel.id, request.query.q, request.language),
    }),
  );

  app.get(
    routes.faqCategorySmartform.path,
    {
      schema: {
        ...read('Where the assistant starts for a help category'),
        description: '404 faq_category_not_found, or smartform_not_found when it has none.',
        params: helpParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: contentNodeSchema },
      },
      config: { publicContent: true },
    },
    (request) => help.getCategoryNode(request.whitelabel.id, request.params.id, request.language),
  );

  app.get(
    routes.smartform.path,
    {
      schema: {
        ...read("One of the assistant's content nodes with its children (and form for ACTION)"),
        params: helpParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: contentNodeSchema },
      },
      config: { publicContent: true },
    },
    (request) => help.getNode(request.whitelabel.id, request.params.id, request.language),
  );

  app.get(
    routes.contactForm.path,
    {
      schema: {
        ...read("The assistant's first choices; an empty list means no contact form"),
        querystring: contentQuerySchema,
        response: { 200: contactFormSchema },
      },
      config: { publicContent: true },
    },
    (request) => help.contactForm(request.whitelabel.id, request.language),
  );

  // The contact form's own counter on top of the API-wide one (see alerts/routes.ts).
  const contactLimit = app.namedRateLimit('contact', rateLimitMax);
  const limitContact: onRequestAsyncHookHandler = async (request, reply) => {
    const limit = await contactLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      void reply.header('retry-after', String(limit.ttlInSeconds));
      throw new AppError(429, 'too_many_requests');
    }
  };

  // A bearer token identifies a sender (the larger daily allowance); one that no longer does
  // (expired, signed out) leaves an anonymous sender rather than keeping anyone from the desk.
  const identifySender: onRequestAsyncHookHandler = async function (request, reply) {
    try {
      await app.identifyAccount.call(this, request, reply);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 401)) throw error;
    }
  };

  await app.register(async (scope) => {
    await scope.register(multipartPlugin);
    scope.withTypeProvider<ZodTypeProvider>().post(
      routes.sendContactForm.path,
      {
        schema: {
          summary: 'Sends a contact request from an ACTION node of the assistant',
          description:
            'multipart/form-data: `request` = JSON { nodeId, email, message, fields }, files ' +
            '`attachments` (PNG, JPG, GIF or PDF by content; 5 MiB in total, 5 files). Needs a ' +
            'solved captcha (`captchaToken`). 201 { reference }; the support address gets a ' +
            'notification, the visitor an acknowledgment (at most `acknowledgmentsPerAddress` ' +
            'a day per address, 5 by default; past it the request is still stored). The ' +
            "bytes stored (files and text) count against the sender's daily allowance: a " +
            'signed-in account (bearer token) or a valid lookup `sessionId` is counted per ' +
            'account or looked-up target and per client address (50 and 100 MiB by default), ' +
            'anyone else per client address (20 MiB). Errors: 400 invalid_request, required, ' +
            'captcha_mandatory, mime_type_not_valid, protest_files_number, ' +
            'mandatory_attachment_missing; 403 captcha_invalid, captcha_expired; 404 ' +
            'smartform_not_found; 408 request_timeout (an upload under 16 KiB/s after its first ' +
            '10 s, or over 120 s in all; the connection is closed); 413 ' +
            'claim_files_toobig_contact; 415 unsupported_media_type; 429 too_many_requests (also ' +
            'a client address with 3 uploads in progress), contact_limit_reached (Retry-After: ' +
            'until the day ends, UTC); 503 service_unavailable when too many uploads wait.',
          tags,
          headers: tenantHeadersSchema.extend({
            authorization: z.string().optional().describe('Bearer <accessToken> of an account'),
          }),
          querystring: sendContactQuerySchema,
          response: {
            201: contactSentSchema,
          },
        },
        onRequest: [limitContact, identifySender],
      },
      async (request, reply) => {
        const sent = await receiveContact(request, (contact, files) =>
          help.sendContact(
            request.whitelabel,
            contact,
            files,
            request.query.captchaToken,
            request.language,
            {
              ip: request.ip,
              userId: request.account?.userId ?? null,
              sessionId: request.query.sessionId,
            },
          ),
        );
        return reply.code(201).send(sent);
      },
    );
  });
};
