import { useCallback, useEffect, useState } from 'react';
import { routes, type AuditEventView, type AuditFilters, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** One page of the audit log, newest first; `cursor` continues after the previous page. */
export function getAuditEvents(
  language: Language,
  filters: AuditFilters,
  cursor?: string,
  signal?: AbortSignal,
) {
  return apiRequest(routes.auditEvents, { language, query: { ...filters, cursor }, signal });
}

interface AuditEventsState {
  events: AuditEventView[];
  nextCursor: string | null;
  loading: boolean;
  error: unknown;
}

const initial: AuditEventsState = { events: [], nextCursor: null, loading: true, error: null };

/**
 * The events for a set of filters, the first page when the filters change, each next page
 * appended by `more`. The filters are compared by value: the page rebuilds them on each render.
 */
export function useAuditEvents(filters: AuditFilters) {
  const { language } = useI18n();
  const key = JSON.stringify(filters);
  const [state, setState] = useState<AuditEventsState>(initial);

  useEffect(() => {
    const controller = new AbortController();
    setState(initial);
    getAuditEvents(language, JSON.parse(key) as AuditFilters, undefined, controller.signal).then(
      (page) => setState({ ...page, loading: false, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ ...initial, loading: false, error });
      },
    );
    return () => controller.abort();
    // The language is read once per call: a language switch does not refetch the same events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const more = useCallback(async () => {
    if (!state.nextCursor) return;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const page = await getAuditEvents(
        language,
        JSON.parse(key) as AuditFilters,
        state.nextCursor,
      );
      setState((current) => ({
        events: [...current.events, ...page.events],
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
