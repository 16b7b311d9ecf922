import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { JourneySet } from '@portico/contract';
import { api, server } from '../../../../test/server.ts';
import { renderApp } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import {
  aJourney,
  aJourneySet,
  storeJourneySet,
} from '../../../features/journeys/__tests__/journeys.ts';
import { aPaymentSession } from '../../../features/payment/__tests__/payment-fixtures.ts';

// /travels of a signed-in customer (spec 001 section 6): the trips of the registered plates from
// GET /authenticated/detailedJourneys, a chooser between plates, and the payment with the plate's
// session and the customer's token.

const due = aJourney({ id: 'due1', date: '2026-03-02T08:15:00+01:00' });
const due2 = aJourney({ id: 'due2', date: '2026-03-03T08:15:00+01:00' });
const other = aJourney({ id: 'other1', date: '2026-03-04T08:15:00+01:00', totalPrice: 760 });
const noTrips = aJourneySet([], { plate: 'GH-501-CC', sessionId: 'session-gh' });
const twoDue = aJourneySet([due2, due], { plate: 'GD-301-AA', sessionId: 'session-gd' });
const italian = aJourneySet([other], {
  plate: 'FG512KL',
  countryCode: 'IT',
  sessionId: 'session-fg',
});

interface CustomerCalls {
  authorizations: (string | null)[];
}

