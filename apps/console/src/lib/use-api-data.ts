import { useCallback, useEffect, useState } from 'react';
import type { Language } from '@portico/contract';
import { useI18n } from './i18n.tsx';

export interface ApiData<Data> {
  /** The last answer; null until the first arrives. */
  data: Data | null;
  /** The last call's failure, if it failed. */
  error: unknown;
  /** Calls again (after a change), keeping the shown data until the answer comes. */
  reload: () => void;
}

/**
 * A page's data from one call, fetched when the page opens and again on `reload`; an answer
 * that comes after the page is left (or after a newer call) is dropped.
 */
export function useApiData<Data>(
  fetcher: (language: Language, signal: AbortSignal) => Promise<Data>,
): ApiData<Data> {
  const { language } = useI18n();
  const [data, setData] = useState<Data | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetcher(language, controller.signal).then(
      (answer) => {
        setData(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      },
    );
    return () => controller.abort();
    // The language is read once per call: a language switch does not refetch the same data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher, generation]);
  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  return { data, error, reload };
}
