import { messagePart } from '../../lib/messages.ts';

/** The enrolment page's texts (src/locales/enrolment/): an invited person's first page, once. */
export const enrolmentTexts = messagePart(
  import.meta.glob<{ default: object }>('../../locales/enrolment/*.json'),
);