function serveCustomerTrips(answers: (JourneySet[] | number)[]): CustomerCalls {
  const calls: CustomerCalls = { authorizations: [] };
  let call = 0;
  server.use(
    http.get(api('/whitelabels/journeys/toPay/page'), () =>
      HttpResponse.json({
        primoPassantText: null,
        canAddPrepayment: false,
        canContestJourney: false,
        paymentPeriod: 72,
        articleList: [],
        backgroundPicture: null,
      }),
    ),
    http.get(api('/authenticated/detailedJourneys'), ({ request }) => {
      calls.authorizations.push(request.headers.get('authorization'));
      const answer = answers[Math.min(call, answers.length - 1)];
      call += 1;
      return typeof answer === 'number'
        ? HttpResponse.json({ message: 'unauthorized' }, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  return calls;
}

async function openCustomerTravels() {
  const view = renderApp('/it/travels');
  await screen.findByRole('heading', { level: 1, name: 'Viaggi da pagare' }, { timeout: 5000 });
  return view;
}

const plateButton = (name: RegExp) => screen.getByRole('button', { name });
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

describe("a signed-in customer's travels", () => {
  it('reads the trips of every plate with the bearer token and shows the first plate with trips', async () => {
    storeTestToken('customer', { accessToken: 'customer-access' });
    const calls = serveCustomerTrips([[noTrips, twoDue, italian]]);
    await openCustomerTravels();

    const chooser = await screen.findByRole('region', { name: 'I tuoi veicoli' });
    const buttons = within(chooser).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'GH-501-CC (Francia)0 viaggi da pagare',
      'GD-301-AA (Francia)2 viaggi da pagare',
      'FG512KL (Italia)1 viaggio da pagare',
    ]);
    // The first plate has nothing to pay: the first one with trips is shown.
    expect(plateButton(/^GD-301-AA/)).toHaveAttribute('aria-pressed', 'true');
    expect(plateButton(/^GH-501-CC/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('vehicle-plate')).toHaveTextContent('GD-301-AA');
    expect(screen.getAllByRole('checkbox', { name: /^Seleziona il viaggio del/ })).toHaveLength(2);
    // Fetched once, by the loader: the page reads that answer.
    expect(calls.authorizations).toEqual(['Bearer customer-access']);
  });

  it('switches plates with the chooser: another plate, and the no-trip variant', async () => {
    storeTestToken('customer');
    serveCustomerTrips([[noTrips, twoDue, italian]]);
    const { user } = await openCustomerTravels();
    await screen.findByRole('region', { name: 'I tuoi veicoli' });

    await user.click(plateButton(/^FG512KL/));
    expect(plateButton(/^FG512KL/)).toHaveAttribute('aria-pressed', 'true');
    expect(plateButton(/^GD-301-AA/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('vehicle-plate')).toHaveTextContent('Targa FG512KL (Italia)');
    expect(screen.getAllByRole('checkbox', { name: /^Seleziona il viaggio del/ })).toHaveLength(1);
    expect(screen.getByTestId('trip-summary-totals')).toHaveTextContent('7,60');

    // By keyboard too: the plate buttons are ordinary buttons.
    plateButton(/^GH-501-CC/).focus();
    await user.keyboard('{Enter}');
    expect(plateButton(/^GH-501-CC/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Nessun viaggio da pagare' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows no chooser for a single plate', async () => {
    storeTestToken('customer');
    serveCustomerTrips([[twoDue]]);
    await openCustomerTravels();
    await screen.findAllByRole('checkbox', { name: /^Seleziona il viaggio del/ });
    expect(screen.queryByRole('region', { name: 'I tuoi veicoli' })).not.toBeInTheDocument();
    expect(screen.getByTestId('vehicle-plate')).toHaveTextContent('GD-301-AA');
  });

  // Issue 24: the server leaves out the plates not proven yet, so "none" may be "none verified".
  it('tells a customer without verified plates to add and verify one in the profile', async () => {
    storeTestToken('customer');
    serveCustomerTrips([[]]);
    await openCustomerTravels();
    const empty = await screen.findByRole('region', { name: 'Nessun veicolo verificato' });
    expect(empty).toHaveTextContent(
      'Aggiungi un veicolo al tuo profilo e verificalo con una ricevuta di pagamento per ritrovare qui i viaggi da pagare.',
    );
    expect(within(empty).getByRole('link', { name: 'Vai ai tuoi veicoli' })).toHaveAttribute(
      'href',
      '/it/account/profile',
    );
  });

  it('shows an error with a retry when the trips cannot load, and the trips after the retry', async () => {
    storeTestToken('customer');
    // The loader's call and the page's own try on opening both fail.
    const calls = serveCustomerTrips([500, 500, [twoDue]]);
    const { user } = await openCustomerTravels();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Non è stato possibile caricare i viaggi dei tuoi veicoli.');
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(
      await screen.findAllByRole('checkbox', { name: /^Seleziona il viaggio del/ }),
    ).toHaveLength(2);
    expect(calls.authorizations).toHaveLength(3);
  });

  it('signs the customer out on a 401 and leaves /travels', async () => {
    storeTestToken('customer');
    serveCustomerTrips([401]);
    const { router } = renderApp('/it/travels');
    // A visitor without a stored lookup: /travels goes to /journeys, which goes home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'), { timeout: 5000 });
    expect(localStorage.getItem('spiritUserToken')).toBeNull();
  });

  it('offers a notice the customer has just looked up first, then the plates', async () => {
    storeTestToken('customer');
    storeJourneySet(aJourneySet([due], { plate: 'ZZ-999-ZZ', sessionId: 'notice-session' }));
    localStorage.setItem('paymentNoticeIsValid', 'true');
    serveCustomerTrips([[twoDue]]);
    await openCustomerTravels();
    const chooser = await screen.findByRole('region', { name: 'I tuoi veicoli' });
    const buttons = within(chooser).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'ZZ-999-ZZ (Francia)Avviso di pagamento, 1 viaggio da pagare',
      'GD-301-AA (Francia)2 viaggi da pagare',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers a plate the customer looked up that is not registered, and not a registered one twice', async () => {
    storeTestToken('customer');
    storeJourneySet(aJourneySet([due], { plate: 'ZZ-999-ZZ', sessionId: 'lookup-session' }));
    serveCustomerTrips([[twoDue]]);
    await openCustomerTravels();
    const chooser = await screen.findByRole('region', { name: 'I tuoi veicoli' });
    const buttons = within(chooser).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'ZZ-999-ZZ (Francia)Targa cercata, 1 viaggio da pagare',
      'GD-301-AA (Francia)2 viaggi da pagare',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not offer a looked-up plate that is registered: its own entry lists the lookup', async () => {
    storeTestToken('customer');
    storeJourneySet(aJourneySet([due], { plate: 'GD-301-AA', sessionId: 'lookup-session' }));
    serveCustomerTrips([[twoDue, noTrips]]);
    await openCustomerTravels();
    const chooser = await screen.findByRole('region', { name: 'I tuoi veicoli' });
    expect(
      within(chooser)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['GD-301-AA (Francia)2 viaggi da pagare', 'GH-501-CC (Francia)0 viaggi da pagare']);
  });

  it("pays a plate's trips with its session and the bearer token through /payments/journeys", async () => {
    storeTestToken('customer', { accessToken: 'customer-access' });
    localStorage.setItem('isFromAvisOrCnp', 'true');
    localStorage.setItem('paymentNoticeIsValid', 'true');
    storeJourneySet(aJourneySet([other], { plate: 'ZZ-999-ZZ', sessionId: 'notice-session' }));
    serveCustomerTrips([[twoDue, italian]]);
    const payments: { url: URL; authorization: string | null; body: unknown }[] = [];
    server.use(
      http.post(api('/payments/journeys'), async ({ request }) => {
        payments.push({
          url: new URL(request.url),
          authorization: request.headers.get('authorization'),
          body: await request.json(),
        });
        return HttpResponse.json(aPaymentSession());
      }),
      http.get(api('/payments/methods'), () => HttpResponse.json([])),
      http.get(api('/users/me'), () =>
        HttpResponse.json({ message: 'unauthorized' }, { status: 500 }),
      ),
    );
    const { user, router } = await openCustomerTravels();
    await screen.findByRole('region', { name: 'I tuoi veicoli' });
    await user.click(plateButton(/^GD-301-AA/));
    await user.click(screen.getByRole('button', { name: 'Paga' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/it/payment'));
    expect(stored('sessionId')).toBe('session-gd');
    expect(stored('journeys')).toMatchObject({ plate: 'GD-301-AA', sessionId: 'session-gd' });
    expect(stored('isFromAvisOrCnp')).toBe(false);
    expect(stored('paymentNoticeIsValid')).toBe(false);
    expect((stored('payment/journeys') as { id: string }[]).map(({ id }) => id)).toEqual([
      'due1',
      'due2',
    ]);
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]?.url.searchParams.get('sessionId')).toBe('session-gd');
    expect(payments[0]?.authorization).toBe('Bearer customer-access');
    expect(payments[0]?.body).toEqual({ journeys: [{ idDossier: 'due1' }, { idDossier: 'due2' }] });
  });

  it('lists the prepaid trips added for a plate with its trips, removes one and pays the other with them', async () => {
    storeTestToken('customer', { accessToken: 'customer-access' });
    const prepaid = (id: string) =>
      aJourney({
        id,
        status: 'PREPAYMENT',
        nature: 'prePayment',
        in: { id: '34', label: '34' },
        out: { id: '23', label: '23' },
        totalPrice: 420,
        ttcPrice: 420,
        carCategory: 1,
      });
    // The plate form's lookup of the same plate, where the prepayment screen added two trips.
    storeJourneySet(
      aJourneySet([due, prepaid('prepaid-a'), prepaid('prepaid-b')], {
        plate: 'GD-301-AA',
        sessionId: 'session-lookup',
      }),
    );
    serveCustomerTrips([[twoDue]]);
    const payments: unknown[] = [];
    server.use(
      http.post(api('/payments/journeys'), async ({ request }) => {
        payments.push(await request.json());
        return HttpResponse.json(aPaymentSession());
      }),
      http.get(api('/payments/methods'), () => HttpResponse.json([])),
      http.get(api('/users/me'), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const { user, router } = await openCustomerTravels();
    const deletes = await screen.findAllByRole('button', {
      name: 'Elimina il pagamento anticipato',
    });
    expect(deletes).toHaveLength(2);
    await user.click(deletes[0] as HTMLElement);
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: 'Elimina il pagamento anticipato' }),
      ).toHaveLength(1),
    );
    const left = (stored('journeys') as JourneySet).journeys.filter(
      (journey) => journey.status === 'PREPAYMENT',
    );
    expect(left.map(({ id }) => id)).toEqual(['prepaid-b']);

    await user.click(screen.getByRole('button', { name: 'Paga' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/payment'));
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]).toEqual({
      journeys: [
        { idDossier: 'due1' },
        { idDossier: 'due2' },
        { prepaymentJourney: { in: '34', out: '23', vehicleCategory: 1 } },
      ],
    });
  });
});
