import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { serializeError } from './error-serializer.ts';
import { serializeRequest } from './request-log.ts';

/**
 * pino JSON lines, the format log collectors read. Pretty output only for a developer at a
 * terminal: pino-pretty is a devDependency, never loaded in production, and skipped when an
 * install without dev dependencies runs in development mode.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  isTty: boolean = process.stdout.isTTY === true,
  /** Where the lines go instead of stdout (tests read them). */
  destination?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty =
    !destination && config.nodeEnv === 'development' && isTty && isInstalled('pino-pretty');
  return {
    level: config.logLevel,
    // The request serializer logs no header; this guards any code that logs headers itself.
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-api-key"]',
      'headers.authorization',
      'headers.cookie',
      'headers["x-api-key"]',
    ],
    // Failed queries keep their SQLSTATE and stack but lose the values they carried.
    serializers: { err: serializeError, req: serializeRequest },
    ...(destination ? { stream: destination } : {}),
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } } }
      : {}),
  };
}

function isInstalled(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}
