import type { MissingTranslation } from '@portico/contract';

/** The languages publishing found empty in one field of the document. */
export const missingIn = (missing: readonly MissingTranslation[], field: string): string[] =>
  missing.find((entry) => entry.field === field)?.languages ?? [];
