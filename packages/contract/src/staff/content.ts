import { z } from 'zod';
import { articleIdMaxLength, articleIdPattern } from '../article-id.ts';
import {
  contentNodeKinds,
  helpIdMaxLength,
  helpIdPattern,
  smartformFieldTypes,
} from '../help/vocabulary.ts';
import { iconNames } from '../icons.ts';
import { articleIdSchema } from '../content.ts';
import { footerEntrySections } from '../footer-sections.ts';
import { type EntryPoint, entryPoints } from '../home-actions.ts';
import { languages, type Language } from '../languages.ts';
import { textSchema } from '../text.ts';
import {
  type ArticleContent,
  contentBodyMaxLength,
  type ContentDocuments,
  contentHistoryMax,
  contentItemListMax,
  type ContentKind,
  contentKinds,
  contentLabelMaxLength,
  type FooterContent,
  footerEntryMax,
  homeArticleListMax,
  type HomeContent,
  type PageContent,
  safeLinkPattern,
  tripsPageArticleMax,
  type TripsPageContent,
} from './content-rules.ts';
import {
  type AssistantContent,
  assistantNodesMax,
  assistantTreeProblems,
  smartformFieldMaxLength,
  smartformFieldsMax,
  smartformOptionsMax,
} from './assistant-rules.ts';
import {
  type HelpCategoryContent,
  helpCategoriesMax,
  type HelpContent,
  helpEntriesMax,
} from './help-content-rules.ts';
import { mediaPathSchema } from './media.ts';

/**
 * The console's content editing (issue 28 item 10): an item of the portal's content is edited as
 * a document holding its texts in the five languages. Saving keeps a draft revision (which may be
 * incomplete); publishing copies a revision into the live tables the portal reads, and needs every
 * text in all five languages. Reverting is publishing a copy of an earlier revision.
 */

/** One text of a draft: may be empty while the editor writes it. No NUL, trimmed by publish. */
const draftText = (max: number) => textSchema().max(max);

/** A text in each language; a draft may leave some empty (""), publishing may not. */
export function draftLocalizedSchema(max: number) {
  const text = draftText(max);
  return z.strictObject(
    Object.fromEntries(languages.map((language) => [language, text])) as Record<
      Language,
      typeof text
    >,
  );
}

/** A link a visitor follows (safeLinkPattern): an in-app path, https or mailto, nothing else. */
export const safeLinkSchema = textSchema()
  .min(1)
  .max(2048)
  .regex(safeLinkPattern, 'an in-app path (/...), an https:// URL or a mailto: address');

/**
 * A label of a draft in the five languages. Named components in the OpenAPI document (as the
 * document below): an item repeats it some twenty times, in its live document, draft and history.
 */
const draftLabelSchema = draftLocalizedSchema(contentLabelMaxLength).meta({
  id: 'ContentDraftLabel',
});

/** A home tile's own words; empty in all five languages, the portal's standard text. */
const tileTextsSchema = z
  .strictObject({ title: draftLabelSchema, subtitle: draftLabelSchema })
  .meta({ id: 'ContentTileTexts' });

/** Ids of the white-label's articles in order, each once (the server checks they exist). */
const articleIdListSchema = (max: number) =>
  z
    .array(articleIdSchema)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'each article once');

/**
 * The home page's banner block (spec 001 "Home page data"): its texts, link and tiles' words, and
 * its article blocks.
 */
export const homeContentSchema: z.ZodType<HomeContent> = z
  .strictObject({
    title: draftLabelSchema,
    /** Empty in all five languages: no subtitle. */
    subtitle: draftLabelSchema,
    /** The title above the list of articles; empty in all five: none. */
    listBlockTitle: draftLabelSchema,
    /** The banner's "Learn more" target, or null for no button. */
    url: safeLinkSchema.nullable(),
    urlOpenNewTab: z.boolean(),
    /** The banner's picture, one of the white-label's media; null: none. */
    picture: mediaPathSchema.nullable(),
    tiles: z.strictObject(
      Object.fromEntries(entryPoints.map((tile) => [tile, tileTextsSchema])) as Record<
        EntryPoint,
        typeof tileTextsSchema
      >,
    ),
    listBlockArticleIds: articleIdListSchema(homeArticleListMax),
    sliderBlockArticleIds: articleIdListSchema(homeArticleListMax),
    footerArticleId: articleIdSchema.nullable(),
  })
  .meta({ id: 'HomeContent' });
/** A long text of a draft (an article, a page's text) in the five languages. */
const draftBodySchema = draftLocalizedSchema(contentBodyMaxLength).meta({ id: 'ContentDraftBody' });

/** A page's texts beside the portal's form: the sign-in pages, the prepayment page. */
export const pageContentSchema: z.ZodType<PageContent> = z
  .strictObject({
    title: draftLabelSchema,
    text: draftBodySchema,
    pictureAlt: draftLabelSchema,
    picture: mediaPathSchema.nullable(),
  })
  .meta({ id: 'PageContent' });

