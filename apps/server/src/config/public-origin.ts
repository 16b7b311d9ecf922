import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { loopbackHosts } from './loopback-hosts.ts';
import type { NodeEnv } from './server.ts';
import { type ParsedVariables, variable } from './variable.ts';

/** scheme://host[:port] and nothing more (a trailing slash is forgiven). */
function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** The portal's origin as the world reaches it: the PSPs' and e-mails' links are built on it. */
export const publicOriginVariables = {
  PUBLIC_ORIGIN: variable({
    description:
      "The portal's public origin (scheme://host[:port]), on which the PSPs' return and notification URLs are built and the only place the PSP simulators notify or send browsers; a white-label's own host (from its hosts in the database) replaces the host when the visitor is on it. The e-mails' links (alerts, unsubscribe) are built on it too, on the white-label's own host. Required in production (https); default http://localhost:<PORT> outside production.",
    defaultValue: undefined,
    expected: 'an http(s) origin without path, e.g. https://peage.example.fr',
    schema: z
      .url({ protocol: /^https?$/ })
      .refine(isOrigin)
      .transform((value) => new URL(value).origin),
  }),
} as const;

/**
 * Where the PSPs send browsers back and post notifications: required in production, where it must
 * be https but for this machine (a local production-mode run); outside production the laptop's
 * own address, so `npm start` works as is.
 */
export function publicOrigin(
  v: ParsedVariables<typeof publicOriginVariables>,
  nodeEnv: NodeEnv,
  port: number,
): string {
  if (nodeEnv !== 'production') return v.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  if (v.PUBLIC_ORIGIN === undefined) {
    throw new ConfigError(
      "Invalid environment: PUBLIC_ORIGIN is required in production (the portal's https origin, e.g. https://peage.example.fr: the PSPs send browsers back and notifications there)",
    );
  }
  const url = new URL(v.PUBLIC_ORIGIN);
  if (url.protocol !== 'https:' && !loopbackHosts.has(url.hostname)) {
    throw new ConfigError(
      'Invalid environment: PUBLIC_ORIGIN must be https:// in production (plain http only to this machine)',
    );
  }
  return v.PUBLIC_ORIGIN;
}
