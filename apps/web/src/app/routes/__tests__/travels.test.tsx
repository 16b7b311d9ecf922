import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../../../test/server.ts';
import { renderApp } from '../../../../test/render.tsx';
import {
  aJourney,
  aJourneySet,
  storeJourneySet,
} from '../../../features/journeys/__tests__/journeys.ts';

const free1 = aJourney({ id: 'free1', date: '2026-03-02T08:15:00+01:00' });
const free2 = aJourney({ id: 'free2', date: '2026-03-03T08:15:00+01:00' });
const late = aJourney({
  id: 'late1',
  date: '2026-02-01T08:15:00+01:00',
  nature: 'latePayment',
  paymentLimit: 'PRIMO_DESIGNATED',
  pvNumber: 'PV-1',
  indemnity: 1000,
  totalPrice: 1420,
});
const cnp = aJourney({
  id: 'cnp1',
  date: '2026-02-05T08:15:00+01:00',
  nature: 'nonPaymentDeclaration',
  paymentLimit: 'INFRACTION',
  ticketNumber: 'TK-1',
});
// Not finished (not completed), so only enabled once every finished trip is selected.
const unfinished = aJourney({
  id: 'open1',
  date: '2026-03-04T08:15:00+01:00',
  completed: false,
});

function pageData(overrides: Record<string, unknown> = {}) {
  server.use(
    http.get(api('/whitelabels/journeys/toPay/page'), () =>
      HttpResponse.json({
        primoPassantText: 'Prima infrazione: nessuna maggiorazione.',
        canAddPrepayment: true,
        canContestJourney: true,
        paymentPeriod: 60,
        articleList: [],
        backgroundPicture: null,
        ...overrides,
      }),
    ),
  );
}

function storeNotice(journeys = [free1, late, cnp, free2]) {
  storeJourneySet(aJourneySet(journeys));
  localStorage.setItem('paymentNoticeIsValid', 'true');
}

function storeCustomerToken() {
  localStorage.setItem(
    'spiritUserToken',
    JSON.stringify({
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 3600,
      expirationDate: Date.now() + 3_600_000,
      accountType: 'customer',
    }),
  );
}

/** The signed-in customer's registered plates (GET /authenticated/detailedJourneys). */
function customerPlates(sets: unknown[]) {
  server.use(http.get(api('/authenticated/detailedJourneys'), () => HttpResponse.json(sets)));
}

// A visitor who is not logged in reaches the list at paymentNotice (spec 000 guards).
async function openTravels(path = '/it/paymentNotice', title = 'Avvisi di pagamento') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

const box = (date: string) =>
  screen.getByRole('checkbox', { name: `Seleziona il viaggio del ${date}` });

