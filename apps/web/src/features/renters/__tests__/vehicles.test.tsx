import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderApp } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import { aFleetPlate, serveRentersApi } from './renters-api.ts';

async function openVehicles() {
  storeTestToken('renter');
  const view = renderApp('/it/renters/vehicles');
  await screen.findByRole('table', { name: 'I veicoli della flotta' }, { timeout: 5000 });
  return view;
}

const manyPlates = Array.from({ length: 45 }, (_, index) =>
  aFleetPlate({ id: index + 1, numberPlate: `AA${String(index).padStart(3, '0')}AA` }),
);

describe('renters/vehicles, "Elenco dei veicoli" (issue 25 item 8)', { timeout: 20_000 }, () => {
  it('asks the server for the page, the search, the filter and the order', async () => {
    const calls = serveRentersApi({ plates: manyPlates });
    const { user } = await openVehicles();
    const lastQuery = () => Object.fromEntries(calls.plates.at(-1)?.query ?? []);
    expect(lastQuery()).toMatchObject({
      page: '1',
      pageSize: '20',
      status: 'all',
      sortBy: 'numberPlate',
      order: 'asc',
    });
    expect(screen.getByText('Pagina 1 di 3 (45 in tutto)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));

    await user.click(screen.getByRole('button', { name: /^Inizio/ }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ page: '1', sortBy: 'validityStartDate', order: 'asc' }),
    );
    await user.click(screen.getByRole('button', { name: /^Inizio/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Inizio/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Veicoli' }), 'closed');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'closed' }));
    await user.type(screen.getByRole('searchbox', { name: 'Cerca una targa' }), 'aa01');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'aa01', page: '1' }));
  });

  it('adds a vehicle after checking the dialog, and shows the server refusal', async () => {
    const calls = serveRentersApi({
      addPlate: () => HttpResponse.json({ message: 'fleet_period_overlap' }, { status: 409 }),
    });
    const { user } = await openVehicles();
    await user.click(screen.getByRole('button', { name: 'Aggiungi un veicolo' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Aggiungi un veicolo' },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    expect(within(dialog).getByText('Inserisci la targa')).toBeVisible();
    expect(calls.addPlate).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox'), 'IT');
    await user.type(within(dialog).getByRole('textbox', { name: /Targa/ }), 'ef 456-gh');
    const start = within(dialog).getByLabelText(/^Inizio/);
    await user.clear(start);
    await user.type(start, '2026-03-01');
    await user.type(within(dialog).getByLabelText(/^Fine/), '2026-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    expect(within(dialog).getByLabelText(/^Fine/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.addPlate).toHaveLength(0);

    const end = within(dialog).getByLabelText(/^Fine/);
    await user.clear(end);
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(calls.addPlate).toHaveLength(1));
    expect(calls.addPlate[0]?.body).toEqual({
      countryCode: 'IT',
      numberPlate: 'EF456GH',
      validityStartDate: new Date('2026-03-01T00:00:00').toISOString(),
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Questo veicolo è già in una flotta in un periodo sovrapposto.',
    );
  });

  it('closes a vehicle at the day chosen', async () => {
    const calls = serveRentersApi();
    const { user } = await openVehicles();
    await user.click(screen.getByRole('button', { name: 'Chiudi AB123CD' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Chiusura del veicolo' },
      { timeout: 5000 },
    );
    const end = within(dialog).getByLabelText(/^Fine/);
    await user.clear(end);
    await user.type(end, '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi il veicolo' }));
    await waitFor(() => expect(calls.closePlate).toHaveLength(1));
    expect(calls.closePlate[0]?.path).toMatch(/\/renters\/me\/plates\/1\/closure$/);
    expect(calls.closePlate[0]?.body).toEqual({
      validityEndDate: new Date('2026-12-31T00:00:00').toISOString(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('imports a file and shows the row report of a refusal, naming the support address', async () => {
    const calls = serveRentersApi({
      importPlates: () =>
        HttpResponse.json(
          {
            message: 'renter_import_error',
            rows: [
              { row: 3, reason: 'invalid_date', numberPlate: 'ZZ999ZZ' },
              { row: 5, reason: 'held_by_another_company', numberPlate: 'XY111XY' },
            ],
            rowErrorCount: 2,
            supportEmail: 'affittuari@portico.example',
          },
          { status: 400 },
        ),
    });
    const { user } = await openVehicles();
    const file = new File(['country;plate;start;end\nIT;ZZ999ZZ;nope;\n'], 'flotta.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('File da importare'), file);
    await user.click(screen.getByRole('button', { name: 'Importa' }));
    const report = await screen.findByRole('table', { name: 'Le righe rifiutate e il motivo' });
    expect(calls.importPlates).toHaveLength(1);
    expect((calls.importPlates[0]?.body as Map<string, string[]>).get('importFile')).toHaveLength(
      1,
    );
    const rows = within(report).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('ZZ999ZZ');
    expect(rows[1]).toHaveTextContent('Data non valida');
    expect(rows[2]).toHaveTextContent('Un\u2019altra società'.replace('\u2019', "'"));
    expect(screen.getByText(/affittuari@portico\.example/)).toBeVisible();
    expect(screen.getByText('2 righe da correggere:')).toBeVisible();
  });

  it('says what a good import changed', async () => {
    serveRentersApi();
    const { user } = await openVehicles();
    await user.upload(
      screen.getByLabelText('File da importare'),
      new File(['x'], 'flotta.xlsx', { type: 'application/octet-stream' }),
    );
    await user.click(screen.getByRole('button', { name: 'Importa' }));
    expect(
      await screen.findByText(/Importazione riuscita: 2 righe, 2 veicoli aggiunti/),
    ).toBeVisible();
  });

  it('downloads the export and the template in the format asked', async () => {
    const calls = serveRentersApi();
    URL.createObjectURL = vi.fn(() => 'blob:fleet');
    URL.revokeObjectURL = vi.fn();
    const { user } = await openVehicles();
    await user.click(screen.getByRole('button', { name: 'Esporta in Excel (XLSX)' }));
    await waitFor(() => expect(calls.exportPlates).toHaveLength(1));
    expect(calls.exportPlates[0]?.query.get('format')).toBe('xlsx');
    await user.click(screen.getByRole('button', { name: 'Scarica il modello CSV' }));
    await waitFor(() => expect(calls.template).toHaveLength(1));
    expect(Object.fromEntries(calls.template[0]?.query ?? [])).toEqual({
      format: 'csv',
      language: 'it',
    });
  });
});
