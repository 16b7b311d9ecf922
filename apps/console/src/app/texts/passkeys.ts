import { messagePart } from '../../lib/messages.ts';

/** The passkeys' texts (src/locales/passkeys/): the person's own passkeys page, and the dates and removal the staff page shows for each member's. */
export const passkeysTexts = messagePart(
  import.meta.glob<{ default: object }>('../../locales/passkeys/*.json'),
);
