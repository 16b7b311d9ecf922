import { z } from 'zod';
import { positiveInt, variable } from './variable.ts';

/** The API's rate limits per client IP, and where several instances count them together. */
export const rateLimitVariables = {
  RATE_LIMIT_MAX: variable({
    description: 'Requests allowed per client IP and window on /services.',
    defaultValue: '300',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  RATE_LIMIT_WINDOW_MS: variable({
    description: 'Length of the rate-limit window in milliseconds.',
    defaultValue: '60000',
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  REDIS_URL: variable({
    secret: 'url',
    description:
      'Redis shared by the instances for the rate limits (the API limit and the lookup, captcha, price, alert, account and contact limits), so several instances behind a load balancer count one limit per client; unset, each instance counts in its own memory. Unreachable, the limits are skipped (logged), never the requests.',
    defaultValue: undefined,
    expected: 'a redis:// or rediss:// URL',
    schema: z.string().regex(/^rediss?:\/\/\S+$/),
  }),
  API_KEY_FAILURE_MAX: variable({
    description:
      'Requests with a missing or wrong API key (POST /services/v1/passages, /cases) allowed per client IP and API_KEY_FAILURE_WINDOW_MS; past them that IP gets 429 on those routes, even with a valid key, until the window ends.',
    defaultValue: '10',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  API_KEY_FAILURE_WINDOW_MS: variable({
    description: 'The window of API_KEY_FAILURE_MAX, in milliseconds.',
    defaultValue: '900000',
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
} as const;
