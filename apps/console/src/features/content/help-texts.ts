import { messagePart } from '../../lib/messages.ts';

/**
 * The help centre editors' texts (src/locales/content-help/): loaded with the editor a person
 * opens (components/help-editors.ts), not with the content page, whose first visit stays within
 * its budget.
 */
export const contentHelpTexts = messagePart(
  import.meta.glob<{ default: object }>('../../locales/content-help/*.json'),
);