describe('travels and paymentNotice pages', () => {
  it.each([
    ['without the payment notice flag', () => storeJourneySet(aJourneySet([free1]))],
    ['without stored journeys', () => localStorage.setItem('paymentNoticeIsValid', 'true')],
    [
      'with a false flag',
      () => {
        storeJourneySet(aJourneySet([free1]));
        localStorage.setItem('paymentNoticeIsValid', 'false');
      },
    ],
  ])('paymentNotice sends the visitor home, history replaced, %s', async (_case, store) => {
    pageData();
    store();
    const { router } = renderApp('/it/paymentNotice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('travels sends a visitor who is not logged in to paymentNotice with a valid notice', async () => {
    pageData();
    storeNotice([free1]);
    const { router } = renderApp('/it/travels');
    await screen.findByRole('heading', { level: 1, name: 'Avvisi di pagamento' });
    expect(router.state.location.pathname).toBe('/it/paymentNotice');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('travels sends a visitor who is not logged in to journeys without a valid notice', async () => {
    pageData();
    storeJourneySet(aJourneySet([free1]));
    const { router } = renderApp('/it/travels');
    await screen.findByRole('heading', { level: 1, name: 'Viaggi da pagare' });
    expect(router.state.location.pathname).toBe('/it/journeys');
  });

  it('travels shows the notice to a customer who looked it up, as well as their plates', async () => {
    pageData();
    storeNotice([free1]);
    storeCustomerToken();
    customerPlates([]);
    const { router } = await openTravels('/it/travels', 'Viaggi da pagare');
    expect(router.state.location.pathname).toBe('/it/travels');
    expect(
      await screen.findByRole('checkbox', { name: /^Seleziona il viaggio del/ }),
    ).toBeVisible();
  });

  it('paymentNotice sends a customer to travels', async () => {
    pageData();
    storeNotice([free1]);
    storeCustomerToken();
    customerPlates([]);
    const { router } = renderApp('/it/paymentNotice');
    await screen.findByRole('heading', { level: 1, name: 'Viaggi da pagare' });
    expect(router.state.location.pathname).toBe('/it/travels');
  });

  it('groups the trips by category under their headings, in the spec order', async () => {
    pageData();
    storeNotice();
    await openTravels();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual([
      'Avvisi di pagamento',
      'Dichiarazioni di mancato pagamento',
      'Viaggi Free Flow',
    ]);
    const lateList = screen.getByRole('list', { name: 'Avvisi di pagamento' });
    expect(within(lateList).getByText('Numero di pratica PV-1')).toBeVisible();
    const cnpList = screen.getByRole('list', { name: 'Dichiarazioni di mancato pagamento' });
    expect(within(cnpList).getByText('Numero di pratica TK-1')).toBeVisible();
    const freeList = screen.getByRole('list', { name: 'Viaggi Free Flow' });
    expect(within(freeList).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('shows the summary of the selection with the primo-passant note', async () => {
    pageData();
    storeNotice();
    await openTravels();
    const summary = screen.getByRole('complementary', { name: 'Riepilogo' });
    expect(within(summary).getByTestId('trip-summary-totals')).toHaveTextContent(
      '4 viaggi selezionati',
    );
    expect(within(summary).getByTestId('trip-summary-totals')).toHaveTextContent(
      'Totale da pagare: 26,80 €',
    );
    expect(within(summary).getByText('Prima infrazione: nessuna maggiorazione.')).toBeVisible();
  });

  it('selects finished trips all together and enables the others only then', async () => {
    pageData();
    storeNotice([free1, free2, unfinished]);
    const { user } = await openTravels();
    expect(box('02/03/26 08:15')).toBeChecked();
    expect(box('03/03/26 08:15')).toBeChecked();
    expect(box('04/03/26 08:15')).not.toBeChecked();
    expect(box('04/03/26 08:15')).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Aggiungi un pagamento anticipato' })).toBeVisible();

    await user.click(box('02/03/26 08:15'));
    expect(box('02/03/26 08:15')).not.toBeChecked();
    expect(box('03/03/26 08:15')).not.toBeChecked();
    expect(box('04/03/26 08:15')).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Aggiungi un pagamento anticipato' })).toBeNull();

    await user.click(box('03/03/26 08:15'));
    expect(box('02/03/26 08:15')).toBeChecked();
    expect(box('03/03/26 08:15')).toBeChecked();
    await user.click(box('04/03/26 08:15'));
    expect(box('04/03/26 08:15')).toBeChecked();
    expect(screen.getByTestId('trip-summary-totals')).toHaveTextContent('3 viaggi selezionati');
  });

  it('hides the prepayment link when the page data forbids adding prepayments', async () => {
    pageData({ canAddPrepayment: false });
    storeNotice([free1]);
    await openTravels();
    expect(box('02/03/26 08:15')).toBeChecked();
    expect(screen.queryByRole('link', { name: 'Aggiungi un pagamento anticipato' })).toBeNull();
  });

  it.each([
    ['a stored plate form, to the prepayment screen', true, '/it/prepayment'],
    ['no plate form (a case lookup), to the plate form first', false, '/it/form/prepayment'],
  ])('leads the prepayment link, with %s', async (_case, plateForm, href) => {
    pageData();
    storeNotice([free1]);
    if (plateForm)
      localStorage.setItem(
        'form/plate',
        JSON.stringify({ licensePlate: 'AB123CD', country: 'FR' }),
      );
    await openTravels();
    expect(screen.getByRole('link', { name: 'Aggiungi un pagamento anticipato' })).toHaveAttribute(
      'href',
      href,
    );
  });

  it('disables the prepayment link when rental dates are stored (a rented vehicle)', async () => {
    pageData();
    storeNotice([free1]);
    localStorage.setItem(
      'location/dates',
      JSON.stringify({ start: '2026-03-01T00:00:00+01:00', end: '2026-03-08T00:00:00+01:00' }),
    );
    const { user, router } = await openTravels();
    expect(box('02/03/26 08:15')).toBeChecked();
    const link = screen.getByRole('link', { name: 'Aggiungi un pagamento anticipato' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    const before = router.state.location.pathname;
    await user.click(link);
    expect(router.state.location.pathname).toBe(before);
  });

  it('shows the contest link when canContestJourney allows it; it starts a claim on these trips', async () => {
    pageData({ canContestJourney: true });
    storeNotice([free1]);
    const { user } = await openTravels();
    const link = screen.getByRole('link', { name: 'Contesta un viaggio' });
    expect(link).toHaveAttribute('href', '/it/claim/select');
    await user.click(link);
    const draft = JSON.parse(localStorage.getItem('protest/faq') ?? 'null') as {
      journeySet: { journeys: { id: string }[] };
      journeyIds: string[];
    };
    expect(draft.journeySet.journeys.map((journey) => journey.id)).toEqual([free1.id]);
    expect(draft.journeyIds).toEqual([]);
  });

  it.each([
    ['forbids it', () => pageData({ canContestJourney: false })],
    [
      'fails (defaults)',
      () =>
        server.use(
          http.get(api('/whitelabels/journeys/toPay/page'), () =>
            HttpResponse.json({ message: 'internal_error' }, { status: 500 }),
          ),
        ),
    ],
  ])('hides the contest link when the page data %s', async (_case, answer) => {
    answer();
    storeNotice([free1]);
    await openTravels();
    expect(screen.queryByRole('link', { name: 'Contesta un viaggio' })).toBeNull();
    // Defaults still allow prepayment.
    expect(screen.getByRole('link', { name: 'Aggiungi un pagamento anticipato' })).toBeVisible();
  });

  it('serves the paymentNotice variant with the same list', async () => {
    pageData();
    storeNotice([late]);
    await openTravels();
    expect(screen.getByRole('heading', { level: 1, name: 'Avvisi di pagamento' })).toBeVisible();
  });

  it('pays the selection: stores it and goes to payment', async () => {
    pageData();
    storeNotice([free1, free2]);
    const { user, router } = await openTravels();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Paga' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/payment'));
    const stored = JSON.parse(localStorage.getItem('payment/journeys') ?? '[]') as { id: string }[];
    expect(stored.map((journey) => journey.id)).toEqual(['free1', 'free2']);
  });

  it('offers prepayment when there is no trip', async () => {
    pageData();
    storeNotice([]);
    await openTravels();
    expect(screen.getByRole('heading', { name: 'Nessun viaggio da pagare' })).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Paga in anticipo' }),
    ).toHaveAttribute('href', '/it/form/prepayment');
  });
});
