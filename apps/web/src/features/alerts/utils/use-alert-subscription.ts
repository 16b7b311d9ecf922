import { useLayoutEffect, useRef, useState } from 'react';
import type { AlertSubscriptionOutcome, ErrorCode } from '@portico/contract';
import type { CaptchaFieldHandle } from '../../../components/captcha/captcha-field.tsx';
import type { CaptchaStatus } from '../../../components/captcha/use-captcha.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useFetchAlertStatus } from '../api/get-alert-status.ts';
import { useSubscribeAlert } from '../api/subscribe-alert.ts';
import { stepOfAlertStatus } from './alert-flow.ts';
import { alertStatusQuery, subscriptionBody, type AlertRequest } from './alert-request.ts';
import { forgetFormRentalDates } from '../../../components/rental-dates.ts';

export type AlertSubscriptionState =
  | { step: 'form' }
  /** ACTIVATED_ANOTHER_EMAIL: the dialog asks before the plate moves to this address. */
  | { step: 'askReassignment'; request: AlertRequest; hiddenEmail: string }
  | { step: 'success'; outcome: AlertSubscriptionOutcome; email: string };

/** A failed call: the server's code (null: none, the generic text) and the paths its details name. */
export interface AlertSubscriptionFailure {
  code: ErrorCode | null;
  detailPaths: string[];
  /**
   * Which call: the status read, or the subscription, whose 429 also stands for too many wrong
   * receipt numbers (a longer wait than a burst of requests).
   */
  call: 'status' | 'subscribe';
}

/**
 * The alert form's states (spec 000 section 4 "Alert subscription"): the status is asked when the
 * form is sent, then the table of alert-flow.ts says what follows. Subscribing spends a solved
 * captcha: asked for while the captcha is still solving, it waits for the token and goes out by
 * itself (as the trip lookup does), and each token is used once.
 */
export function useAlertSubscription({
  onFailure,
}: {
  /** A call failed: the form shows it on its field, at the captcha or above its buttons. */
  onFailure: (failure: AlertSubscriptionFailure) => void;
}) {
  const fetchStatus = useFetchAlertStatus();
  const subscribe = useSubscribeAlert();
  const [state, setState] = useState<AlertSubscriptionState>({ step: 'form' });
  // The latest handler: a call's answer may arrive renders after it was sent.
  const failureHandler = useRef(onFailure);
  useLayoutEffect(() => {
    failureHandler.current = onFailure;
  });
  const [checking, setChecking] = useState(false);
  // Refs as well as state: the status answer arrives after an await, when a render's values may be
  // stale (a token solved meanwhile).
  const token = useRef<string | null>(null);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>('solving');
  const captchaFailed = useRef(false);
  // A subscription asked for while the captcha had no token: sent as soon as one comes.
  const [queued, setQueued] = useState<AlertRequest | null>(null);
  const captchaRef = useRef<CaptchaFieldHandle>(null);

  const fail = (error: unknown, call: AlertSubscriptionFailure['call']) => {
    failureHandler.current(
      isApiError(error)
        ? { code: error.code, detailPaths: error.details.map((detail) => detail.path), call }
        : { code: null, detailPaths: [], call },
    );
  };

  const send = (request: AlertRequest, captchaToken: string) => {
    subscribe.mutate(
      { body: subscriptionBody(request), captchaToken },
      {
        onSuccess: ({ outcome }) => {
          forgetFormRentalDates();
          setState({ step: 'success', outcome, email: request.email });
        },
        onError: (error) => {
          setState({ step: 'form' });
          fail(error, 'subscribe');
        },
        // The server has seen the token, whatever it answered: the next try needs a new one.
        onSettled: () => {
          token.current = null;
          captchaRef.current?.reset();
        },
      },
    );
  };

  const subscribeWhenSolved = (request: AlertRequest) => {
    if (token.current) return send(request, token.current);
    if (captchaFailed.current) captchaRef.current?.reset();
    setQueued(request);
  };

  const waiting = queued !== null && captchaStatus !== 'failed';
  const busy = checking || subscribe.isPending || waiting;

  /** The form's valid values: asks the plate's status, then follows the spec's table. */
  const start = async (request: AlertRequest) => {
    if (busy) return;
    setChecking(true);
    try {
      const status = await fetchStatus(alertStatusQuery(request));
      const step = stepOfAlertStatus[status.alertStatus];
      if (step === 'subscribe') subscribeWhenSolved(request);
      else if (step === 'success') {
        forgetFormRentalDates();
        setState({ step: 'success', outcome: 'ALREADY_ACTIVE', email: request.email });
      } else {
        setState({ step: 'askReassignment', request, hiddenEmail: status.hiddenEmail ?? '' });
      }
    } catch (error) {
      fail(error, 'status');
    } finally {
      setChecking(false);
    }
  };

  /** "Vuoi continuare?" yes: the plate's alerts move to this address once it confirms. */
  const confirmReassignment = () => {
    if (state.step !== 'askReassignment') return;
    const { request } = state;
    setState({ step: 'form' });
    subscribeWhenSolved(request);
  };

  /** No: back to the form as it was. */
  const cancelReassignment = () => setState({ step: 'form' });

  const onTokenChange = (next: string | null) => {
    token.current = next;
    if (next && queued) {
      const request = queued;
      setQueued(null);
      send(request, next);
    }
  };

  const onStatusChange = (status: CaptchaStatus) => {
    captchaFailed.current = status === 'failed';
    setCaptchaStatus(status);
  };

  return {
    state,
    busy,
    /** Waiting for the captcha to send the subscription. */
    waiting,
    /** The captcha failed while a subscription waited for it: it did not go out. */
    waitFailed: queued !== null && captchaStatus === 'failed',
    start,
    confirmReassignment,
    cancelReassignment,
    captchaRef,
    onTokenChange,
    onCaptchaStatus: onStatusChange,
  };
}
