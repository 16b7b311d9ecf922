import { z } from 'zod';
import { articleIdPattern, articleIdMaxLength } from '../article-id.ts';
import { footerEntrySections } from '../content.ts';
import { entryPoints, homeActions } from '../home-actions.ts';
import { iconNames } from '../icons.ts';
import { authenticationPageTypes } from '../accounts/vocabulary.ts';
import {
  contactFieldMaxLength,
  contactFieldsMaxCount,
  contentNodeKinds,
  helpIdMaxLength,
  helpIdPattern,
  smartformFieldTypes,
} from '../help/vocabulary.ts';
import { protestTypes } from '../protests/vocabulary.ts';
import { textSchema } from '../text.ts';
import { contentUrlSchema, localizedBodySchema, localizedLabelSchema } from './localized.ts';

/**
 * The portal's content in a tenant file: what the pages show besides the interface's own texts
 * (home, articles, footer, help centre, sign-in, prepayment and trips pages, claim reasons).
 * A field that may be empty is null or left out (null when exported); ids are URL slugs.
 */

const articleId = z.string().min(1).max(articleIdMaxLength).regex(articleIdPattern, 'a URL slug');
const helpId = z.string().min(1).max(helpIdMaxLength).regex(helpIdPattern, 'a URL slug');
const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
const flag = z.boolean().default(false);

export const tenantArticleSchema = z.strictObject({
  /** Also the in-app route /{lang}/{id}. */
  id: articleId,
  title: localizedLabelSchema,
  content: localizedBodySchema,
  /** http(s)/mailto opens externally; anything else is an in-app route such as "/free-flow". */
  url: maybe(contentUrlSchema),
  urlOpenNewTab: flag,
  picture: maybe(contentUrlSchema),
  icon: maybe(z.enum(iconNames)),
  catchphrase: maybe(localizedLabelSchema),
  buttonText: maybe(localizedLabelSchema),
  darkMode: flag,
});

/**
 * The home tiles' own words (issue 28 item 10: the console edits them, a tenant file may set them):
 * a tile or a text left out shows the portal's standard text (its locale files).
 */
export const tenantHomeTileTextsSchema = z.partialRecord(
  z.enum(entryPoints),
  z.strictObject({ title: maybe(localizedLabelSchema), subtitle: maybe(localizedLabelSchema) }),
);

export const tenantHomePageSchema = z.strictObject({
  title: localizedLabelSchema,
  subtitle: maybe(localizedLabelSchema),
  picture: maybe(contentUrlSchema),
  url: maybe(contentUrlSchema),
  urlOpenNewTab: flag,
  actions: z.array(z.enum(homeActions)).max(homeActions.length),
  listBlockTitle: maybe(localizedLabelSchema),
  listBlockArticleIds: z.array(articleId).max(20).default([]),
  sliderBlockArticleIds: z.array(articleId).max(20).default([]),
  footerArticleId: maybe(articleId),
  tileTexts: tenantHomeTileTextsSchema.default({}),
});

export const tenantFooterEntrySchema = z.strictObject({
  section: z.enum(footerEntrySections),
  target: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('article'), articleId }),
    z.strictObject({ kind: z.literal('link'), url: contentUrlSchema }),
  ]),
  urlOpenNewTab: flag,
  title: localizedLabelSchema,
});

export const tenantFaqSchema = z.strictObject({
  title: localizedLabelSchema,
  subtitle: maybe(localizedLabelSchema),
  picture: maybe(contentUrlSchema),
  categories: z
    .array(z.strictObject({ id: helpId, title: localizedLabelSchema, icon: z.enum(iconNames) }))
    .max(50),
});

/** An entry of a help category: an article of the portal, or a link with its own title. */
export const tenantFaqEntrySchema = z.discriminatedUnion('kind', [
  z.strictObject({ categoryId: helpId, kind: z.literal('ARTICLE'), articleId }),
  z.strictObject({
    categoryId: helpId,
    kind: z.literal('URL'),
    id: helpId,
    title: localizedLabelSchema,
    url: contentUrlSchema,
    urlOpenNewTab: flag,
  }),
]);

const smartformFieldSchema = z.strictObject({
  name: helpId,
  label: localizedLabelSchema,
  type: z.enum(smartformFieldTypes),
  required: z.boolean(),
  maxLength: z.number().int().min(1).max(contactFieldMaxLength),
  options: z
    .array(z.strictObject({ value: helpId, label: localizedLabelSchema }))
    .max(50)
    .optional(),
});

/** A node of the guided contact assistant; the ROOT has no parent, an ACTION opens a form. */
export const tenantHelpNodeSchema = z.strictObject({
  id: helpId,
  parentId: maybe(helpId),
  kind: z.enum(contentNodeKinds),
  label: localizedLabelSchema,
  text: localizedBodySchema.optional(),
  articleId: articleId.optional(),
  /** The help category whose contact link starts the assistant here. */
  categoryId: helpId.optional(),
  form: z
    .strictObject({
      title: localizedLabelSchema,
      fields: z.array(smartformFieldSchema).max(contactFieldsMaxCount),
      attachments: z.strictObject({ allowed: z.boolean(), mandatory: z.boolean() }),
    })
    .optional(),
});

/** A page beside a form: the sign-in pages, the prepayment page. */
const pictureTextPage = {
  title: localizedLabelSchema,
  text: localizedBodySchema,
  picture: maybe(contentUrlSchema),
  /** The picture's text alternative; null: decoration. */
  pictureAlt: maybe(localizedLabelSchema),
};

export const tenantClaimReasonSchema = z.strictObject({
  code: helpId,
  label: localizedLabelSchema,
  commentMandatory: z.boolean(),
  attachmentMandatory: z.boolean(),
});

export const tenantContentSchema = z.strictObject({
  home: tenantHomePageSchema,
  articles: z.array(tenantArticleSchema).max(500),
  footer: z.array(tenantFooterEntrySchema).max(30),
  faq: tenantFaqSchema,
  faqEntries: z.array(tenantFaqEntrySchema).max(1000).default([]),
  assistant: z.array(tenantHelpNodeSchema).max(500).default([]),
  signInPages: z
    .array(z.strictObject({ type: z.enum(authenticationPageTypes), ...pictureTextPage }))
    .max(authenticationPageTypes.length)
    .default([]),
  prepaymentPage: z.strictObject(pictureTextPage),
  /** The trips lists' page: the first-notice text, the articles it lists, its background. */
  tripsPage: z.strictObject({
    primoPassantText: maybe(localizedBodySchema),
    articleIds: z.array(articleId).max(20).default([]),
    backgroundPicture: maybe(contentUrlSchema),
  }),
  /** The reasons a driver may give per claim type, in the order the form lists them. */
  claimReasons: z.strictObject(
    Object.fromEntries(
      protestTypes.map((type) => [type, z.array(tenantClaimReasonSchema).max(50)]),
    ) as Record<(typeof protestTypes)[number], z.ZodArray<typeof tenantClaimReasonSchema>>,
  ),
});
export type TenantContent = z.infer<typeof tenantContentSchema>;

/** A rental company known to the operator (its fleet refers to it by code). */
export const tenantCompanySchema = z.strictObject({
  code: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'capitals, digits, dashes'),
  name: textSchema().trim().min(1).max(200),
});
