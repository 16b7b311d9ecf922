import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import {
  aPaymentSession,
  allMethods,
  aStatus,
  finishedTrip,
  ongoingTrip,
  paymentId,
  prepaidTrip,
  servePayment,
  storeTripsToPay,
} from '../../../features/payment/__tests__/payment-fixtures.ts';
import { aJourneySet, storeJourneySet } from '../../../features/journeys/__tests__/journeys.ts';
import { aLookupSessionId } from '../../../features/journeys/__tests__/lookup-session.ts';

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

async function openPayment() {
  const view = renderApp('/it/payment');
  // The page's code is loaded on first use: generous under a loaded machine.
  await screen.findByRole('heading', { level: 1, name: 'Paga i viaggi' }, { timeout: 5000 });
  return view;
}

async function openWithMethods() {
  const view = await openPayment();
  const methods = await screen.findByRole('group', { name: 'Scegli la modalità di pagamento' });
  return { ...view, methods };
}

const field = (name: string) => screen.getByRole('textbox', { name });

const payButton = () => screen.getByRole('button', { name: /^Paga 12,34/ });

type User = ReturnType<typeof renderApp>['user'];

const completeBilling = [
  ['Nome', 'Giulia'],
  ['Cognome', 'Rossi'],
  ['Indirizzo', 'Via Roma 1'],
  ['CAP', '20121'],
  ['Città', 'Milano'],
  ['E-mail', 'giulia@example.it'],
  ['Numero di cellulare', '312 345 6789'],
] as const;

/** Pastes each value: typing key by key is slow, and the keyboard test types. */
async function fill(user: User, values: readonly (readonly [string, string])[]) {
  for (const [name, value] of values) {
    await user.click(field(name));
    await user.paste(value);
  }
}

afterEach(() => vi.restoreAllMocks());

