import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLanguage, routes, type Language, type Whitelabel } from '@portico/contract';
import { apiRequest } from './api-client.ts';
import { isRecord, readStored, storageKeys, writeStored } from './storage.ts';
import { useLanguage } from './language.ts';

/** Spec 000 section 9: the white-label data is cached 900000 ms in session storage. */
export const whitelabelCacheMs = 900_000;

interface CachedWhitelabel {
  language: Language;
  expiresAt: number;
  data: Whitelabel;
}

function readCache(language: Language, now: number): Whitelabel | null {
  const stored = readStored('session', storageKeys.whitelabel);
  if (typeof stored !== 'object' || stored === null) return null;
  const entry = stored as Partial<CachedWhitelabel>;
  if (
    entry.language !== language ||
    typeof entry.expiresAt !== 'number' ||
    entry.expiresAt <= now
  ) {
    return null;
  }
  return isWhitelabel(entry.data) ? entry.data : null;
}

/**
 * Session storage is read back with a check (an entry left by an older build must not break the
 * page), written by hand: the contract's schema would bring Zod to every page for seven fields.
 */
function isWhitelabel(value: unknown): value is Whitelabel {
  if (!isRecord(value) || !isRecord(value.seo)) return false;
  const { code, name, logoUrl, gdprText, seo, freeFlowEnabled, languages } = value;
  return (
    [code, name, logoUrl, gdprText, seo.title, seo.description].every(
      (text) => typeof text === 'string',
    ) &&
    typeof freeFlowEnabled === 'boolean' &&
    Array.isArray(languages) &&
    languages.length > 0 &&
    languages.every(isLanguage)
  );
}

/** GET /whitelabels, served from session storage while the entry is fresh and in the same language. */
export async function getWhitelabel(language: Language, signal?: AbortSignal): Promise<Whitelabel> {
  const cached = readCache(language, Date.now());
  if (cached) return cached;
  const data = await apiRequest(routes.whitelabel, { language, signal });
  const entry: CachedWhitelabel = { language, expiresAt: Date.now() + whitelabelCacheMs, data };
  writeStored('session', storageKeys.whitelabel, entry);
  return data;
}

export function whitelabelQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['whitelabel', language],
    queryFn: ({ signal }) => getWhitelabel(language, signal),
    staleTime: whitelabelCacheMs,
  });
}

export function useWhitelabel() {
  return useQuery(whitelabelQueryOptions(useLanguage()));
}