/** An article: its texts, its link and its colours. */
export const articleContentSchema: z.ZodType<ArticleContent> = z
  .strictObject({
    title: draftLabelSchema,
    content: draftBodySchema,
    catchphrase: draftLabelSchema,
    buttonText: draftLabelSchema,
    url: safeLinkSchema.nullable(),
    urlOpenNewTab: z.boolean(),
    darkMode: z.boolean(),
    picture: mediaPathSchema.nullable(),
  })
  .meta({ id: 'ArticleContent' });

/** The ids a list holds more than once, each named once. */
function repeated(ids: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return twice;
}

/** A help category tile: its id is its address (/{lang}/help/{id}), so a slug. */
const helpCategoryDraftSchema = z
  .strictObject({
    id: textSchema().min(1).max(helpIdMaxLength).regex(helpIdPattern, 'a URL slug'),
    title: draftLabelSchema,
    icon: z.enum(iconNames),
  })
  .meta({ id: 'HelpCategoryDraft' });

/** The help page: its cover's texts and its categories in order, each id once. */
export const helpContentSchema: z.ZodType<HelpContent> = z
  .strictObject({
    title: draftLabelSchema,
    subtitle: draftLabelSchema,
    categories: z.array(helpCategoryDraftSchema).max(helpCategoriesMax),
  })
  .superRefine((document, context) => {
    const twice = repeated(document.categories.map(({ id }) => id));
    document.categories.forEach(({ id }, index) => {
      if (twice.has(id)) {
        context.addIssue({
          code: 'custom',
          path: ['categories', index, 'id'],
          message: 'repeated',
        });
      }
    });
  })
  .meta({ id: 'HelpContent' });

/** An entry of a help category: an article of the portal (each once), or a link. */
const helpEntryDraftSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('ARTICLE'),
      articleId: textSchema().min(1).max(articleIdMaxLength).regex(articleIdPattern, 'a URL slug'),
    }),
    z.strictObject({
      kind: z.literal('URL'),
      title: draftLabelSchema,
      url: safeLinkSchema,
      urlOpenNewTab: z.boolean(),
    }),
  ])
  .meta({ id: 'HelpEntryDraft' });

/** A help category's entries in order; an article is listed once. */
export const helpCategoryContentSchema: z.ZodType<HelpCategoryContent> = z
  .strictObject({ entries: z.array(helpEntryDraftSchema).max(helpEntriesMax) })
  .superRefine((document, context) => {
    const articles = document.entries.map((entry) =>
      entry.kind === 'ARTICLE' ? entry.articleId : '',
    );
    const twice = repeated(articles.filter((id) => id !== ''));
    articles.forEach((id, index) => {
      if (twice.has(id)) {
        context.addIssue({
          code: 'custom',
          path: ['entries', index, 'articleId'],
          message: 'repeated',
        });
      }
    });
  })
  .meta({ id: 'HelpCategoryContent' });

const helpIdSchema = textSchema().min(1).max(helpIdMaxLength).regex(helpIdPattern, 'a URL slug');

/** A smartform's field; its choices only for a select. */
const smartformFieldDraftSchema = z
  .strictObject({
    name: helpIdSchema,
    label: draftLabelSchema,
    type: z.enum(smartformFieldTypes),
    required: z.boolean(),
    maxLength: z.number().int().min(1).max(smartformFieldMaxLength),
    options: z
      .array(z.strictObject({ value: helpIdSchema, label: draftLabelSchema }))
      .max(smartformOptionsMax),
  })
  .meta({ id: 'SmartformFieldDraft' });

/** The form an ACTION step opens. */
const smartformDraftSchema = z
  .strictObject({
    title: draftLabelSchema,
    fields: z.array(smartformFieldDraftSchema).max(smartformFieldsMax),
    attachments: z.strictObject({ allowed: z.boolean(), mandatory: z.boolean() }),
  })
  .meta({ id: 'SmartformDraft' });

/** A step of the assistant: its place, kind, words, article, help category and form. */
const assistantNodeDraftSchema = z
  .strictObject({
    id: helpIdSchema,
    parentId: helpIdSchema.nullable(),
    kind: z.enum(contentNodeKinds),
    label: draftLabelSchema,
    text: draftBodySchema,
    articleId: articleIdSchema.nullable(),
    categoryId: helpIdSchema.nullable(),
    form: smartformDraftSchema.nullable(),
  })
  .meta({ id: 'AssistantNodeDraft' });

/** A segment of a rule's path as Zod names it: a list's index is a number. */
const pathPart = (part: string): string | number => (/^[0-9]+$/.test(part) ? Number(part) : part);

