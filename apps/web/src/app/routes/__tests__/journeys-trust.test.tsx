import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { JourneysPage } from '@portico/contract';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import {
  aJourney,
  aJourneySet,
  storeJourneySet,
} from '../../../features/journeys/__tests__/journeys.ts';
import { aLookupSessionId } from '../../../features/journeys/__tests__/lookup-session.ts';

// Issue 26 items 2-5 and 13 on the journeys screen a visitor reaches after a plate lookup.
const finished = aJourney({ id: 'f1', date: '2026-03-02T08:15:00+01:00', totalPrice: 420 });
const second = aJourney({ id: 'f2', date: '2026-03-03T09:00:00+01:00', totalPrice: 900 });
const ongoing = aJourney({
  id: 'run1',
  date: '2026-03-04T07:00:00+01:00',
  status: 'EN_COURS',
  completed: false,
  out: null,
  inProgressId: 'ip-1',
  totalPrice: 700,
});

function pageData(canAddPrepayment: boolean): JourneysPage {
  return {
    primoPassantText: null,
    canAddPrepayment,
    canContestJourney: false,
    paymentPeriod: 72,
    articleList: [],
    backgroundPicture: null,
  };
}

function servePageData(canAddPrepayment: boolean) {
  server.use(
    http.get(api('/whitelabels/journeys/toPay/page'), () =>
      HttpResponse.json(pageData(canAddPrepayment)),
    ),
  );
}

async function openJourneys() {
  const view = renderApp('/it/journeys');
  await screen.findByRole('heading', { level: 1, name: 'Viaggi da pagare' });
  return view;
}

const main = () => within(screen.getByRole('main'));

describe('journeys screen: an ongoing trip (item 4)', () => {
  it('is neither ticked nor counted, and cannot be ticked', async () => {
    storeJourneySet(aJourneySet([finished, ongoing]));
    await openJourneys();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    const [done, running] = boxes;
    expect(done).toBeChecked();
    expect(running).not.toBeChecked();
    expect(running).toBeDisabled();
    expect(screen.getByTestId('trip-summary-totals')).toHaveTextContent(
      '1 viaggio selezionatoTotale da pagare: 4,20 €',
    );
    expect(screen.getByText('Uscita non ancora registrata (viaggio in corso)')).toBeVisible();
  });

  it('blocks payment with a text that says to complete the trip, not to log in', async () => {
    storeJourneySet(aJourneySet([finished, ongoing]));
    const { user } = await openJourneys();
    await user.click(main().getByRole('button', { name: 'Paga' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Pagamento bloccato' },
      // The dialog's code is loaded on first use: generous on a loaded machine.
      { timeout: 20_000 },
    );
    expect(dialog).toHaveTextContent(
      "Hai un viaggio ancora in corso. Completalo prima con «Completa il viaggio» sulla sua riga, indicando l'uscita che hai preso: poi potrai pagare i tuoi viaggi.",
    );
    expect(dialog).not.toHaveTextContent(/login/);
  });
});

describe('journeys screen: the paid-together rule (item 5)', () => {
  it('is stated beside the list when several finished trips are listed', async () => {
    storeJourneySet(aJourneySet([finished, second]));
    await openJourneys();
    expect(
      screen.getByText(
        'I viaggi terminati si pagano tutti insieme: se togli la spunta a uno, si toglie da tutti.',
      ),
    ).toBeVisible();
  });

  it('is not stated for one trip alone', async () => {
    storeJourneySet(aJourneySet([finished]));
    await openJourneys();
    expect(screen.queryByText(/si pagano tutti insieme/)).toBeNull();
  });
});

describe('journeys screen: the account suggestion (item 3)', () => {
  it('comes after the total and "Paga", with no loud button', async () => {
    storeJourneySet(aJourneySet([finished]));
    await openJourneys();
    const pay = main().getByRole('button', { name: 'Paga' });
    const register = main().getByRole('link', { name: 'Crea un account' });
    // In reading order: the summary's "Paga" first.
    expect(pay.compareDocumentPosition(register) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Outlined (the button system's secondary), never the filled primary.
    expect(register.className).toMatch(/secondary/);
    expect(register.className).not.toMatch(/primary/);
  });
});

describe('journeys screen: nothing to pay (items 2 and 13)', () => {
  it('says which plate and country were searched, what to check, and offers another search', async () => {
    servePageData(true);
    storeJourneySet(aJourneySet([], { plate: 'AB123CD', countryCode: 'FR' }));
    await openJourneys();
    expect(screen.getByRole('heading', { name: 'Nessun viaggio da pagare' })).toBeVisible();
    expect(screen.getByTestId('no-trip-searched')).toHaveTextContent(
      'Non abbiamo trovato viaggi da pagare per la targa AB123CD (Francia).',
    );
    expect(screen.getByText(/Controlla la targa e il paese di immatricolazione/)).toBeVisible();
    expect(screen.getByText(/può impiegare qualche ora prima di comparire/)).toBeVisible();
    expect(main().getByRole('link', { name: "Cerca un'altra targa" })).toHaveAttribute(
      'href',
      '/it/form/payment',
    );
    expect(await main().findByRole('link', { name: 'Paga in anticipo' })).toHaveAttribute(
      'href',
      '/it/form/prepayment',
    );
  });

  it('says the trips are already paid when the lookup found only paid ones', async () => {
    servePageData(true);
    storeJourneySet(
      aJourneySet([], { plate: 'AB123CD', countryCode: 'IT', hasPaidJourneys: true }),
    );
    await openJourneys();
    expect(screen.getByTestId('no-trip-searched')).toHaveTextContent(
      'Tutti i viaggi della targa AB123CD (Italia) sono già pagati.',
    );
    expect(screen.queryByText(/Non abbiamo trovato/)).toBeNull();
    expect(screen.queryByText(/Controlla la targa/)).toBeNull();
  });

  it('offers no prepayment when the white-label does not (canAddPrepayment false)', async () => {
    servePageData(false);
    storeJourneySet(aJourneySet([]));
    await openJourneys();
    expect(await main().findByRole('link', { name: "Cerca un'altra targa" })).toBeVisible();
    // The page data has come: the prepay hint and button stay away.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(main().queryByRole('link', { name: 'Paga in anticipo' })).toBeNull();
    expect(screen.queryByText(/pagare in anticipo/)).toBeNull();
  });
});

describe('an expired search (item 16)', () => {
  const expired = aLookupSessionId(new Date(Date.now() - 60_000));

  it('is said on the journeys screen, with a new search instead of the stale list', async () => {
    servePageData(false);
    storeJourneySet(aJourneySet([finished, second], { sessionId: expired }));
    await openJourneys();
    expect(main().getByRole('heading', { level: 2, name: 'Ricerca scaduta' })).toBeVisible();
    expect(screen.getByTestId('lookup-expired-text')).toHaveTextContent(
      /Quella della targa AB123CD \(Francia\) è scaduta/,
    );
    expect(main().getByRole('link', { name: 'Cerca di nuovo' })).toHaveAttribute(
      'href',
      '/it/form/payment',
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(main().queryByRole('button', { name: 'Paga' })).toBeNull();
  });

  it('leaves a live search listed', async () => {
    servePageData(false);
    const live = aLookupSessionId(new Date(Date.now() + 60 * 60_000));
    storeJourneySet(aJourneySet([finished, second], { sessionId: live }));
    await openJourneys();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Ricerca scaduta' })).toBeNull();
  });
});
