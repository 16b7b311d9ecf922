import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import type { NodeEnv } from './server.ts';
import { type ParsedVariables, variable } from './variable.ts';

/** The Prometheus metrics: their own listener, the token that guards them. */
export const metricsVariables = {
  METRICS_PORT: variable({
    description:
      'Port of a listener of its own serving the Prometheus metrics (GET /metrics) on METRICS_HOST, away from the public port; 0 picks a free port. The same value as PORT serves /metrics on the public port instead, which production refuses without METRICS_TOKEN. Metrics are off (no hooks, no endpoint) when neither METRICS_PORT nor METRICS_TOKEN is set.',
    defaultValue: undefined,
    expected: 'an integer from 0 to 65535',
    schema: z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(z.number().int().max(65535)),
  }),
  METRICS_HOST: variable({
    description:
      'Interface of the METRICS_PORT listener: this machine only by default; 0.0.0.0 lets a scraper on the private network in (e.g. another container).',
    defaultValue: '127.0.0.1',
    expected: 'a host name or IP address',
    schema: z.string().regex(/^[A-Za-z0-9.:[\]-]+$/),
  }),
  METRICS_TOKEN: variable({
    secret: 'value',
    description:
      'Bearer token GET /metrics requires (Authorization: Bearer <token>; anything else answers 401). Set without METRICS_PORT, /metrics is served on the public port behind it; with METRICS_PORT, that listener requires it too.',
    defaultValue: undefined,
    expected: '32 to 200 characters without spaces',
    schema: z.string().regex(/^\S{32,200}$/),
  }),
} as const;

/** Where GET /metrics is served, and the token it requires (null: none). */
export interface MetricsConfig {
  /** A listener of its own (METRICS_PORT, METRICS_HOST); null: none. */
  listener: { port: number; host: string } | null;
  /** /metrics on the public port too (METRICS_TOKEN alone, or METRICS_PORT equal to PORT). */
  publicPort: boolean;
  token: string | null;
}

/**
 * Where the metrics are served (issue 15 item 3): a listener of their own, the public port behind
 * METRICS_TOKEN, or both. The public port without a token would show any visitor the traffic and
 * the payments' counts, so production refuses it.
 */
export function metricsSettings(
  v: ParsedVariables<typeof metricsVariables>,
  nodeEnv: NodeEnv,
  port: number,
  host: string,
): MetricsConfig | null {
  const token = v.METRICS_TOKEN ?? null;
  if (v.METRICS_PORT === undefined && token === null) return null;
  const onPublicPort =
    v.METRICS_PORT !== undefined && v.METRICS_PORT !== 0 && v.METRICS_PORT === port;
  if (onPublicPort && token === null && nodeEnv === 'production') {
    throw new ConfigError(
      'Invalid environment: METRICS_PORT equal to PORT serves the metrics on the public port, refused in production without METRICS_TOKEN (set METRICS_TOKEN, or another METRICS_PORT)',
    );
  }
  return {
    listener: v.METRICS_PORT === undefined || onPublicPort ? null : { port: v.METRICS_PORT, host },
    publicPort: v.METRICS_PORT === undefined || onPublicPort,
    token,
  };
}
