import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aHomePage } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { serveAlertApi } from './alerts-api.ts';

const title = 'Iscriviti al servizio di notifica Info transito (Info Passage)';
const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const plateBox = () => screen.getByRole('textbox', { name: 'Numero di targa' });
const receiptBox = () =>
  screen.getByRole('textbox', { name: 'Numero di ricevuta di un pagamento per questo veicolo' });
const receiptHint =
  "Lo trovi nell'e-mail con la ricevuta di un viaggio pagato per questo veicolo. Ci serve per essere sicuri che nessuno possa seguire un veicolo che non è suo.";
const submit = () => screen.getByRole('button', { name: 'Iscriviti' });
const rentalBox = () => screen.getByRole('checkbox', { name: 'Avevo un veicolo a noleggio' });
const dateField = (name: string) => screen.getByLabelText(`${name} *`);
const captchaSolved = () =>
  waitFor(
    () =>
      expect(
        within(screen.getByRole('group', { name: 'Verifica anti-robot' })).getByRole('status'),
      ).toHaveTextContent('Verifica completata'),
    { timeout: 5000 },
  );

async function openForm() {
  const view = renderApp('/it/alert');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  await captchaSolved();
  return view;
}

type User = Awaited<ReturnType<typeof openForm>>['user'];

async function fillForm(user: User, email = 'giulia@example.it', plate = 'ab-123 cd') {
  await user.type(emailBox(), email);
  await user.type(plateBox(), plate);
  await user.type(receiptBox(), ' A79-R-2026-000123 ');
  // Spec 001: the e-mail is "tested" 500 ms after the last key; the button waits for it.
  await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
}

