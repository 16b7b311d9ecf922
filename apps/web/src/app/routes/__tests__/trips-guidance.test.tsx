import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import {
  aJourney,
  aJourneySet,
  storeJourneySet,
} from '../../../features/journeys/__tests__/journeys.ts';

// Issue 10 items 7 and 8 on the trips lists: cases sent to the Procura are told, "Paga" with
// nothing selected says why, and the plate being paid is shown.

const finished = aJourney({ id: 'f1', date: '2026-03-02T08:15:00+01:00' });
const second = aJourney({ id: 'f2', date: '2026-03-03T09:00:00+01:00' });
const omp = aJourney({
  id: 'omp1',
  date: '2026-01-10T10:00:00+01:00',
  paymentLimit: 'OMP',
  nature: 'latePayment',
  pvNumber: 'PV-OMP',
  indemnity: 9000,
  totalPrice: 9420,
});

const nothingSelected = 'Nessun viaggio selezionato: seleziona almeno un viaggio da pagare.';
const whatToDo =
  "Riceverai per posta l'avviso di ammenda, con le istruzioni per pagarla o per contestarla: segui quelle istruzioni. Se hai già pagato questi viaggi, conserva la ricevuta per la contestazione.";

const mainPay = () => within(screen.getByRole('main')).getByRole('button', { name: 'Paga' });

async function openJourneys() {
  const view = renderApp('/it/journeys');
  await screen.findByRole('heading', { level: 1, name: 'Viaggi da pagare' }, { timeout: 5000 });
  return view;
}

async function openNotices() {
  server.use(
    http.get(api('/whitelabels/journeys/toPay/page'), () =>
      HttpResponse.json({ message: 'internal_error' }, { status: 500 }),
    ),
  );
  localStorage.setItem('paymentNoticeIsValid', 'true');
  const view = renderApp('/it/paymentNotice');
  await screen.findByRole('heading', { level: 1, name: 'Avvisi di pagamento' }, { timeout: 5000 });
  return view;
}

describe('journeys page: cases sent to the Procura', () => {
  it('a plate whose only trip went to the Procura is told so and what to do, not "nothing to pay"', async () => {
    storeJourneySet(aJourneySet([omp]));
    await openJourneys();
    const cases = screen.getByRole('region', { name: '1 pratica trasmessa alla Procura' });
    expect(cases).toHaveTextContent('Per questo veicolo non ci sono viaggi da pagare online.');
    expect(cases).toHaveTextContent(
      "Questa pratica non è stata pagata né contestata in tempo dopo l'avviso di pagamento: è stata trasmessa alla Procura e non può più essere pagata su questo portale.",
    );
    const items = within(cases).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('10/01/26 10:00 ora di Parigi · Numero di pratica PV-OMP');
    expect(items[0]).toHaveTextContent('Trasmessa alla Procura');
    expect(within(cases).getByRole('heading', { level: 3, name: 'Cosa fare' })).toBeVisible();
    expect(cases).toHaveTextContent(whatToDo);
    // Not payable here (spec): no checkbox, no price, no pay button, no "nothing to pay".
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(cases).not.toHaveTextContent('94,20');
    expect(screen.queryByRole('button', { name: 'Paga' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nessun viaggio da pagare' })).toBeNull();
  });

  it('beside payable trips, the case is outside the list, told below it', async () => {
    storeJourneySet(aJourneySet([finished, omp]));
    await openJourneys();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    const cases = screen.getByRole('region', { name: '1 pratica trasmessa alla Procura' });
    expect(cases).toHaveTextContent('PV-OMP');
    expect(cases).not.toHaveTextContent('Per questo veicolo non ci sono viaggi da pagare online.');
  });
});

describe('trips lists: "Paga" with nothing selected, and the plate', () => {
  it('journeys: says why, moves the focus to the first trip and stores nothing', async () => {
    storeJourneySet(aJourneySet([finished, second]));
    const { user, router } = await openJourneys();
    const [first] = screen.getAllByRole('checkbox');
    // A finished trip unchecks all of them.
    await user.click(first as HTMLElement);
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();

    await user.click(mainPay());
    expect(screen.getByRole('alert')).toHaveTextContent(nothingSelected);
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(nothingSelected);
    expect(mainPay()).toHaveAccessibleDescription(nothingSelected);
    expect(router.state.location.pathname).toBe('/it/journeys');
    expect(localStorage.getItem('payment/journeys')).toBeNull();

    // Selecting again (Space on the focused trip) takes the message away.
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(first).not.toHaveAccessibleDescription();
    expect(mainPay()).not.toHaveAccessibleDescription();
  });

  it('journeys: shows the plate of the trips', async () => {
    storeJourneySet(aJourneySet([finished], { plate: 'GD301AA', countryCode: 'IT' }));
    await openJourneys();
    expect(screen.getByTestId('vehicle-plate')).toHaveTextContent('Targa GD301AA (Italia)');
  });

  it('payment notices: the button is enabled and says why when nothing is selected', async () => {
    storeJourneySet(aJourneySet([finished, second], { plate: 'GN701DD' }));
    const { user, router } = await openNotices();
    expect(screen.getByTestId('vehicle-plate')).toHaveTextContent('Targa GN701DD (Francia)');
    const [first] = screen.getAllByRole('checkbox');
    await user.click(first as HTMLElement);
    await user.click(mainPay());
    expect(screen.getByRole('alert')).toHaveTextContent(nothingSelected);
    expect(first).toHaveFocus();
    expect(router.state.location.pathname).toBe('/it/paymentNotice');
    expect(localStorage.getItem('payment/journeys')).toBeNull();
  });

  it('payment notices: only cases sent to the Procura, none payable online, focus stays', async () => {
    storeJourneySet(aJourneySet([omp]));
    const { user } = await openNotices();
    expect(screen.getByText('Trasmessa alla Procura')).toBeVisible();
    await user.click(mainPay());
    const text = 'Nessuno di questi viaggi può essere pagato online.';
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(mainPay()).toHaveFocus();
    expect(mainPay()).toHaveAccessibleDescription(text);
    expect(localStorage.getItem('payment/journeys')).toBeNull();
  });
});
