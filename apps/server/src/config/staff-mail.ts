import { positiveInt, variable } from './variable.ts';

/**
 * How many operator-console e-mails (enrolment links: invitations and new links) a day may send.
 * An admin's session is a way to make the operator's domain e-mail any address: each count bounds
 * what one stolen session, one mistyped address or one runaway script can send.
 */
export const staffMailVariables = {
  STAFF_MAILS_PER_ADMIN_PER_DAY: variable({
    description:
      'Enrolment e-mails (invitations and new links) one console admin may have sent in a UTC day; more: 429 staff_mail_limit until the day ends. Counted in the database before the e-mail is written, so across instances.',
    defaultValue: '30',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  STAFF_MAILS_PER_ADDRESS_PER_DAY: variable({
    description:
      'Enrolment e-mails one address may receive from the console in a UTC day, whoever sends them; more: 429 staff_mail_limit.',
    defaultValue: '5',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  STAFF_MAILS_PER_WHITELABEL_PER_DAY: variable({
    description:
      'Enrolment e-mails one white-label’s console may send in a UTC day, all admins together; more: 429 staff_mail_limit.',
    defaultValue: '100',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
} as const;

/** The console's enrolment e-mails a UTC day may send (modules/staff/mail-allowance.ts). */
export interface StaffMailLimits {
  perAdmin: number;
  perAddress: number;
  perWhitelabel: number;
}
