import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { servePrices, storeLookedUp } from './prepayment-api.ts';

async function openScreen() {
  const view = renderApp('/it/prepayment');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Pagare prima di partire' },
    // The first render loads the route's chunks and texts: slow on a busy machine.
    { timeout: 30_000 },
  );
  return view;
}

const gate = (name: 'Svincolo di entrata' | 'Svincolo di uscita') =>
  screen.getByRole('combobox', { name });
const estimate = () => screen.getByTestId('prepayment-estimate');
// Found behind an open modal too (the page is then hidden from the accessibility tree).
const addButton = () => screen.getByRole('button', { name: 'Aggiungi al pagamento', hidden: true });
const isDisabled = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('/prepayment', () => {
  it('shows the page data and the five classes with the vehicles each covers', async () => {
    storeLookedUp();
    servePrices({});
    await openScreen();
    expect(screen.getByText('Il credito vale 30 giorni.')).toBeVisible();
    const classes = screen.getByRole('group', { name: 'Classe del veicolo' });
    const radios = within(classes).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(radios[0]).toBeChecked();
    expect(within(classes).getByText(/Auto con rimorchio/)).toBeVisible();
    expect(within(classes).getByRole('radio', { name: /^Classe 5/ })).toHaveAccessibleDescription(
      'Moto',
    );
    expect(within(classes).getByRole('radio', { name: /^Classe 2/ })).toHaveAccessibleDescription(
      'Auto con caravan oltre 2 m · Furgone oltre 2 m · Camper sotto i 3 m',
    );
  });

  it('lists the gates in road order, RN79 to A71, in both selects', async () => {
    storeLookedUp();
    servePrices({});
    await openScreen();
    for (const name of ['Svincolo di entrata', 'Svincolo di uscita'] as const) {
      const options = within(gate(name))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toEqual([
        'Scegli uno svincolo',
        'RN79',
        '23',
        '24',
        '25-28',
        '29',
        '30-32',
        '33',
        '34',
        'A71',
      ]);
    }
  });

  it('prices the outbound leg, doubles a round trip with the return call, multiplies by the count', async () => {
    storeLookedUp();
    const { queries } = servePrices({ '34>23': 420, '23>34': 410 });
    const { user } = await openScreen();
    expect(isDisabled(addButton())).toBe(true);
    await user.selectOptions(gate('Svincolo di entrata'), '34');
    await user.selectOptions(gate('Svincolo di uscita'), '23');
    await waitFor(() => expect(estimate()).toHaveTextContent('4,20'));
    expect(queries[0]?.get('category')).toBe('1');
    expect(queries[0]?.get('plate')).toBe('AB123CD');
    expect(queries[0]?.get('plateCountry')).toBe('FR');
    await user.click(screen.getByRole('checkbox', { name: 'Andata e ritorno' }));
    await waitFor(() => expect(estimate()).toHaveTextContent('8,30'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Numero di viaggi' }), '3');
    await waitFor(() => expect(estimate()).toHaveTextContent('24,90'));
    expect(isDisabled(addButton())).toBe(false);
    await user.click(screen.getByRole('radio', { name: /Classe 3/ }));
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('3'));
  });

  it('keeps add disabled when entry equals exit, and says no payment is needed for a price 0', async () => {
    storeLookedUp();
    servePrices({ '23>RN79': 0, '25-28>RN79': 430, '25-28>25-28': 0 });
    const { user } = await openScreen();
    await user.selectOptions(gate('Svincolo di entrata'), '23');
    await user.selectOptions(gate('Svincolo di uscita'), 'RN79');
    const dialog = await screen.findByRole('alertdialog', { name: 'Nessun pagamento necessario' });
    expect(isDisabled(addButton())).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.selectOptions(gate('Svincolo di entrata'), '25-28');
    await user.selectOptions(gate('Svincolo di uscita'), '25-28');
    await screen.findByRole('alertdialog', { name: 'Nessun pagamento necessario' });
    expect(isDisabled(addButton())).toBe(true);
  });

  it('opens "Errore" and shows the price as an error when the price call fails', async () => {
    storeLookedUp();
    servePrices({}, 503);
    const { user } = await openScreen();
    await user.selectOptions(gate('Svincolo di entrata'), '34');
    await user.selectOptions(gate('Svincolo di uscita'), '23');
    const dialog = await screen.findByRole('alertdialog', { name: 'Errore' });
    expect(dialog).toHaveTextContent(
      'Il pagamento anticipato non è attualmente disponibile, riprovare più tardi.',
    );
    expect(estimate()).toHaveTextContent('Errore');
    expect(isDisabled(addButton())).toBe(true);
  });

  it('offers the electric box to a foreign plate only, and sends it', async () => {
    storeLookedUp('FR');
    servePrices({});
    const french = await openScreen();
    expect(screen.queryByRole('checkbox', { name: 'Veicolo elettrico' })).toBeNull();
    french.unmount();
    localStorage.clear();
    storeLookedUp('IT');
    const { queries } = servePrices({ '34>23': 320 });
    const { user } = await openScreen();
    await user.click(screen.getByRole('checkbox', { name: 'Veicolo elettrico' }));
    await user.selectOptions(gate('Svincolo di entrata'), '34');
    await user.selectOptions(gate('Svincolo di uscita'), '23');
    await waitFor(() => expect(estimate()).toHaveTextContent('3,20'));
    expect(queries.at(-1)?.get('electric')).toBe('true');
    expect(queries.at(-1)?.get('plateCountry')).toBe('IT');
  });

  it('adds a round trip x2 as four prepaid trips and goes to the trips list', async () => {
    storeLookedUp('IT');
    servePrices({ '34>25-28': 250, '25-28>34': 250 });
    const { user, router } = await openScreen();
    await user.click(screen.getByRole('checkbox', { name: 'Veicolo elettrico' }));
    await user.selectOptions(gate('Svincolo di entrata'), '34');
    await user.selectOptions(gate('Svincolo di uscita'), '25-28');
    await user.click(screen.getByRole('checkbox', { name: 'Andata e ritorno' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Numero di viaggi' }), '2');
    await waitFor(() => expect(estimate()).toHaveTextContent('10,00'));
    await user.click(addButton());
    // A visitor's trips list is /journeys: the guards send /travels there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/journeys'));
    const set = stored('journeys') as { journeys: { status: string; in: { id: string } }[] };
    const prepaid = set.journeys.filter((journey) => journey.status === 'PREPAYMENT');
    expect(prepaid).toHaveLength(4);
    expect(prepaid.map((journey) => journey.in.id).sort()).toEqual(['25-28', '25-28', '34', '34']);
    expect(set.journeys).toHaveLength(5);
    const list = stored('prepayment/journeys') as { electric: boolean }[];
    expect(list).toHaveLength(4);
    expect(list.every((trip) => trip.electric)).toBe(true);
  });

  it('sends a visitor without a stored lookup home', async () => {
    servePrices({});
    const { router } = renderApp('/it/prepayment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
  });
});
