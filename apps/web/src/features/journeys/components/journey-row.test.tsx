import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Journey, SelectionMode } from '@portico/contract';
import { renderWithProviders } from '../../../../test/render.tsx';
import { aJourney } from '../__tests__/journeys.ts';
import { JourneyRow } from './journey-row.tsx';

const now = new Date('2026-03-10T10:00:00+01:00');

interface Options {
  mode?: SelectionMode;
  checked?: boolean;
  enabled?: boolean;
  hasRentalDates?: boolean;
  language?: 'it' | 'fr' | 'en';
}

async function renderRow(journey: Journey, options: Options = {}) {
  const onToggle = vi.fn();
  const onDelete = vi.fn();
  const view = await renderWithProviders(
    <ul>
      <JourneyRow
        journey={journey}
        mode={options.mode ?? 'travels'}
        checked={options.checked ?? false}
        enabled={options.enabled ?? true}
        hasRentalDates={options.hasRentalDates ?? false}
        now={now}
        onToggle={onToggle}
        onDelete={onDelete}
      />
    </ul>,
    { language: options.language ?? 'it' },
  );
  return { ...view, onToggle, onDelete };
}

describe('journey row', () => {
  it('names each gate by its place and number (issue 26 item 6)', async () => {
    await renderRow(
      aJourney({
        in: { id: '34', label: '34', name: 'Deux-Chaises' },
        out: { id: '30-32', label: '30-32', name: 'Toulon-sur-Allier' },
      }),
    );
    expect(screen.getByText('Entrata Deux-Chaises (34)')).toBeVisible();
    expect(screen.getByText('Uscita Toulon-sur-Allier (30-32)')).toBeVisible();
  });

  it('gives a prepaid trip no date: it is not driven yet (issue 26 item 17)', async () => {
    await renderRow(
      aJourney({ status: 'PREPAYMENT', nature: 'prePayment', date: '2026-06-01T06:15:00Z' }),
    );
    expect(screen.getByText('Viaggio prepagato')).toBeVisible();
    expect(screen.queryByText('01/06/26 08:15')).toBeNull();
    expect(screen.queryByText('ora di Parigi')).toBeNull();
  });

  it.each([
    ['it', '08:15', 'ora di Parigi'],
    ['fr', '08:15', 'heure de Paris'],
    ['en', '08:15', 'Paris time'],
  ] as const)(
    'says in %s that its time is Paris time, whatever the browser\u2019s zone (issue 26 item 17)',
    async (language, time, note) => {
      // 06:15 UTC is 08:15 in Paris (summer time) and 02:15 in New York, the browser's zone here
      // (Node applies a TZ change at once).
      vi.stubEnv('TZ', 'America/New_York');
      try {
        expect(new Date('2026-06-01T06:15:00Z').getHours()).toBe(2);
        await renderRow(aJourney({ date: '2026-06-01T06:15:00Z' }), { language });
        expect(screen.getByText(`01/06/26 ${time}`)).toBeVisible();
        expect(screen.getByText(note)).toBeVisible();
      } finally {
        vi.unstubAllEnvs();
      }
    },
  );

  it('shows the date as dd/MM/yy HH:mm in Europe/Paris, the gates, class and network', async () => {
    await renderRow(aJourney({ date: '2026-07-01T22:30:00Z' }));
    expect(screen.getByText('02/07/26 00:30')).toBeVisible();
    expect(screen.getByText('Entrata Montmarault (34)')).toBeVisible();
    expect(screen.getByText('Uscita Digoin (23)')).toBeVisible();
    expect(screen.getByText('Classe 1')).toBeVisible();
    expect(screen.getByText('Rete ALIAE')).toBeVisible();
  });

  it.each([
    ['latePayment', 'PV-77', 'TK-11', 'Numero di pratica PV-77'],
    ['nonPaymentDeclaration', 'PV-77', 'TK-11', 'Numero di pratica TK-11'],
  ] as const)('shows the case number of a %s', async (nature, pvNumber, ticketNumber, text) => {
    await renderRow(aJourney({ nature, pvNumber, ticketNumber }));
    expect(screen.getByText(text)).toBeVisible();
  });

  it('marks a trip under an open claim "Contestato", and only such a trip', async () => {
    await renderRow(aJourney({ id: 'c1', nature: 'latePayment', contested: true }));
    expect(screen.getByText('Contestato')).toBeVisible();
    await renderRow(aJourney({ id: 'c2', nature: 'latePayment', contested: false }));
    expect(screen.getAllByText('Contestato')).toHaveLength(1);
  });

  it('shows no case number for a free-flow trip', async () => {
    await renderRow(aJourney({ pvNumber: 'PV-77', ticketNumber: 'TK-11' }));
    expect(screen.queryByText(/Numero di pratica/)).toBeNull();
  });

  it.each([
    ['freeFlow', 'Free Flow'],
    ['prePayment', 'Prepaymento'],
    ['latePayment', 'Sollecito di pagamento'],
    ['nonPaymentDeclaration', 'Dichiarazione di mancato pagamento'],
  ] as const)('labels the nature %s as "%s"', async (nature, label) => {
    await renderRow(aJourney({ nature }));
    expect(screen.getByText(label)).toBeVisible();
  });

  it('shows an ongoing journey with its exit not known yet, the complete link and the not-complete text', async () => {
    await renderRow(aJourney({ status: 'EN_COURS', completed: false, out: null }));
    // In Italian, not the spec's French quote (journey-row-language.test.tsx).
    expect(screen.getByText('Uscita non ancora registrata (viaggio in corso)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Completa il viaggio' })).toHaveAttribute(
      'href',
      '/it/inprogress',
    );
    expect(screen.getByText('Pagamento possibile dopo il completamento del viaggio')).toBeVisible();
  });

  it('shows neither for a finished journey', async () => {
    await renderRow(aJourney());
    expect(screen.queryByText(/viaggio in corso/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Completa il viaggio' })).toBeNull();
    expect(screen.queryByText(/Pagamento possibile dopo/)).toBeNull();
  });

  it('translates the ongoing text in other languages', async () => {
    await renderRow(aJourney({ status: 'EN_COURS', completed: false, out: null }), {
      language: 'en',
    });
    expect(screen.getByText('Exit not recorded yet (trip in progress)')).toBeVisible();
  });

  it.each([
    [{ paymentLimit: 'OMP' }, 'Trasmessa alla Procura', null],
    [{ paymentLimit: 'AUTRE' }, 'Ritardato pagamento', 'red'],
    [{ paymentLimit: 'IRIS', caseOrigin: 'IRIS' }, 'Ritardato pagamento', 'red'],
    [{ deadline: '2026-03-09T10:00:00+01:00' }, 'Ritardato pagamento', 'red'],
    [
      { paymentLimit: 'BEFORE_OMP', deadline: '2026-03-10T23:00:00+01:00' },
      'Ultimo giorno per pagare prima della trasmissione alla Procura',
      'red',
    ],
    [
      { deadline: '2026-03-10T23:00:00+01:00' },
      'Ultimo giorno per pagare prima della maggiorazione',
      'red',
    ],
    [
      { deadline: '2026-03-11T08:00:00+01:00' },
      '1 giorno per pagare prima della maggiorazione',
      'red',
    ],
    [
      { deadline: '2026-03-13T08:00:00+01:00' },
      '3 giorni per pagare prima della maggiorazione',
      'green',
    ],
    [
      { paymentLimit: 'BEFORE_OMP', deadline: '2026-03-11T08:00:00+01:00' },
      '1 giorno per pagare prima della trasmissione alla Procura',
      'red',
    ],
    [
      { paymentLimit: 'BEFORE_OMP', deadline: '2026-04-09T08:00:00+02:00' },
      '30 giorni per pagare prima della trasmissione alla Procura',
      'green',
    ],
  ] as const)('deadline %o reads "%s" (%s)', async (overrides, text, tone) => {
    await renderRow(aJourney(overrides as Partial<Journey>));
    const message = screen.getByText(
      (_content, element) => element?.tagName === 'P' && element.textContent === text,
    );
    expect(message).toBeVisible();
    if (tone) expect(message).toHaveAttribute('data-tone', tone);
    else expect(message).not.toHaveAttribute('data-tone');
  });

  it('shows no deadline message without a deadline', async () => {
    await renderRow(aJourney({ deadline: null }));
    expect(screen.queryByText(/per pagare|Ritardato|Procura/)).toBeNull();
  });

  it('shows the total and discloses its breakdown from the info button', async () => {
    const { user } = await renderRow(
      aJourney({ ttcPrice: 420, indemnity: 1000, alreadyPaid: 200, totalPrice: 1220 }),
    );
    expect(screen.getByText('12,20 €')).toBeVisible();
    const info = screen.getByRole('button', { name: 'Dettaglio del prezzo' });
    expect(info).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Pedaggio')).not.toBeVisible();
    await user.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Pedaggio')).toBeVisible();
    expect(screen.getByText('Pedaggio').nextElementSibling).toHaveTextContent('4,20 €');
    expect(screen.getByText('Indennità forfettaria').nextElementSibling).toHaveTextContent(
      '10,00 €',
    );
    expect(screen.getByText('Già pagato').nextElementSibling).toHaveTextContent('2,00 €');
  });

  it('shows the delete icon only for a PREPAYMENT trip, and deletes it', async () => {
    const prepaid = aJourney({ status: 'PREPAYMENT', nature: 'prePayment' });
    const { user, onDelete } = await renderRow(prepaid);
    await user.click(screen.getByRole('button', { name: 'Elimina il viaggio' }));
    expect(onDelete).toHaveBeenCalledWith(prepaid);
  });

  it.each(['TERMINE', 'EN_COURS'] as const)('has no delete icon for status %s', async (status) => {
    await renderRow(aJourney({ status }));
    expect(screen.queryByRole('button', { name: 'Elimina il viaggio' })).toBeNull();
  });

  it('is a labelled checkbox that toggles from the box and from a click on the row', async () => {
    const journey = aJourney();
    const { user, onToggle } = await renderRow(journey, { checked: true });
    const box = screen.getByRole('checkbox', { name: 'Seleziona il viaggio del 02/03/26 08:15' });
    expect(box).toBeChecked();
    expect(box).toBeEnabled();
    await user.click(box);
    expect(onToggle).toHaveBeenCalledTimes(1);
    await user.click(screen.getByText('Entrata Montmarault (34)'));
    expect(onToggle).toHaveBeenCalledTimes(2);
    box.focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(3);
  });

  it('disables the checkbox when the row is not enabled, and an OMP row always', async () => {
    const { user, onToggle, unmount } = await renderRow(aJourney(), { enabled: false });
    const box = screen.getByRole('checkbox');
    expect(box).toBeDisabled();
    await user.click(screen.getByText('Entrata Montmarault (34)'));
    expect(onToggle).not.toHaveBeenCalled();
    unmount();
    await renderRow(aJourney({ paymentLimit: 'OMP' }));
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it('opens the in-progress screen for an ongoing trip, storing it first', async () => {
    const journey = aJourney({ status: 'EN_COURS', completed: false, out: null });
    const { user, onToggle, router } = await renderRow(journey);
    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/inprogress'));
    expect(onToggle).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('inprogress/journey') ?? 'null')).toEqual(journey);
  });

  it('stores an ongoing trip before following its "Completa il viaggio" link', async () => {
    const journey = aJourney({ status: 'EN_COURS', completed: false, out: null });
    const { user, onToggle, router } = await renderRow(journey, { hasRentalDates: true });
    await user.click(screen.getByRole('link', { name: 'Completa il viaggio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/inprogress'));
    expect(onToggle).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('inprogress/journey') ?? 'null')).toEqual(journey);
  });

  it('toggles an ongoing trip when rental dates are stored', async () => {
    const journey = aJourney({ status: 'EN_COURS', completed: false, out: null });
    const { user, onToggle, router } = await renderRow(journey, { hasRentalDates: true });
    await user.click(screen.getByRole('checkbox'));
    expect(onToggle).toHaveBeenCalledWith(journey);
    expect(router.state.location.pathname).toBe('/it/');
  });

  it('in claim mode toggles from the box only, not from a click on the row', async () => {
    const { user, onToggle } = await renderRow(aJourney(), { mode: 'claim' });
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await user.click(screen.getByText('Entrata Montmarault (34)'));
    expect(onToggle).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox'));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
