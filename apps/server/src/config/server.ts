import { z } from 'zod';
import { required } from './config-error.ts';
import { type ParsedVariables, positiveInt, variable } from './variable.ts';

/** The process: where it listens, its mode and logs, and its HTTP server's timeouts. */
export const serverVariables = {
  PORT: variable({
    description: 'TCP port the server listens on (0 picks a free port).',
    defaultValue: '8080',
    expected: 'an integer from 0 to 65535',
    schema: z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(z.number().int().max(65535)),
  }),
  HOST: variable({
    description: 'Interface to listen on (0.0.0.0 for every interface, e.g. in a container).',
    defaultValue: 'localhost',
    expected: 'a host name or IP address',
    schema: z.string().regex(/^[A-Za-z0-9.:[\]-]+$/),
  }),
  NODE_ENV: variable({
    description: 'Runtime mode; development pretty-prints logs on a terminal.',
    defaultValue: 'development',
    expected: 'one of development, production, test',
    schema: z.enum(['development', 'production', 'test']),
  }),
  LOG_LEVEL: variable({
    description: 'pino log level.',
    defaultValue: 'info',
    expected: 'one of fatal, error, warn, info, debug, trace, silent',
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  }),
  HTTP_REQUEST_TIMEOUT_MS: variable({
    description:
      'The longest a client may take to send a whole request (headers and body; a 5 MB claim from a slow phone needs time); then the connection is closed.',
    defaultValue: '120000',
    expected: 'an integer from 1000 to 600000 (milliseconds)',
    schema: positiveInt.pipe(z.number().min(1_000).max(600_000)),
  }),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: variable({
    description:
      'How long an idle keep-alive connection stays open; keep it above the load balancer\u2019s idle timeout (60 s on most), so the balancer never reuses a connection the server is closing. Headers must arrive within this plus 1 s.',
    defaultValue: '65000',
    expected: 'an integer from 1000 to 600000 (milliseconds)',
    schema: positiveInt.pipe(z.number().min(1_000).max(600_000)),
  }),
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: variable({
    description:
      'Above this mean event-loop delay (sampled each second) the server answers 503 service_unavailable with Retry-After at once instead of queueing more work it cannot do (/healthz still answers); 0 turns it off. Default: 1000 in production, off otherwise (tests and laptops block the loop on purpose).',
    defaultValue: undefined,
    expected: 'an integer from 0 to 60000 (milliseconds)',
    schema: z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(z.number().int().max(60_000)),
  }),
} as const;

export type NodeEnv = 'development' | 'production' | 'test';

/** The HTTP server's timeouts, and when it refuses work under pressure (0: never). */
export interface HttpConfig {
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxEventLoopDelayMs: number;
}

/** The pressure valve is on in production only: tests and laptops block the loop on purpose. */
export function httpSettings(
  v: ParsedVariables<typeof serverVariables>,
  nodeEnv: NodeEnv,
): HttpConfig {
  return {
    requestTimeoutMs: required(v.HTTP_REQUEST_TIMEOUT_MS),
    keepAliveTimeoutMs: required(v.HTTP_KEEP_ALIVE_TIMEOUT_MS),
    maxEventLoopDelayMs:
      v.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ?? (nodeEnv === 'production' ? 1000 : 0),
  };
}
