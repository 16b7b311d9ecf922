import { positiveInt, variable } from './variable.ts';

/** How often receipts may be re-sent by e-mail and downloaded from the account area. */
export const receiptVariables = {
  RECEIPT_RESEND_MAX_PER_PAYMENT: variable({
    description:
      'Receipt e-mails one payment may be re-sent (POST /services/v1/payments/receipt) in 24 hours, whatever the address; more: 429 receipt_resend_limit. Counted in the database, so across instances.',
    defaultValue: '5',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  RECEIPT_RESEND_MAX_PER_RECIPIENT: variable({
    description:
      'Receipt e-mails re-sent to one address in 24 hours, whatever the payment; more: 429 receipt_resend_limit.',
    defaultValue: '10',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  RECEIPT_DOWNLOADS_MAX_PER_ACCOUNT: variable({
    description:
      'Receipt PDFs one customer account may download from its payments (GET /services/v1/users/me/payments/{reference}/receipt) in a UTC day; more: 429 too_many_requests until the day ends. Each one is drawn on demand, so the count is taken before it is drawn.',
    defaultValue: '60',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  RECEIPT_DOWNLOADS_MAX_PER_ADDRESS: variable({
    description:
      'Receipt PDFs downloaded from the account area by one client address (an IPv6 one by its /64) in a UTC day, whatever the accounts; more: 429 too_many_requests.',
    defaultValue: '300',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
} as const;
