import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { loopbackHosts } from './loopback-hosts.ts';
import type { NodeEnv } from './server.ts';
import { type ParsedVariables, positiveInt, variable } from './variable.ts';

/** The fleet-card processor (TOTAL, DKV, SHELL, ESSO payments). */
export const fleetVariables = {
  FLEET_PROCESSOR: variable({
    description:
      'Who authorises fleet-card payments (TOTAL, DKV, SHELL, ESSO): off (the methods are shown as unavailable), sandbox (the built-in test processor; refused in production) or http (a real gateway at FLEET_PROCESSOR_URL). Default: http when FLEET_PROCESSOR_URL is set, else sandbox outside production and off in production.',
    defaultValue: undefined,
    expected: 'off, sandbox or http',
    schema: z.enum(['off', 'sandbox', 'http']),
  }),
  FLEET_PROCESSOR_URL: variable({
    secret: 'url',
    description:
      'Base URL of the fleet-card gateway speaking the JSON protocol of the README (https; http only to 127.0.0.1, ::1 or localhost outside production).',
    defaultValue: undefined,
    expected: 'an https:// URL',
    schema: z.url({ protocol: /^https?$/ }),
  }),
  FLEET_PROCESSOR_API_KEY: variable({
    secret: 'value',
    description:
      'Secret sent to the fleet-card gateway as Authorization: Bearer (required with FLEET_PROCESSOR=http).',
    defaultValue: undefined,
    expected: '16 to 500 printable characters without spaces',
    schema: z.string().regex(/^[\x21-\x7e]{16,500}$/),
  }),
  FLEET_PROCESSOR_TIMEOUT_MS: variable({
    description:
      'How long one call to the fleet-card processor may take; a charge left without an answer is looked up after twice this time.',
    defaultValue: '10000',
    expected: 'an integer from 100 to 120000 (milliseconds)',
    schema: positiveInt.pipe(z.number().min(100).max(120_000)),
  }),
} as const;

/** Who authorises fleet-card payments (modules/payments/fleet-cards/processor.ts). */
export interface FleetProcessorSettings {
  kind: 'off' | 'sandbox' | 'http';
  /** The gateway, with kind http only. */
  http: { url: string; apiKey: string } | null;
  timeoutMs: number;
}

/**
 * The fleet-card processor: never the sandbox in production (it approves invented numbers, issue 9
 * item 1), a gateway only over https (plain http to this machine only, outside production).
 */
export function fleetProcessorSettings(
  v: ParsedVariables<typeof fleetVariables>,
  nodeEnv: NodeEnv,
  timeoutMs: number,
): FleetProcessorSettings {
  const production = nodeEnv === 'production';
  const kind =
    v.FLEET_PROCESSOR ?? (v.FLEET_PROCESSOR_URL ? 'http' : production ? 'off' : 'sandbox');
  if (kind === 'sandbox' && production) {
    throw new ConfigError(
      'Invalid environment: FLEET_PROCESSOR=sandbox is refused in production (it approves any test number): set FLEET_PROCESSOR=http with a real gateway, or off',
    );
  }
  if (kind !== 'http') {
    if (v.FLEET_PROCESSOR_URL || v.FLEET_PROCESSOR_API_KEY) {
      throw new ConfigError(
        `Invalid environment: FLEET_PROCESSOR_URL and FLEET_PROCESSOR_API_KEY are for FLEET_PROCESSOR=http, not ${kind}`,
      );
    }
    return { kind, http: null, timeoutMs };
  }
  if (!v.FLEET_PROCESSOR_URL || !v.FLEET_PROCESSOR_API_KEY) {
    throw new ConfigError(
      'Invalid environment: FLEET_PROCESSOR=http needs FLEET_PROCESSOR_URL and FLEET_PROCESSOR_API_KEY',
    );
  }
  const url = new URL(v.FLEET_PROCESSOR_URL);
  if (url.protocol !== 'https:' && (production || !loopbackHosts.has(url.hostname))) {
    throw new ConfigError(
      'Invalid environment: FLEET_PROCESSOR_URL must be https:// (plain http only to this machine, outside production)',
    );
  }
  return {
    kind,
    http: { url: v.FLEET_PROCESSOR_URL, apiKey: v.FLEET_PROCESSOR_API_KEY },
    timeoutMs,
  };
}