describe('payment page: guard and session', () => {
  it.each([
    ['nothing stored', null],
    ['an empty selection', []],
    ['something that is not trips', [{ id: 'x' }]],
  ])('sends the visitor home, history replaced, with %s', async (_case, trips) => {
    if (trips) localStorage.setItem('payment/journeys', JSON.stringify(trips));
    const { router } = renderApp('/it/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'), { timeout: 5000 });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('prices a visitor basket with allJourneys and shows the server amount', async () => {
    const calls = servePayment();
    storeTripsToPay([finishedTrip, prepaidTrip]);
    await openPayment();
    const breadcrumb = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it/');
    expect(within(breadcrumb).getByRole('link', { name: 'Viaggi da pagare' })).toHaveAttribute(
      'href',
      '/it/travels',
    );
    expect(within(breadcrumb).getByText('Paga i viaggi')).toHaveAttribute('aria-current', 'page');

    const summary = await screen.findByRole('complementary', { name: 'Riepilogo' });
    expect(calls.journeys).toHaveLength(0);
    expect(calls.allJourneys).toHaveLength(1);
    expect(calls.allJourneys[0]?.url.searchParams.get('sessionId')).toBe('lookup-session-1');
    expect(calls.allJourneys[0]?.body).toEqual({
      prepayments: [{ in: '25-28', out: '34', vehicleCategory: 2 }],
    });
    expect(summary).toHaveTextContent('2 viaggi da pagare');
    expect(summary).toHaveTextContent('02/03/26 08:15');
    expect(summary).toHaveTextContent('Montmarault / Deux-Chaises (34) → fino a Digoin (23)');
    expect(summary).toHaveTextContent('Pagamento anticipato');
    expect(summary).toHaveTextContent('8,14 €');
    // 12,34 € is the server's total; the stored trips add up to 8,40 €.
    expect(screen.getByTestId('payment-total')).toHaveTextContent(/Totale da pagare\s*12,34\s€/);
    expect(summary).not.toHaveTextContent('8,40');
  });

  it('lists a prepaid round trip bought twice as two legs with their count, not four trips (item 17)', async () => {
    const leg = aPaymentSession().prepayments[0]!;
    const back = {
      ...leg,
      in: { id: '34', label: 'Montmarault (34)' },
      out: { id: '25-28', label: 'Moulins (25-28)' },
    };
    servePayment({
      session: { body: aPaymentSession({ journeys: [], prepayments: [leg, back, leg, back] }) },
    });
    storeTripsToPay([finishedTrip, prepaidTrip]);
    await openPayment();
    const summary = await screen.findByRole('complementary', { name: 'Riepilogo' });
    const lines = within(summary).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(/Moulins \(25-28\) → fino a Montmarault \(34\)\s*× 2/);
    expect(lines[1]).toHaveTextContent(/Montmarault \(34\) → fino a Moulins \(25-28\)\s*× 2/);
    // Each line is its leg's price times its count: 2 × 8,14 €.
    expect(lines[0]).toHaveTextContent('16,28 €');
    expect(summary).toHaveTextContent('4 viaggi da pagare');
  });

  it('names each chosen trip with /payments/journeys after a notice or CNP lookup', async () => {
    const calls = servePayment();
    storeTripsToPay([finishedTrip, ongoingTrip, prepaidTrip], { fromNotice: true });
    await openPayment();
    await screen.findByRole('complementary', { name: 'Riepilogo' });
    expect(calls.allJourneys).toHaveLength(0);
    expect(calls.journeys).toHaveLength(1);
    expect(calls.journeys[0]?.url.searchParams.get('sessionId')).toBe('lookup-session-1');
    expect(calls.journeys[0]?.body).toEqual({
      journeys: [
        { idDossier: 'dossier-1' },
        { inProgressId: 'progress-1' },
        { prepaymentJourney: { in: '25-28', out: '34', vehicleCategory: 2 } },
      ],
    });
  });

  it('offers a new search when the lookup session has expired', async () => {
    servePayment({ session: { status: 400, body: { message: 'payment_session_invalid' } } });
    storeTripsToPay([finishedTrip]);
    await openPayment();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La sessione di pagamento è scaduta.');
    expect(
      within(alert).getByRole('link', { name: 'Cerca di nuovo i tuoi viaggi' }),
    ).toHaveAttribute('href', '/it/form/payment');
    expect(screen.queryByRole('group', { name: 'Scegli la modalità di pagamento' })).toBeNull();
  });

  it('says the search expired, with its plate, before sending anything (issue 26 item 16)', async () => {
    let sent = 0;
    server.use(
      http.post(api('/payments/allJourneys'), () => {
        sent += 1;
        return HttpResponse.json({ message: 'payment_session_invalid' }, { status: 403 });
      }),
    );
    const expired = aLookupSessionId(new Date(Date.now() - 60_000));
    storeJourneySet(aJourneySet([finishedTrip], { sessionId: expired }));
    storeTripsToPay([finishedTrip], { lookupSessionId: expired });
    await openPayment();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ricerca scaduta' })).toBeVisible();
    expect(screen.getByTestId('lookup-expired-text')).toHaveTextContent(/targa AB123CD/);
    expect(screen.getByRole('link', { name: 'Cerca di nuovo' })).toHaveAttribute(
      'href',
      '/it/form/payment',
    );
    expect(screen.queryByRole('group', { name: 'Scegli la modalità di pagamento' })).toBeNull();
    expect(sent).toBe(0);
  });

  it.each([
    ['a visitor', false, '/it/journeys'],
    ['a notice lookup', true, '/it/paymentNotice'],
  ])('sends %s back to the trips when they cannot be paid', async (_case, fromNotice, path) => {
    servePayment({ session: { status: 409, body: { message: 'payment_journeys_invalid' } } });
    storeTripsToPay([finishedTrip], { fromNotice });
    await openPayment();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "I viaggi selezionati non possono più essere pagati. Aggiorna l'elenco.",
    );
    expect(within(alert).getByRole('link', { name: 'Torna ai viaggi da pagare' })).toHaveAttribute(
      'href',
      path,
    );
  });

  it('offers to try again after a server error, and shows the session it then gets', async () => {
    servePayment();
    let calls = 0;
    server.use(
      http.post(api('/payments/allJourneys'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'internal_error' }, { status: 500 })
          : HttpResponse.json(aPaymentSession());
      }),
    );
    storeTripsToPay([finishedTrip]);
    const { user } = await openPayment();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Si è verificato un errore, riprova più tardi.');
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    await screen.findByRole('complementary', { name: 'Riepilogo' });
    expect(calls).toBe(2);
  });

  it('asks for a new search, without calling, when no lookup session is stored', async () => {
    const calls = servePayment();
    storeTripsToPay([finishedTrip], { lookupSessionId: '' });
    await openPayment();
    expect(screen.getByRole('alert')).toHaveTextContent('La sessione di pagamento è scaduta.');
    expect(calls.allJourneys).toHaveLength(0);
  });
});

