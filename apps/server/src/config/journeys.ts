import { defaultMaxFutureMinutes } from '@portico/contract';
import { z } from 'zod';
import { variable } from './variable.ts';

/** Passages coming in, and the background jobs that complete journeys and escalate dunning. */
export const journeyVariables = {
  JOBS_INTERVAL_MS: variable({
    description:
      'How often each instance runs the background jobs (journey completion, dunning escalation); 0 turns them off on this instance.',
    defaultValue: '60000',
    expected: 'an integer from 0 (milliseconds)',
    schema: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  }),
  PASSAGE_MAX_FUTURE_MIN: variable({
    description:
      'How far past this server\u2019s clock (minutes) the date of an ingested passage or imported case may be (roadside clocks drift); later, and before 2000-01-01, the item is rejected as invalid.',
    defaultValue: String(defaultMaxFutureMinutes),
    expected: 'an integer from 0 to 525600 (minutes)',
    schema: z
      .string()
      .regex(/^\d{1,6}$/)
      .transform(Number)
      .pipe(z.number().int().max(525_600)),
  }),
} as const;
