import { z } from 'zod';
import { developmentLookupSecret } from '../published-secrets.ts';
import { type SecretRing, secretRing } from '../shared/secret-ring.ts';
import { required } from './config-error.ts';
import type { Problems } from './problems.ts';
import type { NodeEnv } from './server.ts';
import { type ParsedVariables, positiveInt, variable } from './variable.ts';

/** Trip lookups: their signing secret, the captcha in front of them, their sessions and limit. */
export const lookupVariables = {
  LOOKUP_SECRET: variable({
    secret: 'value',
    description:
      'Secret signing captcha challenges and trip-lookup session ids; the same on every instance. Required in production; a fixed development value otherwise.',
    defaultValue: undefined,
    expected: '32 to 200 characters without spaces',
    schema: z.string().regex(/^\S{32,200}$/),
  }),
  LOOKUP_SECRET_PREVIOUS: variable({
    secret: 'value',
    description:
      'The LOOKUP_SECRET being replaced, during a rotation: what it signed (lookup sessions, captcha challenges, one-click unsubscribe links) is still accepted, while everything new is signed with LOOKUP_SECRET. Remove it once the sessions it signed have expired.',
    defaultValue: undefined,
    expected: '32 to 200 characters without spaces',
    schema: z.string().regex(/^\S{32,200}$/),
  }),
  CAPTCHA_MAX_NUMBER: variable({
    description:
      'Difficulty of the captcha proof of work: the browser tries up to this many hashes (about 0.1 s per 50,000 on a phone).',
    defaultValue: '50000',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
  CAPTCHA_TTL_S: variable({
    description: 'Seconds a captcha challenge stays valid; each solution opens one lookup only.',
    defaultValue: '600',
    expected: 'a positive integer (seconds)',
    schema: positiveInt,
  }),
  LOOKUP_SESSION_TTL_MIN: variable({
    description:
      'Minutes a trip-lookup session id (sessionId) stays valid: it reopens the same plate or case without a new captcha and carries the payment.',
    defaultValue: '60',
    expected: 'a positive integer (minutes)',
    schema: positiveInt,
  }),
  LOOKUP_RATE_LIMIT_MAX: variable({
    description:
      'Trip lookups and captcha challenges allowed per client IP and rate-limit window (on top of RATE_LIMIT_MAX).',
    defaultValue: '30',
    expected: 'a positive integer',
    schema: positiveInt,
  }),
} as const;

/** Captcha challenges and lookup sessions (modules/lookups, plugins/captcha). */
export interface LookupConfig {
  /** Signs everything new; `secrets` (this one first, then the previous) checks signatures. */
  secret: string;
  secrets: SecretRing;
  captchaMaxNumber: number;
  captchaTtlMs: number;
  sessionTtlMs: number;
  rateLimitMax: number;
}

/**
 * LOOKUP_SECRET is required in production; elsewhere a fixed development value keeps `npm start`
 * working. Its refusal is the report's first rule, so the caller runs this before the others.
 */
export function lookupSettings(
  v: ParsedVariables<typeof lookupVariables>,
  nodeEnv: NodeEnv,
  problems: Problems,
): LookupConfig {
  if (nodeEnv === 'production' && !v.LOOKUP_SECRET) {
    problems.add(
      'LOOKUP_SECRET is required in production (or LOOKUP_SECRET_FILE naming a file that holds it; expected 32 to 200 characters without spaces)',
    );
  }
  const secret = v.LOOKUP_SECRET ?? developmentLookupSecret;
  return {
    secret,
    secrets: secretRing(secret, v.LOOKUP_SECRET_PREVIOUS),
    captchaMaxNumber: required(v.CAPTCHA_MAX_NUMBER),
    captchaTtlMs: required(v.CAPTCHA_TTL_S) * 1000,
    sessionTtlMs: required(v.LOOKUP_SESSION_TTL_MIN) * 60_000,
    rateLimitMax: required(v.LOOKUP_RATE_LIMIT_MAX),
  };
}
