import { useCallback, useEffect, useState } from 'react';
import type { Refund } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { getRefunds, type RefundView } from './refunds-api.ts';

interface RefundsState {
  refunds: Refund[];
  next: string | null;
  loading: boolean;
  error: unknown;
}

const initial: RefundsState = { refunds: [], next: null, loading: true, error: null };

/**
 * The attempts of a view: the first page when the view changes or on `reload` (after a
 * decision), each next page appended by `more`.
 */
export function useRefunds(view: RefundView) {
  const { language } = useI18n();
  const [state, setState] = useState<RefundsState>(initial);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    getRefunds(language, view, undefined, controller.signal).then(
      (page) => setState({ refunds: page.refunds, next: page.next, loading: false, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ ...initial, loading: false, error });
      },
    );
    return () => controller.abort();
    // The language is read once per call: a language switch does not refetch the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, generation]);

  const more = useCallback(async () => {
    if (!state.next) return;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const page = await getRefunds(language, view, state.next);
      setState((current) => ({
        refunds: [...current.refunds, ...page.refunds],
        next: page.next,
        loading: false,
        error: null,
      }));
    } catch (error) {
      setState((current) => ({ ...current, loading: false, error }));
    }
  }, [language, view, state.next]);

  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  return { ...state, more, reload };
}
