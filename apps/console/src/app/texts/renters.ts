import { messagePart } from '../../lib/messages.ts';

/** The rental companies desk's texts (src/locales/renters/): the list's and a company's pages. */
export const rentersTexts = messagePart(
  import.meta.glob<{ default: object }>('../../locales/renters/*.json'),
);
