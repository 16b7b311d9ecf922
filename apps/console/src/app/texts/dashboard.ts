import { messagePart } from '../../lib/messages.ts';

/** The dashboard's texts (src/locales/dashboard/). */
export const dashboardTexts = messagePart(
  import.meta.glob<{ default: object }>('../../locales/dashboard/*.json'),
);
