import { messagePart } from '../../lib/messages.ts';

/** The staff administration's texts (src/locales/staff/); its page needs the passkeys' too. */
export const staffTexts = messagePart(
  import.meta.glob<{ default: object }>('../../locales/staff/*.json'),
);
