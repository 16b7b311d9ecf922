import { useCallback, useEffect, useState } from 'react';
import { routes, type ClaimQueueItem, type Language, type RouteQuery } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export type ClaimsQueueFilters = NonNullable<RouteQuery<'claimsQueue'>>;

/** One page of the claims queue; `cursor` continues after the previous page. */
export function getClaimsQueue(
  language: Language,
  filters: ClaimsQueueFilters,
  cursor?: string,
  signal?: AbortSignal,
) {
  return apiRequest(routes.claimsQueue, { language, query: { ...filters, cursor }, signal });
}

interface QueueState {
  claims: ClaimQueueItem[];
  nextCursor: string | null;
  loading: boolean;
  error: unknown;
}

const initial: QueueState = { claims: [], nextCursor: null, loading: true, error: null };

/**
 * The claims for a set of filters: the first page when the filters change, each next page
 * appended by `more`. The filters are compared by value: the page rebuilds them on each render.
 */
export function useClaimsQueue(filters: ClaimsQueueFilters) {
  const { language } = useI18n();
  const key = JSON.stringify(filters);
  const [state, setState] = useState<QueueState>(initial);

  useEffect(() => {
    const controller = new AbortController();
    setState(initial);
    getClaimsQueue(
      language,
      JSON.parse(key) as ClaimsQueueFilters,
      undefined,
      controller.signal,
    ).then(
      (page) => setState({ ...page, loading: false, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ ...initial, loading: false, error });
      },
    );
    return () => controller.abort();
    // Reason labels follow the language of the first call; a switch does not refetch the queue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const more = useCallback(async () => {
    if (!state.nextCursor) return;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const page = await getClaimsQueue(
        language,
        JSON.parse(key) as ClaimsQueueFilters,
        state.nextCursor,
      );
      setState((current) => ({
        claims: [...current.claims, ...page.claims],
        nextCursor: page.nextCursor,
        loading: false,
        error: null,
      }));
    } catch (error) {
      setState((current) => ({ ...current, loading: false, error }));
    }
  }, [key, language, state.nextCursor]);

  return { ...state, more };
}
