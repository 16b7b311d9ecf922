import { z } from 'zod';
import { articleIdMaxLength, articleIdPattern } from './article-id.ts';
import { entryPoints, homeActions } from './home-actions.ts';
import { footerEntrySections } from './footer-sections.ts';
import { languages } from './languages.ts';

/**
 * Content entities of spec 000/001 section 3 served to the home page, header and footer.
 * Texts arrive already in the request's language; the server picks it from Accept-Language.
 * Their vocabularies (icons, home actions, article ids) live in modules without Zod, which the
 * browser imports without these schemas.
 */

/** The portal's languages as a schema (white-label data, content queries). */
export const languageSchema = z.enum(languages);

/** An article id (article-id.ts): a URL slug. */
export const articleIdSchema = z
  .string()
  .min(1)
  .max(articleIdMaxLength)
  .regex(articleIdPattern, 'lower-case letters, digits and dashes');

/** A link target: http(s)/mailto opens externally, anything else is an in-app route. */
const linkUrlSchema = z.string().min(1).max(2048);

export const articleSchema = z.object({
  id: articleIdSchema,
  title: z.string(),
  content: z.string(),
  url: linkUrlSchema.nullable(),
  urlOpenNewTab: z.boolean(),
  picture: z.string().nullable(),
  icon: z.string().nullable(),
  catchphrase: z.string().nullable(),
  buttonText: z.string().nullable(),
  darkMode: z.boolean(),
});
export type Article = z.infer<typeof articleSchema>;

export const homeActionSchema = z.enum(homeActions);

export const seoSchema = z.object({ title: z.string(), description: z.string() });

/**
 * The white-label's tag manager (spec 000 section 7, 001 section 9): a script loaded only after
 * the visitor accepts audience measurement. Its origin is the only one the page's
 * Content-Security-Policy adds, so the URL must be an absolute https one.
 */
export const tagManagerSchema = z.object({
  scriptUrl: z.url({ protocol: /^https$/ }).max(500),
});
export type TagManager = z.infer<typeof tagManagerSchema>;

/** GET /whitelabels: the tenant's identity, cached 15 minutes by the web. */
export const whitelabelSchema = z.object({
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  gdprText: z.string(),
  seo: seoSchema,
  /** The spec's "free-flow-enabled check": gates the renter link and the account entry. */
  freeFlowEnabled: z.boolean(),
  languages: z.array(languageSchema).min(1),
  /** None by default: then nothing external is ever loaded. */
  tagManager: tagManagerSchema.nullable(),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** GET /whitelabels/homepage (spec 001 section 3, "Home page data"). */
export const homePageSchema = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  picture: z.string().nullable(),
  url: linkUrlSchema.nullable(),
  urlOpenNewTab: z.boolean(),
  actions: z.array(homeActionSchema),
  listBlockTitle: z.string().nullable(),
  listBlockArticles: z.array(articleSchema),
  sliderBlockArticlesIds: z.array(articleIdSchema),
  footerArticle: articleSchema.nullable(),
  /**
   * The console's own words for a home tile (issue 28 item 10), in the request's language; a tile
   * or a text absent here shows the portal's standard text (its locale files).
   */
  tileTexts: z
    .partialRecord(
      z.enum(entryPoints),
      z.object({ title: z.string().nullable(), subtitle: z.string().nullable() }),
    )
    .default({}),
});
export type HomePage = z.infer<typeof homePageSchema>;

export { footerEntrySections };
export const footerEntrySectionSchema = z.enum(footerEntrySections);

export const footerLinkSchema = z.object({
  url: linkUrlSchema,
  urlOpenNewTab: z.boolean(),
  title: z.string(),
});

/** A footer entry points either to an article of the portal or to a link (spec: "article or link"). */
export const footerEntrySchema = z
  .object({
    footerEntrySection: footerEntrySectionSchema,
    article: footerLinkSchema.nullable(),
    link: footerLinkSchema.nullable(),
  })
  .refine((entry) => (entry.article === null) !== (entry.link === null), {
    message: 'exactly one of article or link',
  });
export type FooterEntry = z.infer<typeof footerEntrySchema>;

/** GET /whitelabels/footer. */
export const footerSchema = z.object({ footerEntries: z.array(footerEntrySchema) });
export type Footer = z.infer<typeof footerSchema>;

export const faqCategorySummarySchema = z.object({
  id: z.string().min(1).max(100),
  title: z.string(),
  icon: z.string(),
});
export type FaqCategorySummary = z.infer<typeof faqCategorySummarySchema>;

/** GET /whitelabels/helpcenter/faq: the help-centre cover and its category tiles. */
export const faqSchema = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  picture: z.string().nullable(),
  categories: z.array(faqCategorySummarySchema),
});
export type Faq = z.infer<typeof faqSchema>;

/**
 * Optional query of the content calls: an explicit language wins over Accept-Language
 * (useful for caches and links that must not depend on the browser).
 */
export const contentQuerySchema = z.strictObject({ lang: languageSchema.optional() });
export const articleParamsSchema = z.object({ id: articleIdSchema });
