import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import { VehiclesPanel } from '../components/vehicles-panel.tsx';
import { aProfile, serveProfileApi } from './profile-api.ts';
import { aRegisteredPlate, serveVehiclesApi } from './vehicles-api.ts';

// Issue 24 item 6 on the profile's "Veicoli registrati": a vehicle shows its trips and switches on
// its alerts only once proven (a receipt of a payment for it); a confirmed move of the alerts from
// another address waits for that address or its notice.

const toggleName = 'Notifica Info transito (Info Passage)';
const unproven = aRegisteredPlate({ id: 1, numberPlate: 'GD301AA', proven: false });
const proven = { ...unproven, proven: true };
const receiptName = 'Numero di ricevuta (facoltativo)';
const receiptHint =
  "Lascia vuoto e cercheremo un pagamento fatto dal tuo account, o la cui ricevuta è arrivata al tuo indirizzo, negli ultimi 12 mesi. Altrimenti scrivi il numero che trovi nell'e-mail della ricevuta.";

async function renderPanel(alertsOffered = true) {
  storeTestToken('customer');
  return renderWithProviders(<VehiclesPanel alertsOffered={alertsOffered} />, { language: 'it' });
}

type User = Awaited<ReturnType<typeof renderPanel>>['user'];

async function openVerifyDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Verifica il veicolo GD301AA' }));
  return screen.findByRole('dialog', { name: 'Verifica il veicolo' });
}

describe('a vehicle not proven yet (issue 24)', { timeout: 20_000 }, () => {
  it('says it is not verified and why, offers "Verifica" and no toggle', async () => {
    serveVehiclesApi({ plates: { body: [unproven] } });
    await renderPanel();
    expect(
      await screen.findByText(
        'Verifica il veicolo per vederne i viaggi e attivarne le notifiche di transito.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Non verificato.')).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verifica il veicolo GD301AA' })).toHaveTextContent(
      'Verifica',
    );
  });

  it('without the subscription offered, the reason is its trips only', async () => {
    serveVehiclesApi({ plates: { body: [unproven] } });
    await renderPanel(false);
    expect(await screen.findByText('Verifica il veicolo per vederne i viaggi.')).toBeVisible();
    expect(screen.queryByText(/notifiche di transito/)).toBeNull();
  });

  it('keeps the toggle of one that already receives alerts, so they can be switched off', async () => {
    serveVehiclesApi({ plates: { body: [{ ...unproven, emailNotifications: true }] } });
    await renderPanel();
    expect(await screen.findByRole('switch', { name: toggleName })).toBeChecked();
    expect(screen.getByText('Non verificato.')).toBeVisible();
  });

  it('a proven vehicle shows its toggle and no verification', async () => {
    serveVehiclesApi({ plates: { body: [proven] } });
    await renderPanel();
    expect(await screen.findByRole('switch', { name: toggleName })).not.toBeChecked();
    expect(screen.queryByText('Non verificato.')).toBeNull();
    expect(screen.queryByRole('button', { name: /Verifica/ })).toBeNull();
  });
});

