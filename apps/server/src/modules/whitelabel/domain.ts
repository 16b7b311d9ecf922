import { tagManagerSchema, type Language, type TagManager } from '@portico/contract';
import type { LocalizedText } from '../../shared/localized.ts';

/** The white-label a request is for, as the rest of the server sees it. */
export interface Tenant {
  id: number;
  code: string;
  name: string;
  hosts: string[];
  logoUrl: string;
  gdprText: LocalizedText;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
  freeFlowEnabled: boolean;
  languages: Language[];
  /** Its tag-management script, loaded after consent; null when none is configured. */
  tagManager: TagManager | null;
}

/**
 * The tag manager of a white-label's settings document (`settings.tagManager`, e.g.
 * `{ "scriptUrl": "https://www.googletagmanager.com/gtm.js?id=GTM-XXXX" }`). Anything else
 * (absent, not https, malformed) is none: a typo must not open the page's CSP to some origin.
 */
export function tagManagerOf(settings: Record<string, unknown>): TagManager | null {
  const parsed = tagManagerSchema.safeParse(settings['tagManager']);
  return parsed.success ? parsed.data : null;
}

/**
 * The host name of a Host or x-whitelabel-host value: lower-case, without port or trailing dot.
 * Returns null for a value that cannot be a host name.
 */
export function normalizeHost(value: string): string | null {
  let host = value.trim().toLowerCase();
  if (host.startsWith('[')) {
    // IPv6 literal: "[::1]:8080".
    const end = host.indexOf(']');
    host = end === -1 ? '' : host.slice(1, end);
  } else {
    host = host.replace(/:\d*$/, '');
  }
  host = host.replace(/\.$/, '');
  return host.length > 0 && host.length <= 253 && !/[\s/?#@]/.test(host) ? host : null;
}
