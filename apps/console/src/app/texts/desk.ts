import { messagePart } from '../../lib/messages.ts';

/** The support desk's texts (src/locales/desk/): the search's and a vehicle's pages. */
export const deskTexts = messagePart(
  import.meta.glob<{ default: object }>('../../locales/desk/*.json'),
);
