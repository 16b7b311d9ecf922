/**
 * The footer's sections (spec 001 "footer"), without Zod: the console's content rules
 * (staff/content-rules.ts) name them without importing the schemas.
 */
export const footerEntrySections = [
  'LEGAL_NOTICE',
  'PERSONAL_DATA',
  'SITE_MAP',
  'TERMS_OF_USE',
  'ACCESSIBILITY',
] as const;
export type FooterEntrySection = (typeof footerEntrySections)[number];