describe('payment page: methods', () => {
  it('lists the methods with their names, the unavailable one still shown', async () => {
    servePayment();
    storeTripsToPay([finishedTrip]);
    const { methods } = await openWithMethods();
    const radios = within(methods).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'CREDIT_CARD',
      'TOTAL',
      'DKV',
      'SHELL',
      'ESSO',
    ]);
    expect(within(methods).getByRole('radio', { name: 'Carta bancaria' })).toBeEnabled();
    const esso = within(methods).getByRole('radio', { name: 'ESSO' });
    expect(esso).toBeEnabled();
    expect(esso).toHaveAccessibleDescription('Non disponibile');
    for (const radio of radios) expect(radio).not.toBeChecked();
  });

  it('disables every method and shows the mapped error when the methods cannot load', async () => {
    servePayment({ methods: { status: 503, body: { message: 'service_unavailable' } } });
    storeTripsToPay([finishedTrip]);
    const { methods } = await openWithMethods();
    const radios = within(methods).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    for (const radio of radios) expect(radio).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Servizio momentaneamente non disponibile. Riprova più tardi.',
    );
  });

  it('opens the unavailable-method modal with the server text; closing returns the focus', async () => {
    servePayment();
    storeTripsToPay([finishedTrip]);
    const { user, methods } = await openWithMethods();
    const esso = within(methods).getByRole('radio', { name: 'ESSO' });
    await user.click(esso);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Modalità di pagamento non disponibile' },
      // The dialog's code is loaded on first use.
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('Le carte ESSO non sono accettate fino al 31 marzo.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(esso).not.toBeChecked();
    await waitFor(() => expect(esso).toHaveFocus());
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('payment page: bank card', { timeout: 20_000 }, () => {
  async function openBilling() {
    const view = await openWithMethods();
    await view.user.click(within(view.methods).getByRole('radio', { name: 'Carta bancaria' }));
    await screen.findByRole('heading', { name: 'Dati di fatturazione' });
    return view;
  }

  it('shows the billing form: required fields, limits, autofill tokens, France by default', async () => {
    servePayment();
    storeTripsToPay([finishedTrip]);
    await openBilling();
    const expected: [string, string, string | null][] = [
      // Texts are never cut (issue 26 item 8): past the limit the field says so instead.
      ['Nome', 'given-name', null],
      ['Cognome', 'family-name', null],
      ['Indirizzo', 'billing street-address', null],
      ['CAP', 'billing postal-code', null],
      ['Città', 'billing address-level2', null],
      ['E-mail', 'email', null],
      ['Numero di cellulare', 'tel-national', '30'],
    ];
    for (const [name, token, maxLength] of expected) {
      const input = field(name);
      expect(input).toHaveAttribute('autocomplete', token);
      if (maxLength === null) expect(input).not.toHaveAttribute('maxlength');
      else expect(input).toHaveAttribute('maxlength', maxLength);
      expect(input).toHaveAttribute('aria-required', 'true');
      expect(input.closest('div')).toHaveTextContent(`${name} *`);
    }
    const country = screen.getByRole('combobox', { name: 'Paese' });
    expect(country).toHaveValue('Francia');
    expect(country).toHaveAttribute('autocomplete', 'billing country');
    // The long payment list, not the plate list.
    const listbox = document.getElementById(country.getAttribute('aria-controls') ?? '');
    const options = within(listbox as HTMLElement).getAllByRole('option', { hidden: true });
    expect(options.length).toBeGreaterThan(190);
    expect(options.map((option) => option.textContent)).toContain('Giappone');
    // The mobile phone 3-D Secure 2 needs: its country with the dialling code, then the number.
    const phoneCountry = screen.getByRole('combobox', { name: 'Prefisso del cellulare' });
    expect(phoneCountry).toHaveValue('Francia (+33)');
    expect(phoneCountry).toHaveAttribute('aria-required', 'true');
    const phoneOptions = document.getElementById(phoneCountry.getAttribute('aria-controls') ?? '');
    expect(
      within(phoneOptions as HTMLElement)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Giappone (+81)', 'Svizzera (+41)', 'Kosovo (+383)']));
    expect(field('Numero di cellulare')).toHaveAttribute('type', 'tel');
    expect(field('Numero di cellulare')).toHaveAccessibleDescription(
      /^Richiesto dalla tua banca per il controllo di sicurezza del pagamento \(3-D Secure\)/,
    );
  });

  it("takes the billing country's dialling code until the visitor picks another", async () => {
    servePayment();
    storeTripsToPay([finishedTrip]);
    const { user } = await openBilling();
    const country = screen.getByRole('combobox', { name: 'Paese' });
    const phoneCountry = screen.getByRole('combobox', { name: 'Prefisso del cellulare' });
    await user.clear(country);
    await user.type(country, 'Itali{Enter}');
    expect(phoneCountry).toHaveValue('Italia (+39)');
    await user.clear(phoneCountry);
    await user.type(phoneCountry, '+41{Enter}');
    expect(phoneCountry).toHaveValue('Svizzera (+41)');
    await user.clear(country);
    await user.type(country, 'Spagn{Enter}');
    expect(country).toHaveValue('Spagna');
    expect(phoneCountry).toHaveValue('Svizzera (+41)');
  });

  it('flags a mobile number given with its country code or with letters', async () => {
    const calls = servePayment();
    storeTripsToPay([finishedTrip]);
    const { user } = await openBilling();
    await fill(user, [...completeBilling.slice(0, 6), ['Numero di cellulare', '+39 312 345 6789']]);
    await user.click(screen.getByRole('button', { name: /^Paga \d/ }));
    const summary = await screen.findByRole('alert');
    const message = 'Inserisci le cifre del numero di cellulare, senza prefisso internazionale';
    expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    expect(field('Numero di cellulare')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Numero di cellulare')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(calls.psp).toHaveLength(0);
  });

  it('flags each missing field and the general required error in an alert summary', async () => {
    const calls = servePayment();
    storeTripsToPay([finishedTrip]);
    const { user } = await openBilling();
    await fill(user, [
      ['Nome', 'Giulia'],
      ['Città', 'Milano'],
    ]);
    await user.click(screen.getByRole('button', { name: /^Paga \d/ }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading')).toHaveTextContent(
      'Campi obbligatori da completare',
    );
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Inserisci il cognome',
      "Inserisci l'indirizzo",
      'Inserisci il CAP',
      "Inserisci l'indirizzo e-mail",
      'Inserisci il numero di cellulare',
    ]);
    for (const [name, message] of [
      ['Cognome', 'Inserisci il cognome'],
      ['Indirizzo', "Inserisci l'indirizzo"],
      ['CAP', 'Inserisci il CAP'],
      ['E-mail', "Inserisci l'indirizzo e-mail"],
    ] as const) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(message);
    }
    expect(field('Nome')).not.toHaveAttribute('aria-invalid');
    expect(field('Città')).not.toHaveAttribute('aria-invalid');
    expect(calls.psp).toHaveLength(0);

    // A summary link takes the focus to its field.
    await user.click(within(summary).getByRole('link', { name: 'Inserisci il CAP' }));
    expect(field('CAP')).toHaveFocus();
  });

  it('starts the card payment and posts the PSP form, parameters in order', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const calls = servePayment();
    storeTripsToPay([finishedTrip]);
    const { user } = await openBilling();
    await fill(user, completeBilling.slice(0, 5));
    const country = screen.getByRole('combobox', { name: 'Paese' });
    await user.clear(country);
    await user.type(country, 'Itali{Enter}');
    await fill(user, completeBilling.slice(5));
    await user.click(screen.getByRole('button', { name: /^Paga \d/ }));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(calls.psp[0]?.body).toEqual({
      sessionId: paymentId,
      billingInfo: {
        firstName: 'Giulia',
        lastName: 'Rossi',
        billingAddress: 'Via Roma 1',
        billingZipcode: '20121',
        billingCity: 'Milano',
        billingCountry: 'IT',
        email: 'giulia@example.it',
        mobilePhoneCountry: 'IT',
        mobilePhone: '3123456789',
      },
    });
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://tpeweb.e-transactions.fr/php/');
    expect([...form.querySelectorAll('input')].map((input) => [input.name, input.value])).toEqual([
      ['PBX_SITE', '1999888'],
      ['PBX_TOTAL', '1234'],
      ['PBX_HMAC', 'ABCDEF'],
    ]);
    expect(stored('payment/sessionId')).toBe(paymentId);
    expect(screen.getByRole('button', { name: /^Paga \d/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a refused start mapped, with the fields the server names flagged', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    servePayment({
      psp: {
        status: 400,
        body: {
          message: 'invalid_request',
          details: [{ path: 'body.billingInfo.billingZipcode', code: 'too_big' }],
        },
      },
    });
    storeTripsToPay([finishedTrip]);
    const { user } = await openBilling();
    await fill(user, completeBilling);
    await user.click(screen.getByRole('button', { name: /^Paga \d/ }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('La richiesta non è valida. Controlla i dati inseriti.');
    expect(field('CAP')).toHaveAttribute('aria-invalid', 'true');
    expect(field('CAP')).toHaveAccessibleDescription('Controlla questo campo');
    expect(submit).not.toHaveBeenCalled();
    expect(stored('payment/sessionId')).toBeNull();
  });

  it('offers the trips again when a trip was paid meanwhile', async () => {
    servePayment({ psp: { status: 409, body: { message: 'payment_journeys_invalid' } } });
    storeTripsToPay([finishedTrip]);
    const { user } = await openBilling();
    await fill(user, completeBilling);
    await user.click(screen.getByRole('button', { name: /^Paga \d/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('I viaggi selezionati non possono più essere pagati.');
    expect(within(alert).getByRole('link', { name: 'Torna ai viaggi da pagare' })).toHaveAttribute(
      'href',
      '/it/journeys',
    );
  });
});

describe('payment page: fleet cards', { timeout: 20_000 }, () => {
  async function openCard(card: string) {
    const view = await openWithMethods();
    await view.user.click(within(view.methods).getByRole('radio', { name: card }));
    await screen.findByRole('heading', { name: `Carta ${card}` });
    return view;
  }

  /** Opens the DKV form, fills a valid card (no CVV for DKV) and submits it. */
  async function payWithValidDkvCard() {
    const view = await openCard('DKV');
    await fill(view.user, [
      ['Numero della carta', '12345678901234567'],
      ['Data di scadenza', '01/30'],
      ['E-mail', 'flotta@example.it'],
    ]);
    await view.user.click(payButton());
    return view;
  }

  it('keeps TOTAL disabled until valid, says why once touched, sends YYMM and shows success', async () => {
    const calls = servePayment();
    storeTripsToPay([finishedTrip]);
    const { user, router } = await openCard('TOTAL');
    const number = field('Numero della carta');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('maxlength', '18');
    expect(field('Data di scadenza')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(field('Codice di sicurezza (CVV)')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');

    await user.type(number, '1234 5678');
    expect(number).toHaveValue('12345678');
    await user.tab();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(
      '18 cifre, senza spazi Inserisci le 18 cifre del numero della carta',
    );
    // Not yet touched: no message.
    expect(field('E-mail')).not.toHaveAttribute('aria-invalid');

    await user.type(number, '1234567890');
    await user.type(field('Data di scadenza'), '13/27');
    await user.tab();
    expect(field('Data di scadenza')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Data di scadenza'));
    await fill(user, [
      ['Data di scadenza', '08/27'],
      ['Codice di sicurezza (CVV)', '123'],
      ['E-mail', 'flotta@example.it'],
    ]);
    expect(number).not.toHaveAttribute('aria-invalid');
    expect(payButton()).not.toHaveAttribute('aria-disabled');

    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/payment/success'));
    expect(calls.privateCards[0]?.body).toEqual({
      sessionId: paymentId,
      cardType: 'TOTAL',
      cardNumber: '123456781234567890',
      cardValidity: '2708',
      cvv: '123',
      email: 'flotta@example.it',
    });
    expect(stored('payment/sessionId')).toBe(paymentId);
  });

  it.each([
    ['DKV', 17, false],
    ['ESSO', 19, false],
    ['SHELL', 19, true],
    ['TOTAL', 18, true],
  ] as const)('%s takes %i digits; CVV asked: %s', async (card, length, cvv) => {
    servePayment({
      methods: { body: allMethods.map((method) => ({ ...method, isEnabled: true })) },
    });
    storeTripsToPay([finishedTrip]);
    await openCard(card);
    expect(field('Numero della carta')).toHaveAttribute('maxlength', String(length));
    expect(screen.queryByRole('textbox', { name: 'Codice di sicurezza (CVV)' }) !== null).toBe(cvv);
  });

  it.each([
    ['REJECTED', 'rejected'],
    ['DUPLICATED', 'duplicated'],
    ['PENDING', 'waiting'],
  ])('routes a DKV payment answered %s to payment/%s', async (status, page) => {
    const calls = servePayment({ privateCard: { body: aStatus(status) } });
    storeTripsToPay([finishedTrip]);
    const { router } = await payWithValidDkvCard();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/it/payment/${page}`));
    expect(calls.privateCards[0]?.body).toMatchObject({ cardValidity: '3001', cvv: '' });
  });

  it('a payment being confirmed with the issuer: do not pay again, and its result page', async () => {
    servePayment({ privateCard: { status: 409, body: { message: 'payment_being_confirmed' } } });
    storeTripsToPay([finishedTrip]);
    const { user, router } = await payWithValidDkvCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Questo pagamento con carta carburante è in fase di conferma presso l’emittente della carta. Non pagare di nuovo: verifica l’esito tra qualche minuto.',
    );
    await user.click(
      within(alert).getByRole('link', { name: 'Vedi lo stato di questo pagamento' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/payment/waiting'));
  });

  it.each([500, 503])(
    'goes to the waiting page when the pay call is answered %i: the card may be charged',
    async (status) => {
      servePayment({ privateCard: { status, body: { message: 'internal_error' } } });
      storeTripsToPay([finishedTrip]);
      const { router } = await payWithValidDkvCard();
      await waitFor(() => expect(router.state.location.pathname).toBe('/it/payment/waiting'));
      expect(screen.queryByText(/rifiutat/)).toBeNull();
    },
  );

  it('shows a refused card mapped in the form', async () => {
    servePayment({ privateCard: { status: 400, body: { message: 'private_card_bin_error' } } });
    storeTripsToPay([finishedTrip]);
    const { router } = await payWithValidDkvCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Numero di carta non riconosciuto.');
    expect(router.state.location.pathname).toBe('/it/payment');
  });
});

describe('payment page: keyboard', { timeout: 20_000 }, () => {
  it('chooses a method and pays with Tab, Space and Enter only', async () => {
    const calls = servePayment({ session: { body: aPaymentSession({ prepayments: [] }) } });
    storeTripsToPay([finishedTrip]);
    const { user, router, methods } = await openWithMethods();
    const card = within(methods).getByRole('radio', { name: 'Carta bancaria' });
    // Tab until the first method has the focus (breadcrumb, header and links come before).
    for (let i = 0; i < 40 && document.activeElement !== card; i += 1) await user.tab();
    expect(card).toHaveFocus();
    await user.keyboard(' ');
    expect(card).toBeChecked();
    await screen.findByRole('heading', { name: 'Dati di fatturazione' });
    // Arrows move between the radios of the group, as native radios do.
    await user.keyboard('{ArrowDown}');
    const total = within(methods).getByRole('radio', { name: 'TOTAL' });
    expect(total).toBeChecked();
    expect(total).toHaveFocus();
    await screen.findByRole('heading', { name: 'Carta TOTAL' });
    // The optional company for the receipt (issue 26 item 9) comes before the card's fields.
    await user.tab();
    expect(
      screen.getByRole('checkbox', { name: /Intesta la ricevuta a un'azienda/ }),
    ).toHaveFocus();
    await user.tab();
    expect(field('Numero della carta')).toHaveFocus();
    await user.keyboard('123456789012345678');
    await user.tab();
    await user.keyboard('12/29');
    await user.tab();
    await user.keyboard('999');
    await user.tab();
    await user.keyboard('flotta@example.it');
    await user.tab();
    expect(payButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/payment/success'));
    expect(calls.privateCards[0]?.body).toMatchObject({ cardValidity: '2912', cvv: '999' });
  });

  it('opens the unavailable modal with Space and closes it with Escape', async () => {
    servePayment();
    storeTripsToPay([finishedTrip]);
    const { user, methods } = await openWithMethods();
    const esso = within(methods).getByRole('radio', { name: 'ESSO' });
    esso.focus();
    await user.keyboard(' ');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Modalità di pagamento non disponibile' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('Le carte ESSO non sono accettate fino al 31 marzo.');
    // The modal takes the focus after it renders; an Escape pressed before that (a loaded CI)
    // would reach the radio, not the modal.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(esso).toHaveFocus());
  });
});

describe('payment page: second language', () => {
  it('speaks French at /fr/payment, validators included', async () => {
    servePayment();
    storeTripsToPay([finishedTrip]);
    const { user } = renderApp('/fr/payment');
    await screen.findByRole('heading', { level: 1, name: 'Payer les trajets' }, { timeout: 5000 });
    const methods = await screen.findByRole('group', { name: 'Choisissez le moyen de paiement' });
    await user.click(within(methods).getByRole('radio', { name: 'Carte bancaire' }));
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveValue('France');
    await user.click(screen.getByRole('button', { name: /^Payer \d/ }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading')).toHaveTextContent(
      'Champs obligatoires à compléter',
    );
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(
      'Saisissez votre prénom',
    );
    expect(screen.getByTestId('payment-total')).toHaveTextContent(/Total à payer\s*12,34\s€/);
  });
});
