import { messagePart } from '../../lib/messages.ts';

/** The content editors' texts (src/locales/content/). */
export const contentTexts = messagePart(
  import.meta.glob<{ default: object }>('../../locales/content/*.json'),
);