describe('alert (spec 000 "Alert screen")', () => {
  it('shows the title, the required fields, France by default, the GDPR text and the buttons', async () => {
    serveAlertApi();
    await openForm();
    expect(emailBox()).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Paese di immatricolazione' })).toHaveValue(
      'Francia',
    );
    expect(plateBox()).toBeRequired();
    // Issue 24: the proof that the address may follow the vehicle, with where to find it and why.
    expect(receiptBox()).toBeRequired();
    expect(receiptBox()).toHaveAccessibleDescription(receiptHint);
    expect(rentalBox()).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Periodo di noleggio' })).toBeNull();
    // The white-label's data-protection text (test/fixtures.ts).
    expect(screen.getByText('GDPR')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Annulla' })).toHaveAttribute('href', '/it/');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toHaveAccessibleDescription(
      'Il pulsante «Iscriviti» si attiva quando i campi obbligatori sono compilati correttamente.',
    );
    expect(document.title).toContain(title);
  });

  it('goes home when the home page actions lack subscription', async () => {
    server.use(
      http.get(api('/whitelabels/homepage'), () =>
        HttpResponse.json(aHomePage({ actions: ['freeflow', 'prepayment'] })),
      ),
    );
    const { router } = renderApp('/it/alert');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
  });

  it('keeps the button disabled until the e-mail has settled for 500 ms and is valid', async () => {
    serveAlertApi();
    const { user } = await openForm();
    await user.type(plateBox(), 'AB123CD');
    await user.type(receiptBox(), 'A79-R-2026-000123');
    await user.type(emailBox(), 'giulia@example');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.type(emailBox(), '.it');
    // Just typed: not tested yet.
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
  });

  it('subscribes a new address: status, then the subscription with the captcha, then the success asking to confirm', async () => {
    const calls = serveAlertApi();
    const { user } = await openForm();
    await fillForm(user);
    await user.click(submit());
    const success = await screen.findByRole('heading', {
      level: 2,
      name: 'Abbiamo registrato le tue informazioni',
    });
    expect(success).toHaveFocus();
    expect(calls.status.map((query) => Object.fromEntries(query))).toEqual([
      { countryCode: 'FR', plate: 'AB123CD', email: 'giulia@example.it' },
    ]);
    expect(calls.subscribe).toHaveLength(1);
    expect(calls.subscribe[0]?.body).toEqual({
      allowedContact: true,
      countryCode: 'FR',
      email: 'giulia@example.it',
      numberPlate: 'AB123CD',
      receiptNumber: 'A79-R-2026-000123',
    });
    expect(calls.subscribe[0]?.query.get('captchaToken')).toBeTruthy();
    expect(
      screen.getByText(
        "Per attivare le notifiche, apri l'e-mail che ti abbiamo inviato all'indirizzo giulia@example.it e conferma l'iscrizione entro 24 ore.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText("Riceverai un'e-mail a ogni transito sotto un portale Free Flow."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Torna alla home page' })).toHaveAttribute(
      'href',
      '/it/',
    );
  });

  it('an address that already gets the alerts: success at once, nothing to confirm', async () => {
    const calls = serveAlertApi({
      status: { body: { alertStatus: 'ACTIVATED', hiddenEmail: null } },
    });
    const { user } = await openForm();
    await fillForm(user);
    await user.click(submit());
    await screen.findByRole('heading', {
      level: 2,
      name: 'Abbiamo registrato le tue informazioni',
    });
    expect(calls.subscribe).toEqual([]);
    expect(screen.queryByText(/Per attivare gli avvisi/)).toBeNull();
  });

  it('a plate whose alerts go to another address asks "Vuoi continuare?": no keeps the form, yes subscribes', async () => {
    const calls = serveAlertApi({
      status: { body: { alertStatus: 'ACTIVATED_ANOTHER_EMAIL', hiddenEmail: 'm***@o***.fr' } },
    });
    const { user } = await openForm();
    await fillForm(user);
    await user.click(submit());
    let dialog = await screen.findByRole('dialog', { name: 'Vuoi continuare?' });
    expect(dialog).toHaveAccessibleDescription(
      'Le notifiche di transito della targa AB123CD sono già inviate a un altro indirizzo: m***@o***.fr. Se continui e confermi dal link che riceverai, chiederemo a m***@o***.fr di cederle: passeranno a giulia@example.it alla fine del preavviso, a meno che m***@o***.fr non rifiuti (o subito, se accetta).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.subscribe).toEqual([]);
    expect(emailBox()).toHaveValue('giulia@example.it');
    expect(plateBox()).toHaveValue('ab-123 cd');

    await user.click(submit());
    dialog = await screen.findByRole('dialog', { name: 'Vuoi continuare?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sì' }));
    await screen.findByRole('heading', {
      level: 2,
      name: 'Abbiamo registrato le tue informazioni',
    });
    expect(calls.subscribe).toHaveLength(1);
    expect(calls.status).toHaveLength(2);
  });

  it('"Avevo un veicolo a noleggio" asks for the rental period, sends it, and unchecked clears it', async () => {
    const calls = serveAlertApi();
    const { user } = await openForm();
    await fillForm(user);
    await user.click(rentalBox());
    expect(screen.getByRole('group', { name: 'Periodo di noleggio' })).toBeVisible();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.type(dateField('Data iniziale'), '2026-11-20');
    await user.type(dateField('Ora iniziale'), '08:00');
    await user.type(dateField('Data finale'), '2026-11-27');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.type(dateField('Ora finale'), '18:30');
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    const period = { start: '2026-11-20T07:00:00.000Z', end: '2026-11-27T17:30:00.000Z' };
    expect(JSON.parse(localStorage.getItem('location/dates') ?? 'null')).toEqual(period);

    // Unchecked: the dates go (stored ones too), and checked again the selector starts empty.
    await user.click(rentalBox());
    expect(screen.queryByRole('group', { name: 'Periodo di noleggio' })).toBeNull();
    expect(localStorage.getItem('location/dates')).toBeNull();
    await user.click(rentalBox());
    expect(dateField('Data iniziale')).toHaveValue('');
    await user.type(dateField('Data iniziale'), '2026-11-20');
    await user.type(dateField('Ora iniziale'), '08:00');
    await user.type(dateField('Data finale'), '2026-11-27');
    await user.type(dateField('Ora finale'), '18:30');
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    await user.click(submit());
    await screen.findByRole('heading', {
      level: 2,
      name: 'Abbiamo registrato le tue informazioni',
    });
    expect(calls.subscribe[0]?.body).toMatchObject({
      startTime: period.start,
      endTime: period.end,
    });
    // Issue 26 item 11: the period was the subscription's, not the next lookup's.
    expect(localStorage.getItem('location/dates')).toBeNull();
  });

  it('shows a refused plate under its field, focused', async () => {
    serveAlertApi({ subscribe: { status: 400, body: { message: 'invalid_number_plate' } } });
    const { user } = await openForm();
    await fillForm(user);
    await user.click(submit());
    await waitFor(() => expect(plateBox()).toHaveFocus());
    expect(plateBox()).toHaveAccessibleDescription(
      'Ad esempio AB-123-CD Numero di targa non valido.',
    );
  });

  it('keeps the button disabled without a receipt number, and says it is required', async () => {
    const calls = serveAlertApi();
    const { user } = await openForm();
    await user.type(emailBox(), 'giulia@example.it');
    await user.type(plateBox(), 'AB123CD');
    await user.click(receiptBox());
    await user.tab();
    expect(await screen.findByText('Il numero di ricevuta è obbligatorio.')).toBeVisible();
    expect(receiptBox()).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    expect(calls.status).toEqual([]);
  });

  it.each([
    [
      403,
      'vehicle_proof_required',
      'Serve una prova che puoi seguire questo veicolo: il numero di una ricevuta di pagamento per questo veicolo.',
    ],
    [
      400,
      'vehicle_proof_invalid',
      "Questo numero non corrisponde a una ricevuta di pagamento per questo veicolo. Controllalo nell'e-mail della ricevuta.",
    ],
  ])(
    'shows a refused proof (%i %s) under the receipt field, focused',
    async (status, code, text) => {
      serveAlertApi({ subscribe: { status, body: { message: code } } });
      const { user } = await openForm();
      await fillForm(user);
      await user.click(submit());
      await waitFor(() => expect(receiptBox()).toHaveFocus());
      expect(receiptBox()).toHaveAccessibleDescription(`${receiptHint} ${text}`);
      expect(receiptBox()).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it.each([
    [
      429,
      'too_many_requests',
      'Troppi tentativi con numeri di ricevuta errati. Per proteggere i proprietari dei veicoli, riprova più tardi.',
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
  ])('announces a refused subscription (%i %s) above the buttons', async (status, code, text) => {
    serveAlertApi({ subscribe: { status, body: { message: code } } });
    const { user } = await openForm();
    await fillForm(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(receiptBox()).toHaveValue(' A79-R-2026-000123 ');
  });

  it('says "too many requests" as such when the status read is refused', async () => {
    serveAlertApi({ status: { status: 429, body: { message: 'too_many_requests' } } });
    const { user } = await openForm();
    await fillForm(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppe richieste. Riprova tra qualche istante.',
    );
  });

  it('shows a refused captcha at the captcha, and a failed status call above the buttons', async () => {
    serveAlertApi({ subscribe: { status: 400, body: { message: 'captcha_invalid' } } });
    const { user } = await openForm();
    await fillForm(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La verifica anti-robot non è riuscita. Riprova.',
    );

    server.use(
      http.get(api('/customers'), () =>
        HttpResponse.json({ message: 'service_unavailable' }, { status: 503 }),
      ),
    );
    await captchaSolved();
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Servizio momentaneamente non disponibile. Riprova più tardi.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
