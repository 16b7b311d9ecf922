/**
 * The help centre's vocabulary (issue 14 items 1-3), without Zod so the help pages can import it:
 * the kinds of FAQ entries and of the assistant's content nodes (spec 000 section 3), the field
 * types of a smartform and the bounds of what the visitor sends.
 */
export const faqArticleTypes = ['ARTICLE', 'URL'] as const;
export type FaqArticleType = (typeof faqArticleTypes)[number];

/** Spec 000 section 3 "content node kinds". */
export const contentNodeKinds = ['ROOT', 'QUESTION', 'TEXT', 'ARTICLE', 'ACTION'] as const;
export type ContentNodeKind = (typeof contentNodeKinds)[number];

export const smartformFieldTypes = ['text', 'textarea', 'plate', 'date', 'select'] as const;
export type SmartformFieldType = (typeof smartformFieldTypes)[number];

/** A content id (category, node, FAQ entry): a slug, as article ids are. */
export const helpIdMaxLength = 100;
export const helpIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The search box: shorter finds everything, longer is no question anyone types. */
export const helpSearchMinLength = 2;
export const helpSearchMaxLength = 100;
export const helpSearchMaxResults = 10;

/** The contact form's message and one field's value. */
export const contactMessageMaxLength = 4000;
export const contactFieldMaxLength = 1000;
export const contactFieldsMaxCount = 20;

/** Attachments follow the claims' rules: attachmentLimits (protests/vocabulary.ts). */

/** "HC-2026-000123": the reference a contact request gets, told to the visitor. */
export const contactReferencePattern = /^HC-[0-9]{4}-[0-9]{6,}$/;
