import { messagePart } from '../../lib/messages.ts';

/** The claims desk's texts (src/locales/claims/): the queue's and a claim's pages. */
export const claimsTexts = messagePart(
  import.meta.glob<{ default: object }>('../../locales/claims/*.json'),
);
