import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, whitelabelSchema, type Language, type Whitelabel } from '@portico/contract';
import { apiRequest } from './api-client.ts';
import { readStored, storageKeys, writeStored } from './storage.ts';
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
  const parsed = whitelabelSchema.safeParse(entry.data);
  return parsed.success ? parsed.data : null;
}

/** GET /whitelabels, served from session storage while the entry is fresh and in the same language. */
export async function getWhitelabel(language: Language, signal?: AbortSignal): Promise<Whitelabel> {
  const cached = readCache(language, Date.now());
  if (cached) return cached;
  const data = await apiRequest(routes.whitelabel, { language, schema: whitelabelSchema, signal });
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