/**
 * The assistant's steps, the ROOT first, each after its parent (assistantTreeProblems, which
 * the console runs too); the server checks the articles and categories exist.
 */
export const assistantContentSchema: z.ZodType<AssistantContent> = z
  .strictObject({ nodes: z.array(assistantNodeDraftSchema).max(assistantNodesMax) })
  .superRefine((document, context) => {
    for (const { path, code } of assistantTreeProblems(document)) {
      context.addIssue({ code: 'custom', path: path.split('.').map(pathPart), message: code });
    }
  })
  .meta({ id: 'AssistantContent' });
/** A footer entry: its section, an article of the white-label or a link, its title. */
const footerEntryContentSchema = z
  .strictObject({
    section: z.enum(footerEntrySections),
    target: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('article'), articleId: articleIdSchema }),
      z.strictObject({ kind: z.literal('link'), url: safeLinkSchema }),
    ]),
    urlOpenNewTab: z.boolean(),
    title: draftLabelSchema,
  })
  .meta({ id: 'FooterEntryContent' });

/**
 * The footer: its entries in the order visitors see them, each section once (the portal keys
 * its links by section).
 */
export const footerContentSchema: z.ZodType<FooterContent> = z
  .strictObject({
    entries: z
      .array(footerEntryContentSchema)
      .max(footerEntryMax)
      .refine(
        (entries) => new Set(entries.map(({ section }) => section)).size === entries.length,
        'each section once',
      ),
  })
  .meta({ id: 'FooterContent' });

/** The trips lists' page (and the payment confirmation page): a text and articles. */
export const tripsPageContentSchema: z.ZodType<TripsPageContent> = z
  .strictObject({
    primoPassantText: draftBodySchema,
    articleIds: articleIdListSchema(tripsPageArticleMax),
  })
  .meta({ id: 'TripsPageContent' });

/** Each kind's document schema: a draft of one kind is checked against its own. */
export const contentDocumentSchemas: { [K in ContentKind]: z.ZodType<ContentDocuments[K]> } = {
  home: homeContentSchema,
  'authentication-page': pageContentSchema,
  'prepayment-page': pageContentSchema,
  article: articleContentSchema,
  help: helpContentSchema,
  'help-category': helpCategoryContentSchema,
  assistant: assistantContentSchema,
  footer: footerContentSchema,
  'trips-page': tripsPageContentSchema,
};

/** Any kind's document (the path's kind says which; the server checks it is that one). */
export const contentDocumentSchema = z.union([
  homeContentSchema,
  pageContentSchema,
  articleContentSchema,
  helpContentSchema,
  helpCategoryContentSchema,
  assistantContentSchema,
  footerContentSchema,
  tripsPageContentSchema,
]);

export const contentKindParamsSchema = z.object({ kind: z.enum(contentKinds) });

export const contentItemParamsSchema = z.object({
  kind: z.enum(contentKinds),
  key: textSchema()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'a URL slug'),
});

/** GET /operator/content/:kind: the items of a kind, each with its title in every language. */
export const contentItemListSchema = z.object({
  kind: z.enum(contentKinds),
  items: z
    .array(
      z.object({
        key: z.string(),
        title: draftLabelSchema,
        /** Visitors see it (false: only drafts exist, a new article never published). */
        live: z.boolean(),
      }),
    )
    .max(contentItemListMax),
});
export type ContentItemList = z.infer<typeof contentItemListSchema>;

export const contentRevisionStates = ['draft', 'published'] as const;

export const contentRevisionSchema = z.object({
  id: z.string(),
  state: z.enum(contentRevisionStates),
  document: contentDocumentSchema,
  author: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

/** GET /operator/content/:kind/:key: what visitors see, the newest draft, the history. */
export const contentItemSchema = z.object({
  kind: z.enum(contentKinds),
  key: z.string(),
  /** The live tables' document: what visitors see now; null: nothing yet (a new article). */
  live: contentDocumentSchema.nullable(),
  /** The newest draft saved since the last publication, if any. */
  draft: contentRevisionSchema.nullable(),
  /** Newest first, at most contentHistoryMax. */
  history: z.array(contentRevisionSchema).max(contentHistoryMax),
  /**
   * The home's tiles in the home's order: each one's standard words (the portal's locale files,
   * shown where the document leaves a text empty) and whether the home shows it now (its action).
   * Empty for the other kinds.
   */
  homeTiles: z
    .array(z.object({ tile: z.enum(entryPoints), shown: z.boolean(), standard: tileTextsSchema }))
    .max(entryPoints.length),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** PUT /operator/content/:kind/:key/draft. */
export const contentDraftBodySchema = z.object({ document: contentDocumentSchema });

/** POST /operator/content/:kind/:key/publish: a draft, or an earlier revision to revert to. */
export const contentPublishBodySchema = z.object({
  revisionId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'a revision id'),
});
