import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { Language } from '@portico/contract';
import { solveCaptcha, type SolvedCaptcha } from './captcha-solver.ts';

export type CaptchaStatus = 'solving' | 'solved' | 'failed';

export interface CaptchaState {
  status: CaptchaStatus;
  /** The solved token while it is usable; null while solving or after a failure. */
  token: string | null;
}

export interface CaptchaControls extends CaptchaState {
  /** Forgets the token and solves a new challenge (after a use, or to retry a failure). */
  restart(): void;
}

/** A new challenge is solved this long before the current one expires. */
export const refreshMarginMs = 30_000;
/**
 * Never sooner than this after a solve: a device clock far ahead of the server's would otherwise
 * see every challenge as nearly expired and solve in a loop.
 */
export const minRefreshDelayMs = 60_000;
/** setTimeout's largest delay. */
const maxTimerMs = 2 ** 31 - 1;

/** How long to keep a solved token before solving a new one; null: it does not expire. */
export function refreshDelay(expiresAt: Date | null, now: number = Date.now()): number | null {
  if (!expiresAt) return null;
  const beforeExpiry = expiresAt.getTime() - now - refreshMarginMs;
  return Math.min(Math.max(beforeExpiry, minRefreshDelayMs), maxTimerMs);
}

export interface UseCaptchaOptions {
  language: Language;
  /** Replaces the fetch-and-solve (tests). */
  solve?: typeof solveCaptcha;
}

/**
 * Solves a challenge as soon as it is used, then again shortly before each token expires (the
 * current token stays usable meanwhile). A failure leaves status "failed" until restart().
 */
export function useCaptcha({ language, solve = solveCaptcha }: UseCaptchaOptions): CaptchaControls {
  // Each round fetches and solves one challenge; bumping it starts the next.
  const [round, setRound] = useState(0);
  const [state, setState] = useState<CaptchaState>({ status: 'solving', token: null });

  // The language only sets the request's Accept-Language: changing it needs no new challenge.
  const solveOnce = useEffectEvent((signal: AbortSignal): Promise<SolvedCaptcha> =>
    solve({ language, signal }),
  );

  useEffect(() => {
    const controller = new AbortController();
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    solveOnce(controller.signal).then(
      (solved) => {
        if (controller.signal.aborted) return;
        setState({ status: 'solved', token: solved.token });
        const delay = refreshDelay(solved.expiresAt);
        if (delay === null) return;
        refreshTimer = setTimeout(() => {
          // A sleeping tab or device runs the timer late: an expired token is not offered.
          if (solved.expiresAt && Date.now() >= solved.expiresAt.getTime()) {
            setState({ status: 'solving', token: null });
          }
          setRound((r) => r + 1);
        }, delay);
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed', token: null });
      },
    );
    return () => {
      controller.abort();
      clearTimeout(refreshTimer);
    };
  }, [round]);

  const restart = useCallback(() => {
    setState({ status: 'solving', token: null });
    setRound((r) => r + 1);
  }, []);

  return { ...state, restart };
}
