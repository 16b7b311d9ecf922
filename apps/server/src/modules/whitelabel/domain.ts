import type { Language } from '@portico/contract';
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
