import { positiveInt, variable } from './variable.ts';

/** Passage alerts (modules/alerts): calls per client IP and window, confirmations per address. */
export const alertVariables = {
  ALERT_RATE_LIMIT_MAX: variable({
    description:
      'Passage-alert calls (status, subscription, confirmation, unsubscribe) allowed per client IP and rate-limit window (on top of RATE_LIMIT_MAX); the status reveals a masked address, so keep it modest.',
    defaultValue: '10',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  ALERT_CONFIRMATIONS_PER_ADDRESS: variable({
    description:
      'Alert confirmation e-mails one address may be sent in 24 hours per white-label (POST /services/v1/customers); more: 429 too_many_requests. Counted in the database, so across instances.',
    defaultValue: '5',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  ALERT_UNSUBSCRIBE_CONFIRMATIONS_PER_DAY: variable({
    description:
      'Unsubscribe confirmation e-mails one address may be sent per UTC day per white-label (POST /services/v1/customers/unsubscribe only e-mails the address a link that stops its alerts); more are silently not sent, the answer staying the same. Counted in the database, so across instances.',
    defaultValue: '3',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
} as const;