describe('the verify dialog (issue 24)', { timeout: 20_000 }, () => {
  it('explains the proof; left empty, the server looks for a payment; the vehicle is then verified', async () => {
    const calls = serveVehiclesApi({ plates: { body: [unproven] }, prove: { body: [proven] } });
    const { user } = await renderPanel();
    const dialog = await openVerifyDialog(user);
    expect(dialog).toHaveAccessibleDescription(
      'Per proteggere chi guida, mostriamo i viaggi di un veicolo e ne inviamo le notifiche solo a chi ha pagato per quel veicolo: serve una ricevuta di pagamento.',
    );
    const field = within(dialog).getByRole('textbox', { name: receiptName });
    expect(field).not.toBeRequired();
    expect(field).toHaveAccessibleDescription(receiptHint);
    await user.click(within(dialog).getByRole('button', { name: 'Verifica' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.prove).toEqual([{ id: '1', body: {} }]);
    expect(screen.getByRole('status')).toHaveTextContent('Il veicolo GD301AA è verificato.');
    expect(screen.getByRole('switch', { name: toggleName })).toBeVisible();
    expect(screen.queryByText('Non verificato.')).toBeNull();
    // Its "Verifica" button is gone: the focus is on the panel's title, not lost.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Veicoli registrati' })).toHaveFocus(),
    );
  });

  it('sends a typed receipt number, trimmed', async () => {
    const calls = serveVehiclesApi({ plates: { body: [unproven] }, prove: { body: [proven] } });
    const { user } = await renderPanel();
    const dialog = await openVerifyDialog(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: receiptName }),
      '  A79-R-2026-000123 ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verifica' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.prove).toEqual([{ id: '1', body: { receiptNumber: 'A79-R-2026-000123' } }]);
  });

  it.each([
    [
      403,
      'vehicle_proof_required',
      'Non abbiamo trovato un pagamento per questo veicolo fatto dal tuo account o con la ricevuta inviata al tuo indirizzo. Scrivi il numero di una ricevuta di pagamento per questo veicolo.',
    ],
    [
      400,
      'vehicle_proof_invalid',
      "Questo numero non corrisponde a una ricevuta di pagamento per questo veicolo. Controllalo nell'e-mail della ricevuta.",
    ],
  ])('a refused proof (%i %s) shows at the receipt field, focused', async (status, code, text) => {
    serveVehiclesApi({ plates: { body: [unproven] }, prove: { status, body: { message: code } } });
    const { user } = await renderPanel();
    const dialog = await openVerifyDialog(user);
    const field = within(dialog).getByRole('textbox', { name: receiptName });
    await user.click(within(dialog).getByRole('button', { name: 'Verifica' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(`${receiptHint} ${text}`);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Verifica il veicolo' })).toBeVisible();
  });

  it('too many wrong numbers (429) is announced in the dialog', async () => {
    serveVehiclesApi({
      plates: { body: [unproven] },
      prove: { status: 429, body: { message: 'too_many_requests' } },
    });
    const { user } = await renderPanel();
    const dialog = await openVerifyDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: receiptName }), 'A79-R-1');
    await user.click(within(dialog).getByRole('button', { name: 'Verifica' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Troppi tentativi con numeri di ricevuta errati. Riprova più tardi.',
    );
  });

  it('"Annulla" closes it and sends nothing', async () => {
    const calls = serveVehiclesApi({ plates: { body: [unproven] } });
    const { user } = await renderPanel();
    const dialog = await openVerifyDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.prove).toEqual([]);
    expect(screen.getByText('Non verificato.')).toBeVisible();
  });
});

describe('moving the alerts from another address (issue 24)', { timeout: 20_000 }, () => {
  const handoverNote =
    "Richiesta inviata: le notifiche passeranno al tuo indirizzo il 04/12/26 18:30, a meno che l'indirizzo che le riceve ora non rifiuti.";

  it('shows a requested move under the toggle, which it describes', async () => {
    serveVehiclesApi({
      plates: { body: [{ ...proven, alertHandoverAt: '2026-12-04T17:30:00.000Z' }] },
    });
    await renderPanel();
    const toggle = await screen.findByRole('switch', { name: toggleName });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(handoverNote)).toBeVisible();
    expect(toggle).toHaveAccessibleDescription(`Targa GD301AA (Francia) ${handoverNote}`);
  });

  const heldElsewhere = {
    status: 409,
    body: {
      message: 'alert_active_for_another_email',
      details: [{ path: 'hiddenEmail', code: 'm***@e***.it' }],
    },
  };

  it('a confirmed "Sì" that comes back waiting shows the move requested, not an error', async () => {
    serveProfileApi({}, aProfile({ email: 'giulia@example.it' }));
    const calls = serveVehiclesApi({
      plates: { body: [proven] },
      update: [
        heldElsewhere,
        { body: [{ ...proven, alertHandoverAt: '2026-12-04T17:30:00.000Z' }] },
      ],
    });
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('switch', { name: toggleName }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi continuare?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText(handoverNote)).toBeVisible();
    expect(screen.getByRole('switch', { name: toggleName })).not.toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.update).toEqual([
      { id: '1', body: { emailNotifications: true } },
      { id: '1', body: { emailNotifications: true, confirmReassignment: true } },
    ]);
  });

  it.each([
    [
      403,
      'vehicle_proof_required',
      'Serve una prova che puoi seguire questo veicolo: il numero di una ricevuta di pagamento per questo veicolo.',
    ],
    [
      409,
      'alert_handover_pending',
      "Un'altra richiesta per le notifiche di questo veicolo è già in attesa. Riprova quando sarà conclusa.",
    ],
    [
      409,
      'alert_handover_refused',
      "L'indirizzo che riceve le notifiche di questo veicolo ha rifiutato la tua richiesta meno di 30 giorni fa: per ora non puoi chiederle di nuovo.",
    ],
  ])('a toggle refused with %i %s says why under it', async (status, code, text) => {
    serveVehiclesApi({ plates: { body: [proven] }, update: { status, body: { message: code } } });
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('switch', { name: toggleName }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(text);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('switch', { name: toggleName })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: toggleName })).toHaveAccessibleDescription(
      `Targa GD301AA (Francia) ${text}`,
    );
  });
});
