import { messagePart } from '../../lib/messages.ts';

/** The audit log's texts (src/locales/audit/). */
export const auditTexts = messagePart(
  import.meta.glob<{ default: object }>('../../locales/audit/*.json'),
);
