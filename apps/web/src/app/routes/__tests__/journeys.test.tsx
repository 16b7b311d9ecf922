import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { rememberCookieChoice, renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { noopTracker, registerTracker } from '../../../lib/tracker.ts';
import {
  aJourney,
  aJourneySet,
  storeJourneySet,
  storeJourneySetOfEarlierVisit,
} from '../../../features/journeys/__tests__/journeys.ts';

const finished = aJourney({ id: 'f1', date: '2026-03-02T08:15:00+01:00' });
const second = aJourney({
  id: 'f2',
  date: '2026-03-03T09:00:00+01:00',
  ttcPrice: 900,
  htPrice: 750,
  tvaPrice: 150,
  totalPrice: 900,
});
const omp = aJourney({
  id: 'omp1',
  date: '2026-01-10T10:00:00+01:00',
  paymentLimit: 'OMP',
  nature: 'latePayment',
  pvNumber: 'PV-OMP',
});
const ongoing = aJourney({
  id: 'run1',
  date: '2026-03-04T07:00:00+01:00',
  status: 'EN_COURS',
  completed: false,
  out: null,
});
const prepaid = aJourney({
  id: 'pre1',
  date: '2026-03-05T07:00:00+01:00',
  status: 'PREPAYMENT',
  nature: 'prePayment',
});

// Issue 26 item 4: the ongoing trip is completed on its row, without signing in.
const inProgressText =
  "Hai un viaggio ancora in corso. Completalo prima con «Completa il viaggio» sulla sua riga, indicando l'uscita che hai preso: poi potrai pagare i tuoi viaggi.";
const ompText =
  'Avete almeno un viaggio in corso. Per procedere al pagamento è necessario effettuare il login.';

async function openJourneys() {
  const view = renderApp('/it/journeys');
  await screen.findByRole('heading', { level: 1, name: 'Viaggi da pagare' });
  return view;
}

describe('journeys page', () => {
  it.each([
    ['nothing stored', null],
    ['an invalid set', { plate: 'AB123CD', journeys: 'nope' }],
  ])('sends the visitor home, history replaced, with %s', async (_case, stored) => {
    if (stored) storeJourneySet(stored);
    const { router } = renderApp('/it/journeys');
    // The file's first render loads the app's lazy code: generous under a loaded CI.
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'), { timeout: 5000 });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the breadcrumb, lists every non-OMP trip selected, and the summary', async () => {
    storeJourneySet(aJourneySet([second, omp, finished]));
    await openJourneys();
    const breadcrumb = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it/');
    expect(within(breadcrumb).getByText('Viaggi da pagare')).toHaveAttribute(
      'aria-current',
      'page',
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).toBeChecked();
    // The OMP case is not a row of the list (trips-guidance.test.tsx: it is told below it).
    expect(within(boxes[0]?.closest('ul') as HTMLElement).queryByText(/PV-OMP/)).toBeNull();
    // Sorted by date: f1 (02/03) before f2 (03/03).
    expect(boxes[0]).toHaveAccessibleName('Seleziona il viaggio del 02/03/26 08:15');
    const totals = screen.getByTestId('trip-summary-totals');
    expect(totals).toHaveTextContent('2 viaggi selezionati');
    expect(totals).toHaveTextContent('Totale da pagare: 13,20 €');
  });

  // Issue 26 item 17: a prepayment is one line, not a dated trip per trip it buys.
  it('lists a round trip prepaid twice as one line, chosen and deleted as a whole', async () => {
    const leg = (id: string, from: string, to: string) =>
      aJourney({
        id,
        date: '2026-03-05T07:00:00+01:00',
        status: 'PREPAYMENT',
        nature: 'prePayment',
        in: { id: from, label: `Gate ${from} (${from})` },
        out: { id: to, label: `Gate ${to} (${to})` },
        ttcPrice: 300,
        totalPrice: 300,
      });
    const roundTrip = [
      leg('prepaid-k1-0-0', '34', '23'),
      leg('prepaid-k1-0-1', '23', '34'),
      leg('prepaid-k1-1-0', '34', '23'),
      leg('prepaid-k1-1-1', '23', '34'),
    ];
    storeJourneySet(aJourneySet([finished, ...roundTrip]));
    const { user } = await openJourneys();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    const prepayment = screen.getByRole('checkbox', { name: 'Seleziona il pagamento anticipato' });
    const row = prepayment.closest('li') as HTMLElement;
    expect(within(row).getByText('4 viaggi prepagati')).toBeVisible();
    expect(within(row).getAllByText('× 2')).toHaveLength(2);
    expect(within(row).getByText('12,00 €')).toBeVisible();
    expect(within(row).queryByText(/05\/03\/26/)).toBeNull();
    const totals = screen.getByTestId('trip-summary-totals');
    expect(totals).toHaveTextContent('Totale da pagare: 16,20 €');

    // Finished trips are paid together: unticking the prepayment unticks the trip too, and back.
    await user.click(prepayment);
    expect(prepayment).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /02\/03\/26/ })).not.toBeChecked();
    await user.click(prepayment);
    expect(prepayment).toBeChecked();
    expect(totals).toHaveTextContent('Totale da pagare: 16,20 €');

    await user.click(within(row).getByRole('button', { name: 'Elimina il pagamento anticipato' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(1));
    const stored = JSON.parse(localStorage.getItem('journeys') ?? '{}') as {
      journeys: { id: string }[];
    };
    expect(stored.journeys.map((journey) => journey.id)).toEqual(['f1']);
  });

  it('blocks payment for a hidden OMP trip, and OK closes the modal', async () => {
    storeJourneySet(aJourneySet([finished, omp]));
    const { user, router } = await openJourneys();
    await user.click(screen.getByRole('button', { name: 'Paga' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Pagamento bloccato' },
      // The dialog's code is loaded on first use: generous on a loaded machine.
      { timeout: 20_000 },
    );
    expect(dialog).toHaveTextContent(ompText);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/it/journeys');
    expect(localStorage.getItem('payment/journeys')).toBeNull();
  });

  it('blocks with the in-progress modal before the OMP one, and Escape closes it', async () => {
    storeJourneySet(aJourneySet([finished, omp, ongoing]));
    const { user } = await openJourneys();
    await user.click(screen.getByRole('button', { name: 'Paga' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Pagamento bloccato' },
      // The dialog's code is loaded on first use: generous on a loaded machine.
      { timeout: 20_000 },
    );
    expect(dialog).toHaveTextContent(inProgressText);
    expect(dialog).not.toHaveTextContent(ompText);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('pays: stores the selected trips as travels-to-pay and goes to payment', async () => {
    storeJourneySet(aJourneySet([finished, second]));
    const { user, router } = await openJourneys();
    await user.click(screen.getByRole('button', { name: 'Paga' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/payment'));
    const stored = JSON.parse(localStorage.getItem('payment/journeys') ?? '[]') as { id: string }[];
    expect(stored.map((journey) => journey.id)).toEqual(['f1', 'f2']);
  });

  it('reports the trip count and total of a payment start', async () => {
    const event = vi.fn();
    registerTracker(() => ({ page: () => undefined, event }));
    rememberCookieChoice(true);
    try {
      storeJourneySet(aJourneySet([finished, second]));
      const view = renderApp('/it/journeys', { cookieChoice: false });
      await screen.findByRole('heading', { level: 1, name: 'Viaggi da pagare' });
      await view.user.click(screen.getByRole('button', { name: 'Paga' }));
      await waitFor(() =>
        expect(event).toHaveBeenCalledWith('journeys-payment-start', { count: 2, total: 1320 }),
      );
    } finally {
      registerTracker(() => noopTracker);
    }
  });

  it('removes the prepayments and reloads the set with the session, without a captcha', async () => {
    const fresh = aJourney({ id: 'f3', date: '2026-03-06T08:15:00+01:00' });
    let query: URLSearchParams | null = null;
    server.use(
      http.get(api('/detailedJourneys'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(aJourneySet([finished, fresh], { sessionId: 'session-2' }));
      }),
    );
    localStorage.setItem('prepayment/journeys', JSON.stringify([{ count: 1 }]));
    localStorage.setItem('sessionId', JSON.stringify('session-1'));
    storeJourneySet(aJourneySet([finished, prepaid], { sessionId: 'session-1' }));
    const { user } = await openJourneys();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Rimuovi i pagamenti anticipati' }));
    await screen.findByText('06/03/26 08:15');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByText('Prepaymento')).toBeNull();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(localStorage.getItem('prepayment/journeys')).toBeNull();
    expect(query).not.toBeNull();
    const sent = query as unknown as URLSearchParams;
    expect(sent.get('sessionId')).toBe('session-1');
    expect(sent.get('plate')).toBe('AB123CD');
    expect(sent.get('country')).toBe('FR');
    expect(sent.has('captchaToken')).toBe(false);
    const stored = JSON.parse(localStorage.getItem('journeys') ?? '{}') as {
      journeys: { id: string }[];
    };
    expect(stored.journeys.map((journey) => journey.id)).toEqual(['f1', 'f3']);
    expect(JSON.parse(localStorage.getItem('sessionId') ?? 'null')).toBe('session-2');
    expect(screen.queryByRole('button', { name: 'Rimuovi i pagamenti anticipati' })).toBeNull();
  });

  // Issue 26 item 12: "journeys are loaded before display".
  describe('opened from storage (a reload, a new tab, the next day)', () => {
    it('asks the lookup again with its session: a trip paid elsewhere goes, prepaid ones stay', async () => {
      const queries: URLSearchParams[] = [];
      server.use(
        http.get(api('/detailedJourneys'), ({ request }) => {
          queries.push(new URL(request.url).searchParams);
          // f2 was paid elsewhere since the lookup.
          return HttpResponse.json(aJourneySet([finished], { sessionId: 'session-9' }));
        }),
      );
      storeJourneySetOfEarlierVisit(
        aJourneySet([finished, second, prepaid], { sessionId: 'earlier-1' }),
      );
      await openJourneys();
      await waitFor(() => expect(screen.queryByText('03/03/26 09:00')).toBeNull());
      expect(screen.getByText('02/03/26 08:15')).toBeInTheDocument();
      expect(queries).toHaveLength(1);
      expect(queries[0]?.get('sessionId')).toBe('earlier-1');
      expect(queries[0]?.get('plate')).toBe('AB123CD');
      expect(queries[0]?.has('captchaToken')).toBe(false);
      const stored = JSON.parse(localStorage.getItem('journeys') ?? '{}') as {
        journeys: { id: string }[];
      };
      expect(stored.journeys.map((journey) => journey.id)).toEqual(['f1', 'pre1']);
      expect(JSON.parse(localStorage.getItem('sessionId') ?? 'null')).toBe('session-9');
    });

    it('keeps the stored list when the server cannot answer', async () => {
      let asked = 0;
      server.use(
        http.get(api('/detailedJourneys'), () => {
          asked += 1;
          return HttpResponse.json({ message: 'internal_error' }, { status: 503 });
        }),
      );
      storeJourneySetOfEarlierVisit(aJourneySet([finished, second], { sessionId: 'earlier-2' }));
      await openJourneys();
      await waitFor(() => expect(asked).toBeGreaterThan(0));
      expect(screen.getByText('03/03/26 09:00')).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    });

    it('does not ask again for a list this page has fetched, nor on the way from a search', async () => {
      let asked = 0;
      server.use(
        http.get(api('/detailedJourneys'), () => {
          asked += 1;
          return HttpResponse.json(aJourneySet([], { sessionId: 'session-9' }));
        }),
      );
      storeJourneySet(aJourneySet([finished, second], { sessionId: 'session-1' }));
      await openJourneys();
      // Reached by a link (a PUSH, as the lookup form does) with a set of an earlier visit.
      storeJourneySetOfEarlierVisit(aJourneySet([finished, second], { sessionId: 'earlier-3' }));
      const { router } = renderApp('/it/');
      await router.navigate('/it/journeys');
      await screen.findAllByRole('heading', { level: 1, name: 'Viaggi da pagare' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked).toBe(0);
    });
  });

  it('keeps the list without the prepaid trips when the reload fails', async () => {
    server.use(
      http.get(api('/detailedJourneys'), () =>
        HttpResponse.json({ message: 'captcha_mandatory' }, { status: 400 }),
      ),
    );
    localStorage.setItem('prepayment/journeys', JSON.stringify([{ count: 1 }]));
    storeJourneySet(aJourneySet([finished, prepaid]));
    const { user } = await openJourneys();
    await user.click(screen.getByRole('button', { name: 'Rimuovi i pagamenti anticipati' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(1));
    expect(screen.queryByText('Prepaymento')).toBeNull();
  });

  it('sends a visitor with a valid payment notice to paymentNotice', async () => {
    server.use(
      http.get(api('/whitelabels/journeys/toPay/page'), () =>
        HttpResponse.json({ message: 'internal_error' }, { status: 500 }),
      ),
    );
    storeJourneySet(aJourneySet([finished]));
    localStorage.setItem('paymentNoticeIsValid', 'true');
    const { router } = renderApp('/it/journeys');
    await screen.findByRole('heading', { level: 1, name: 'Avvisi di pagamento' });
    expect(router.state.location.pathname).toBe('/it/paymentNotice');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers account creation and login, with the traveller text by default', async () => {
    storeJourneySet(aJourneySet([finished]));
    await openJourneys();
    expect(screen.getByRole('link', { name: 'Crea un account' })).toHaveAttribute(
      'href',
      '/it/account/register',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/it/account/login',
    );
    expect(screen.getByText("Viaggiatore occasionale o abituale dell'A79?")).toBeVisible();
    expect(screen.queryByText(/Abbiamo trovato un account/)).toBeNull();
  });

  it('says an account was found when the plate matches accounts', async () => {
    storeJourneySet({ ...aJourneySet([finished]), plateHasAccount: true });
    await openJourneys();
    expect(
      screen.getByRole('heading', {
        name: 'Abbiamo trovato un account associato a questo numero di immatricolazione',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Accedi con le tue credenziali abituali oppure crea un nuovo account per questa targa.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Viaggiatore occasionale/)).toBeNull();
  });

  it('shows the no-travel screen offering prepayment when there is no trip', async () => {
    storeJourneySet(aJourneySet([]));
    await openJourneys();
    expect(screen.getByRole('heading', { name: 'Nessun viaggio da pagare' })).toBeVisible();
    // Shown once the page data says prepayment is offered (journeys-trust.test.tsx).
    expect(
      await within(screen.getByRole('main')).findByRole('link', { name: 'Paga in anticipo' }),
    ).toHaveAttribute('href', '/it/form/prepayment');
    expect(screen.queryByRole('button', { name: 'Paga' })).toBeNull();
  });

  it('disables the no-travel prepay button when rental dates are stored (a rented vehicle)', async () => {
    storeJourneySet(aJourneySet([]));
    localStorage.setItem(
      'location/dates',
      JSON.stringify({ start: '2026-03-01T00:00:00+01:00', end: '2026-03-08T00:00:00+01:00' }),
    );
    await openJourneys();
    const prepay = await within(screen.getByRole('main')).findByRole('link', {
      name: 'Paga in anticipo',
    });
    expect(prepay).toHaveAttribute('aria-disabled', 'true');
  });
});
