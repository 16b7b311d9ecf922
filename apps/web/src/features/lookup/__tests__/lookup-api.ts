import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { JourneySet } from '@portico/contract';
import { makeJourney, makeJourneySet } from '@portico/contract/testing';
import { api, server } from '../../../../test/server.ts';
import { serveChallenges } from '../../../components/captcha/__tests__/challenge.ts';

// What the lookup form's tests serve: captcha challenges, the lookup's answers, the trips page.

interface Answer {
  status?: number;
  body: JourneySet | { message: string };
}

/** Serves challenges and lookups; records each lookup's query. */
export function serveLookups(...answers: Answer[]) {
  const { handler, served } = serveChallenges();
  const queries: URLSearchParams[] = [];
  server.use(
    handler,
    http.get(api('/detailedJourneys'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const answer = answers[Math.min(queries.length, answers.length) - 1] ?? answers[0];
      return HttpResponse.json(answer?.body ?? {}, { status: answer?.status ?? 200 });
    }),
    http.get(api('/whitelabels/journeys/toPay/page'), () =>
      HttpResponse.json({ message: 'internal_error' }, { status: 500 }),
    ),
  );
  return { queries, challenges: served };
}

export const plateSet = makeJourneySet([makeJourney({ id: 'trip-1', deadline: null })], {
  sessionId: 'session-plate',
});
export const noticeSet = makeJourneySet(
  [
    makeJourney({
      id: 'notice-1',
      deadline: null,
      nature: 'latePayment',
      paymentLimit: 'BEFORE_OMP',
      pvNumber: 'PV-2026-0001',
      indemnity: 1000,
      totalPrice: 1420,
    }),
  ],
  { sessionId: 'session-case' },
);

/** The captcha's own live status (the form has another one, for a search waiting for it). */
export const captchaStatus = () =>
  within(screen.getByRole('group', { name: 'Verifica anti-robot' })).getByRole('status');
