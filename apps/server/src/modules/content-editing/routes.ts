import {
  contentDraftBodySchema,
  contentItemListSchema,
  contentItemParamsSchema,
  contentKindParamsSchema,
  contentItemSchema,
  contentPublishBodySchema,
  contentRevisionSchema,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { clientGoneSignal } from '../../shared/client-gone.ts';
import { type StaffGuard, staffActorOf } from '../staff/guard.ts';
import type { ContentEditingService } from './service.ts';

export interface ContentEditingRoutesOptions {
  contentEditing: ContentEditingService;
  guard: StaffGuard;
}

const tags = ['Operator console'];

/** The console's content editing (issue 28 item 10): read, save a draft, publish or revert. */
export const contentEditingRoutes: FastifyPluginAsyncZod<ContentEditingRoutesOptions> = async (
  app,
  { contentEditing, guard },
) => {
  app.get(
    routes.contentItems.path,
    {
      schema: {
        summary: 'The items of a kind of the portal\u2019s content',
        description:
          'Action content.edit. The live items, then the new articles that only drafts hold.',
        tags,
        headers: tenantHeadersSchema,
        params: contentKindParamsSchema,
        response: { 200: contentItemListSchema },
      },
      preHandler: guard.require('content.edit'),
    },
    (request) => contentEditing.listItems(staffActorOf(request), request.params.kind),
  );

  app.get(
    routes.contentItem.path,
    {
      schema: {
        summary: 'An item of the portal\u2019s content: live, newest draft, history',
        description:
          'Action content.edit. Items: `home/main`, `authentication-page/user|renter`, ' +
          '`prepayment-page/main`, `article/<slug>` (a slug without an article: a new one, empty), ' +
          '`help/main` (the help page: cover texts, categories), `help-category/<id>` (a live ' +
          'category\u2019s entries), `assistant/main` (the assistant\u2019s steps and their forms), ' +
          '`footer/main`, `trips-page/main`. ' +
          'Errors: 400 article_id_reserved (a page of the portal); 404 content_not_found.',
        tags,
        headers: tenantHeadersSchema,
        params: contentItemParamsSchema,
        response: { 200: contentItemSchema },
      },
      preHandler: guard.require('content.edit'),
    },
    (request) =>
      contentEditing.getItem(staffActorOf(request), request.params.kind, request.params.key),
  );

  app.put(
    routes.saveContentDraft.path,
    {
      schema: {
        summary: 'Saves a draft of an item',
        description:
          'Action content.edit. A draft may leave texts empty; visitors see nothing of it. ' +
          'The document must be the kind\u2019s (400 invalid_request); the articles it points ' +
          'to must be live articles of the white-label (400 content_article_unknown), the help ' +
          'categories an assistant step starts from live ones (400 help_category_unknown); an ' +
          'assistant\u2019s tree must hold (one ROOT first, each step after its parent: 400 ' +
          'invalid_request naming each problem). ' +
          'Audited with the previous draft (or the live document) and the new one.',
        tags,
        headers: tenantHeadersSchema,
        params: contentItemParamsSchema,
        body: contentDraftBodySchema,
        response: { 200: contentRevisionSchema },
      },
      preHandler: guard.require('content.edit'),
    },
    (request) =>
      contentEditing.saveDraft(
        staffActorOf(request),
        request.params.kind,
        request.params.key,
        request.body.document,
      ),
  );

  app.post(
    routes.publishContent.path,
    {
      schema: {
        summary: 'Publishes a revision of an item (a draft, or an earlier one: a revert)',
        description:
          'Action content.publish. Copies the revision into the live tables with a new ' +
          'published revision and its audit event in one transaction; this server forgets its ' +
          'cached content at once, others within CONTENT_CACHE_MS. Publications of one item take ' +
          'turns: one waits at most CONTENT_PUBLISH_WAIT_MS for the item and holds it at most ' +
          'CONTENT_PUBLISH_TIMEOUT_MS. Errors: 400 content_incomplete (details: each ' +
          '`field.language` missing), help_entry_article_missing, content_article_unknown (an ' +
          'article it points to is gone), help_category_unknown (an assistant step starts from a ' +
          'category that is not live); 404 content_not_found; 409 ' +
          'help_category_in_use (a removed category still has entries or assistant steps), ' +
          'help_entry_article_taken (an article is an entry of another category); 503 ' +
          'content_publish_busy (nothing was published).',
        tags,
        headers: tenantHeadersSchema,
        params: contentItemParamsSchema,
        body: contentPublishBodySchema,
        response: { 200: contentItemSchema },
      },
      preHandler: guard.require('content.publish'),
    },
    async (request) => {
      const client = clientGoneSignal(request);
      try {
        return await contentEditing.publish(
          staffActorOf(request),
          request.params.kind,
          request.params.key,
          Number(request.body.revisionId),
          client.signal,
        );
      } finally {
        client.dispose();
      }
    },
  );
};
