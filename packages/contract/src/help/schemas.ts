import { z } from 'zod';
import { languageSchema } from '../content.ts';
import { textSchema } from '../text.ts';
import {
  contactFieldMaxLength,
  contactFieldsMaxCount,
  contactMessageMaxLength,
  contentNodeKinds,
  faqArticleTypes,
  helpIdMaxLength,
  helpIdPattern,
  helpSearchMaxLength,
  helpSearchMinLength,
  smartformFieldTypes,
} from './vocabulary.ts';

/** Schemas of the help centre's calls (spec 000 section 7 "Help", issue 14 items 1-3). */

export const helpIdSchema = z
  .string()
  .min(1)
  .max(helpIdMaxLength)
  .regex(helpIdPattern, 'lower-case letters, digits and dashes');
export const helpParamsSchema = z.object({ id: helpIdSchema });

const linkUrl = z.string().min(1).max(2048);

export const faqArticleSummarySchema = z.object({
  id: helpIdSchema,
  title: z.string(),
  articleType: z.enum(faqArticleTypes),
  /** URL entries only: http(s) opens per urlOpenNewTab, anything else is an in-app route. */
  url: linkUrl.nullable(),
  urlOpenNewTab: z.boolean(),
});
export type FaqArticleSummary = z.infer<typeof faqArticleSummarySchema>;

/** GET /whitelabels/helpcenter/faq/categories/{id}. */
export const faqCategorySchema = z.object({
  id: helpIdSchema,
  title: z.string(),
  articles: z.array(faqArticleSummarySchema),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** GET /whitelabels/helpcenter/faq/articles/{id}: what an accordion shows when opened. */
export const faqArticleSchema = z.object({
  id: helpIdSchema,
  title: z.string(),
  extract: z.string(),
  catchphrase: z.string().nullable(),
});
export type FaqArticle = z.infer<typeof faqArticleSchema>;

export const helpSearchQuerySchema = z.strictObject({
  q: textSchema().trim().min(helpSearchMinLength).max(helpSearchMaxLength),
  lang: languageSchema.optional(),
});

export const helpSearchResultSchema = faqArticleSummarySchema.extend({
  categoryId: helpIdSchema,
  categoryTitle: z.string(),
  extract: z.string(),
});
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>;

/** GET /whitelabels/helpcenter/faq/search (Portico's): at most helpSearchMaxResults. */
export const helpSearchResponseSchema = z.object({ results: z.array(helpSearchResultSchema) });
export type HelpSearchResponse = z.infer<typeof helpSearchResponseSchema>;

export const smartformFieldSchema = z.object({
  name: helpIdSchema,
  label: z.string(),
  type: z.enum(smartformFieldTypes),
  required: z.boolean(),
  maxLength: z.number().int().min(1).max(contactFieldMaxLength),
  options: z.array(z.object({ value: helpIdSchema, label: z.string() })).optional(),
});
export type SmartformField = z.infer<typeof smartformFieldSchema>;

/** The contact form an ACTION node opens. */
export const smartformSchema = z.object({
  id: helpIdSchema,
  title: z.string(),
  fields: z.array(smartformFieldSchema).max(contactFieldsMaxCount),
  attachments: z.object({ allowed: z.boolean(), mandatory: z.boolean() }),
});
export type Smartform = z.infer<typeof smartformSchema>;

export const contentNodeSummarySchema = z.object({
  id: helpIdSchema,
  kind: z.enum(contentNodeKinds),
  label: z.string(),
});
export type ContentNodeSummary = z.infer<typeof contentNodeSummarySchema>;

/** GET /whitelabels/helpcenter/smartform/{id} and .../categories/{id}/smartform. */
export const contentNodeSchema = contentNodeSummarySchema.extend({
  text: z.string().nullable(),
  /** ARTICLE nodes: the article (in-app page /{lang}/{articleId}). */
  articleId: helpIdSchema.nullable(),
  children: z.array(contentNodeSummarySchema),
  /** ACTION nodes: the form they open. */
  form: smartformSchema.nullable(),
});
export type ContentNode = z.infer<typeof contentNodeSchema>;

/** GET /whitelabels/contact: the assistant's first choices; empty means no contact form. */
export const contactFormSchema = z.object({
  contactFormEntries: z.array(contentNodeSummarySchema),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * captchaToken: optional in the schema so a missing one answers the spec's captcha_mandatory.
 * sessionId (Portico): the visitor's trip lookup session, when the browser has one; the sender
 * of a valid one is allowed more stored bytes a day than an anonymous one (issue 24 item 4).
 */
export const sendContactQuerySchema = z.object({
  captchaToken: textSchema().min(1).max(4000).optional(),
  sessionId: textSchema().min(1).max(2000).optional(),
});

/** The `request` part of POST /whitelabels/contact (multipart, with files `attachments`). */
export const contactRequestSchema = z.strictObject({
  nodeId: helpIdSchema,
  email: z.email().max(100),
  message: textSchema().trim().min(1).max(contactMessageMaxLength),
  fields: z
    .record(helpIdSchema, textSchema().max(contactFieldMaxLength))
    .refine((fields) => Object.keys(fields).length <= contactFieldsMaxCount, 'too many fields')
    .default({}),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactSentSchema = z.object({ reference: z.string() });
export type ContactSent = z.infer<typeof contactSentSchema>;
