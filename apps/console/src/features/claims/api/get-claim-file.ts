import { useCallback } from 'react';
import { routes, type Language } from '@portico/contract';
import { apiFileRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';

export function getClaimFile(
  language: Language,
  reference: string,
  attachmentId: string,
  signal?: AbortSignal,
) {
  return apiFileRequest(routes.claimFile, {
    language,
    params: { reference, attachmentId },
    signal,
  });
}

/**
 * One claim PDF read into memory, as the blob: URL its frame shows (typed as the server found it
 * by its first bytes); read when the frame is shown and again on `reload` (each reading counts
 * against the person's file views, so nothing reads it behind their back). The caller gives the
 * URL back (URL.revokeObjectURL) when done with it.
 */
export function useClaimPdfUrl(reference: string, attachmentId: string) {
  const fetcher = useCallback(
    async (language: Language, signal: AbortSignal) => {
      const file = await getClaimFile(language, reference, attachmentId, signal);
      // An answer for a frame no longer shown is dropped (useApiData): no URL to give back.
      signal.throwIfAborted();
      return URL.createObjectURL(new Blob([file], { type: 'application/pdf' }));
    },
    [reference, attachmentId],
  );
  return useApiData(fetcher);
}
