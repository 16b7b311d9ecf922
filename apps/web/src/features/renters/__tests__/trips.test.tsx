import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import { aFleetTrip, serveRentersApi } from './renters-api.ts';

async function openTrips(page: 'travels' | 'paymentNotice') {
  storeTestToken('renter');
  const view = renderApp(`/it/renters/${page}`);
  await screen.findByRole('table', { name: 'I viaggi della flotta' }, { timeout: 5000 });
  return view;
}

const trips = [
  aFleetTrip({ id: 't1', numberPlate: 'AB123CD', state: 'notice' }),
  aFleetTrip({ id: 't2', numberPlate: 'AB123CD', state: 'due' }),
  aFleetTrip({ id: 't3', numberPlate: 'EF456GH', state: 'paid', paidAmount: 420 }),
];

describe('renters/travels and renters/paymentNotice (issue 25 item 8)', { timeout: 20_000 }, () => {
  it('asks for the notices only on paymentNotice, and filters, sorts and pages', async () => {
    const calls = serveRentersApi({ trips });
    const { user } = await openTrips('paymentNotice');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Elenco degli avvisi di pagamento',
    );
    const lastQuery = () => Object.fromEntries(calls.trips.at(-1)?.query ?? []);
    expect(lastQuery()).toEqual({
      types: 'latePayment',
      sortBy: 'date',
      order: 'desc',
      page: '1',
      pageSize: '20',
    });
    await user.type(screen.getByRole('searchbox', { name: 'Targa' }), 'ab12');
    await waitFor(() => expect(lastQuery()).toMatchObject({ plate: 'ab12' }));
    await user.type(screen.getByLabelText('Dal'), '2026-05-01');
    await user.type(screen.getByLabelText('Al'), '2026-05-31');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        startDate: new Date('2026-05-01T00:00:00').toISOString(),
        // The day "to" is included: the API's end is the next day's start.
        endDate: new Date('2026-06-01T00:00:00').toISOString(),
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'paid');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'paid' }));
    await user.click(screen.getByRole('button', { name: /^Importo/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: 'amount', order: 'asc' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Righe per pagina' }), '50');
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageSize: '50', page: '1' }));
  });

  it('shows a trip still on the road in progress, never to pay or contest', async () => {
    const ongoing = aFleetTrip({
      id: 't9',
      numberPlate: 'GH789IJ',
      state: 'due',
      completed: false,
      status: 'EN_COURS',
      out: null,
    });
    serveRentersApi({ trips: [ongoing, ...trips] });
    await openTrips('travels');
    const table = screen.getByRole('table', { name: 'I viaggi della flotta' });
    const row = within(table).getByText('GH789IJ').closest('tr') as HTMLElement;
    expect(within(row).getByText('In corso')).toBeVisible();
    expect(within(row).queryByText('Da pagare')).toBeNull();
    expect(within(row).getByRole('checkbox')).toBeDisabled();
  });

  it('pays the chosen trips together on the payment page', async () => {
    serveRentersApi({ trips });
    const { user, router } = await openTrips('travels');
    await user.click(screen.getByRole('button', { name: 'Paga la selezione' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Seleziona almeno un viaggio da pagare.');
    const table = screen.getByRole('table', { name: 'I viaggi della flotta' });
    await user.click(within(table).getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(within(table).getAllByRole('checkbox')[1] as HTMLElement);
    // A paid trip may be chosen (to contest it) but is never paid again.
    await user.click(within(table).getAllByRole('checkbox')[2] as HTMLElement);
    expect(screen.getByText(/3 viaggi selezionati/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Paga la selezione' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/it/renters/travels'));
    const stored = JSON.parse(localStorage.getItem('payment/journeys') ?? '[]') as { id: string }[];
    expect(stored.map((trip) => trip.id)).toEqual(['t1', 't2']);
  });

  it('contests the chosen trips of one plate on claim/select, and says when none is chosen', async () => {
    serveRentersApi({ trips });
    const { user, router } = await openTrips('travels');
    await user.click(screen.getByRole('button', { name: 'Contesta' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Seleziona almeno un viaggio da contestare.',
    );
    const table = screen.getByRole('table', { name: 'I viaggi della flotta' });
    await user.click(within(table).getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(within(table).getAllByRole('checkbox')[2] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Contesta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('seleziona i viaggi di una sola targa');
    await user.click(within(table).getAllByRole('checkbox')[2] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Contesta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/claim/select'));
    const draft = JSON.parse(localStorage.getItem('protest/faq') ?? 'null') as {
      journeySet: { plate: string; journeys: { id: string }[] };
    };
    expect(draft.journeySet.plate).toBe('AB123CD');
    expect(draft.journeySet.journeys.map((trip) => trip.id)).toEqual(['t1']);
  });

  it('exports the filtered trips', async () => {
    const calls = serveRentersApi({ trips });
    URL.createObjectURL = vi.fn(() => 'blob:trips');
    URL.revokeObjectURL = vi.fn();
    const { user } = await openTrips('travels');
    await user.click(screen.getByRole('button', { name: 'Esporta in CSV' }));
    await waitFor(() => expect(calls.exportTrips).toHaveLength(1));
    expect(Object.fromEntries(calls.exportTrips[0]?.query ?? [])).toEqual({
      sortBy: 'date',
      order: 'desc',
      format: 'csv',
    });
  });
});
