import { z } from 'zod';
import { developmentJwtSecret } from '../published-secrets.ts';
import { required } from './config-error.ts';
import type { Problems } from './problems.ts';
import type { NodeEnv } from './server.ts';
import { type ParsedVariables, positiveInt, variable } from './variable.ts';

/** Customer accounts: the access tokens' key and lifetimes, the password hashes' cost. */
export const accountVariables = {
  JWT_SECRET: variable({
    secret: 'value',
    description:
      'Secret signing the customer access tokens (HS256); the same on every instance. Required in production; a fixed development value otherwise. Changing it signs everyone out at their next call.',
    defaultValue: undefined,
    expected: '32 to 200 characters without spaces',
    schema: z.string().regex(/^\S{32,200}$/),
  }),
  ACCESS_TOKEN_TTL_S: variable({
    description: 'Seconds an access token is valid (the Token answer\u2019s expiresIn).',
    defaultValue: '900',
    expected: 'an integer from 60 to 86400 (seconds)',
    schema: positiveInt.pipe(z.number().min(60).max(86_400)),
  }),
  REFRESH_TOKEN_TTL_DAYS: variable({
    description:
      'Days a refresh token is valid; each use gives a new one (rotation), so an active customer stays signed in.',
    defaultValue: '30',
    expected: 'an integer from 1 to 365 (days)',
    schema: positiveInt.pipe(z.number().max(365)),
  }),
  ARGON2_MEMORY_KIB: variable({
    description:
      "Argon2id memory cost of password hashes in KiB (OWASP's 19 MiB; with 8 iterations one sign-in costs 20-50 ms of CPU).",
    defaultValue: '19456',
    expected: 'an integer from 1024 to 1048576 (KiB)',
    schema: positiveInt.pipe(z.number().min(1024).max(1_048_576)),
  }),
  ARGON2_TIME_COST: variable({
    description:
      "Argon2id iterations of password hashes (OWASP's floor is 2 at 19 MiB; 8 makes a sign-in cost 20-50 ms of CPU).",
    defaultValue: '8',
    expected: 'an integer from 1 to 20',
    schema: positiveInt.pipe(z.number().max(20)),
  }),
  ARGON2_PARALLELISM: variable({
    description: 'Argon2id lanes of password hashes.',
    defaultValue: '1',
    expected: 'an integer from 1 to 16',
    schema: positiveInt.pipe(z.number().max(16)),
  }),
} as const;

export interface AccountsConfig {
  jwtSecret: string;
  accessTokenTtlS: number;
  refreshTokenTtlMs: number;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
}

/**
 * The access tokens' key: JWT_SECRET (or the file JWT_SECRET_FILE names, read with every secret's
 * file in givenValue); production refuses to run on the development default, as it does for
 * LOOKUP_SECRET.
 */
export function accountsSettings(
  v: ParsedVariables<typeof accountVariables>,
  nodeEnv: NodeEnv,
  problems: Problems,
): AccountsConfig {
  const secret = v.JWT_SECRET;
  if (nodeEnv === 'production' && !secret) {
    problems.add(
      'JWT_SECRET is required in production (or JWT_SECRET_FILE naming a file that holds it; expected 32 to 200 characters without spaces)',
    );
  }
  return {
    jwtSecret: secret ?? developmentJwtSecret,
    accessTokenTtlS: required(v.ACCESS_TOKEN_TTL_S),
    refreshTokenTtlMs: required(v.REFRESH_TOKEN_TTL_DAYS) * 86_400_000,
    argon2: {
      memoryCost: required(v.ARGON2_MEMORY_KIB),
      timeCost: required(v.ARGON2_TIME_COST),
      parallelism: required(v.ARGON2_PARALLELISM),
    },
  };
}
