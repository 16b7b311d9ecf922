import { z } from 'zod';
import { booleanText, variable } from './variable.ts';

/** Value of DEMO_ROADSIDE_API_KEY when unset: fine on a laptop, never in production. */
export const defaultDemoRoadsideApiKey = 'demo-roadside-key';

/** The demo white-label seeded at start (production refuses it with the public key). */
export const demoVariables = {
  SEED_DEMO: variable({
    description:
      'Create or update the demo white-label (content and road) at start. Default: true outside production, false in production (where it needs a DEMO_ROADSIDE_API_KEY of its own).',
    defaultValue: undefined,
    expected: 'true or false',
    schema: booleanText,
  }),
  DEMO_ROADSIDE_API_KEY: variable({
    secret: 'value',
    description:
      "API key of the demo white-label's roadside system (x-api-key of POST /services/v1/passages), seeded with the demo; only its SHA-256 is stored. Set a secret value wherever the server is reachable: production refuses this default (at start with SEED_DEMO=true, and as a key at any time).",
    defaultValue: defaultDemoRoadsideApiKey,
    expected: '12 to 200 characters without spaces',
    schema: z.string().regex(/^\S{12,200}$/),
  }),
} as const;
