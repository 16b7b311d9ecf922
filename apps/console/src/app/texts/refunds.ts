import { messagePart } from '../../lib/messages.ts';

/** The refunds' texts (src/locales/refunds/): the waiting list and the history (issue 29). */
export const refundsTexts = messagePart(
  import.meta.glob<{ default: object }>('../../locales/refunds/*.json'),
);
