import { http, HttpResponse } from 'msw';
import type { JourneyPrice } from '@portico/contract';
import { makeJourney, makeJourneySet } from '@portico/contract/testing';
import { api, server } from '../../../../test/server.ts';

// What the prepayment screen's tests serve: the page data and the price calls' answers.

/** A plate lookup with one due trip, stored as the lookup form stores it. */
export const lookedUpSet = makeJourneySet([makeJourney({ id: 'trip-1', deadline: null })], {
  plate: 'AB123CD',
  countryCode: 'FR',
  sessionId: 'session-plate',
});

export function storeLookedUp(countryCode = 'FR'): void {
  localStorage.setItem(
    'journeys',
    JSON.stringify({ ...lookedUpSet, countryCode, plateHasAccount: false }),
  );
  localStorage.setItem('sessionId', JSON.stringify('session-plate'));
  localStorage.setItem(
    'form/plate',
    JSON.stringify({ licensePlate: 'AB123CD', country: countryCode }),
  );
}

/** Price in cents by "in>out", e.g. { '34>23': 420 }; a missing leg answers 503. */
export function servePrices(prices: Record<string, number>, status = 200) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api('/whitelabels/payments/prepayments/page'), () =>
      HttpResponse.json({
        title: 'Pagare prima di partire',
        text: 'Il credito vale 30 giorni.\n\nUn viaggio più caro deve la differenza.',
        picture: null,
        pictureAlt: null,
      }),
    ),
    http.get(api('/journeys/price'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const from = query.get('in') ?? '';
      const to = query.get('out') ?? '';
      const total = prices[`${from}>${to}`];
      if (status !== 200 || total === undefined)
        return HttpResponse.json({ message: 'service_unavailable' }, { status: 503 });
      const answer: JourneyPrice = {
        total,
        in: { id: from, label: from },
        out: { id: to, label: to },
      };
      return HttpResponse.json(answer);
    }),
  );
  return { queries };
}
