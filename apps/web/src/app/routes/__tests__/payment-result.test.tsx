import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  paymentResultPages,
  paymentStatuses,
  type PaymentResultPage,
  type PaymentStatus,
} from '@portico/contract';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { storeTestToken } from '../../../../test/tokens.ts';
import {
  aConfirmationPage,
  aPaymentStatus,
  mockPaymentApi,
  paymentId,
  receiptPdf,
  storePaymentSession,
} from '../../../features/payment-result/__tests__/payment-api.ts';
import {
  aJourney,
  aJourneySet,
  storeJourneySet,
} from '../../../features/journeys/__tests__/journeys.ts';

// The success page now lists what was paid and its receipt panel (issue 26 item 9): its first
// renders, with the fake timers of the polling tests, take longer than 5 s on a busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

/** Spec 001 section 4 "Payment status routing", in its own words: every status has its page. */
const routing: Record<PaymentStatus, PaymentResultPage> = {
  SUCCEED: 'success',
  DUPLICATED: 'duplicated',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
  PENDING: 'waiting',
};

const titles: Record<PaymentResultPage, string> = {
  success: 'Grazie per il tuo pagamento!',
  duplicated: 'Grazie, i tuoi viaggi risultano già pagati',
  rejected: 'Pagamento rifiutato',
  waiting: 'Pagamento in attesa',
  cancelled: 'Pagamento annullato',
};

const processing = `/it/payment/processing?sessionId=${paymentId}`;

async function openResult(page: PaymentResultPage) {
  storePaymentSession();
  const view = renderApp(`/it/payment/${page}`);
  await screen.findByRole('heading', { level: 1, name: titles[page] });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('payment processing', () => {
  it('walks every status value of the contract', () => {
    expect(Object.keys(routing).sort()).toEqual([...paymentStatuses].sort());
  });

  it.each(Object.entries(routing))('routes a %s payment to payment/%s', async (status, page) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = mockPaymentApi({ statuses: [status as PaymentStatus] });
    const { router } = renderApp(processing);
    await waitFor(() => expect(sent.statusCalls).toBeGreaterThan(0));
    // PENDING is asked again every second for about 10 s before the waiting page.
    await vi.advanceTimersByTimeAsync(11_000);
    expect(
      await screen.findByRole('heading', { level: 1, name: titles[page as PaymentResultPage] }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`/it/payment/${page}`);
    expect(sent.statusIds.every((id) => id === paymentId)).toBe(true);
    // About ten asks for PENDING: each waits a second after the answer, so an answer's own time
    // (msw 3 answers a tick later than 2 did) may leave room for ten instead of eleven.
    if (status === 'PENDING') expect(sent.statusCalls).toBeOneOf([10, 11]);
    else expect(sent.statusCalls).toBe(1);
  });

  // Issue 26 item 1: a status not learnt is never shown as a refusal.
  it('asks again after a failed status call and shows the status it then learns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = mockPaymentApi({ statuses: ['fail', 'fail', 'SUCCEED'] });
    const { router } = renderApp(processing);
    await waitFor(() => expect(sent.statusCalls).toBeGreaterThan(0));
    await vi.advanceTimersByTimeAsync(3_000);
    await screen.findByRole('heading', { level: 1, name: titles.success });
    expect(router.state.location.pathname).toBe('/it/payment/success');
  });

  it('shows waiting, never rejected, when no status call succeeds within the budget', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = mockPaymentApi({ statuses: ['fail'] });
    const { router } = renderApp(processing);
    await waitFor(() => expect(sent.statusCalls).toBeGreaterThan(0));
    await vi.advanceTimersByTimeAsync(11_000);
    await screen.findByRole('heading', { level: 1, name: titles.waiting });
    expect(router.state.location.pathname).toBe('/it/payment/waiting');
    expect(screen.queryByText('Il tuo pagamento è stato rifiutato.')).toBeNull();
    expect(sent.statusCalls).toBeGreaterThanOrEqual(11);
  });

  it('routes a status value outside the contract to payment/waiting, not rejected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get(api('/payments/:id'), () =>
        HttpResponse.json({ ...aPaymentStatus(), status: 'REFUNDED' }),
      ),
    );
    const { router } = renderApp(processing);
    await vi.advanceTimersByTimeAsync(11_000);
    await screen.findByRole('heading', { level: 1, name: titles.waiting });
    expect(router.state.location.pathname).toBe('/it/payment/waiting');
  });

  it('shows the wait message, stores the session and polls until the PSP has answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = mockPaymentApi({ statuses: ['PENDING', 'PENDING', 'SUCCEED'] });
    const { router } = renderApp(processing);
    const live = await screen.findByRole('status');
    expect(live).toHaveTextContent('Stiamo verificando il tuo pagamento...');
    expect(screen.getByRole('heading', { level: 1, name: 'Verifica del pagamento' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('payment/sessionId') ?? 'null')).toBe(paymentId);
    await vi.advanceTimersByTimeAsync(2_000);
    await screen.findByRole('heading', { level: 1, name: titles.success });
    expect(router.state.location.pathname).toBe('/it/payment/success');
    // The result page reads the status the processing page cached.
    expect(sent.statusCalls).toBe(3);
  });

  it.each(['/it/payment/processing', '/it/payment/processing?sessionId='])(
    'sends %s, without a session id, home with the history replaced',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(localStorage.getItem('payment/sessionId')).toBeNull();
    },
  );
});

describe('result pages', () => {
  it.each(paymentResultPages)(
    'sends payment/%s home when no payment session is stored',
    async (page) => {
      const sent = mockPaymentApi();
      const { router } = renderApp(`/it/payment/${page}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(sent.statusCalls).toBe(0);
    },
  );

  it('sends an unknown result type home', async () => {
    storePaymentSession();
    const { router } = renderApp('/it/payment/refunded');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
  });

  it("replaces a page that contradicts the payment's status by the status's page", async () => {
    mockPaymentApi({ statuses: ['CANCELLED'] });
    storePaymentSession();
    const { router } = renderApp('/it/payment/success');
    await screen.findByRole('heading', { level: 1, name: titles.cancelled });
    expect(router.state.location.pathname).toBe('/it/payment/cancelled');
  });

  it('keeps the browser back button from leaving the page', async () => {
    mockPaymentApi({ statuses: ['CANCELLED'] });
    const { router } = await openResult('cancelled');
    await waitFor(() => expect(router.state.location.state).toEqual({ backButtonLock: true }));
    const { key } = router.state.location;
    // The router's state is ahead of React: let the page commit and register its blocker.
    await act(async () => {});
    await router.navigate(-1);
    await act(async () => {});
    expect(router.state.location.key).toBe(key);
    expect(router.state.location.pathname).toBe('/it/payment/cancelled');
    expect(screen.getByRole('heading', { level: 1, name: titles.cancelled })).toBeVisible();
    // The page let the blocked navigation go (reset), ready for the next press.
    await waitFor(() =>
      expect([...router.state.blockers.values()].map((blocker) => blocker.state)).toEqual([
        'unblocked',
      ]),
    );
  });

  describe('success', () => {
    it('thanks, sums the payment up and downloads the receipt as receipt.pdf', async () => {
      const sent = mockPaymentApi();
      const blobs: Blob[] = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:http://localhost/receipt';
      });
      URL.revokeObjectURL = vi.fn();
      const downloads: { href: string; download: string }[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        downloads.push({ href: this.href, download: this.download });
      });
      const { user } = await openResult('success');
      expect(screen.getByText('Il tuo pagamento è stato accettato.')).toBeVisible();
      expect(screen.getByText('A79-2026-000123')).toBeVisible();
      expect(screen.getAllByText('13,20 €')).toHaveLength(2);
      expect(screen.queryByText(/già stati pagati con un altro pagamento/)).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Scarica la ricevuta (PDF)' }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      expect(sent.receiptQueries).toEqual([`?sessionId=${paymentId}`]);
      expect(sent.receiptAccept).toEqual(['application/pdf']);
      expect(blobs).toHaveLength(1);
      expect(blobs[0]?.type).toBe('application/pdf');
      expect(await blobs[0]?.text()).toBe(receiptPdf);
      expect(downloads[0]).toEqual({
        href: 'blob:http://localhost/receipt',
        download: 'receipt.pdf',
      });
      await waitFor(() =>
        expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/receipt'),
      );
    });

    it('says the receipt was sent, to which address, and lists what was paid (issue 26 item 9)', async () => {
      mockPaymentApi({
        statuses: [
          aPaymentStatus({
            amount: 2940,
            method: 'SHELL',
            provider: null,
            cardLabel: '•••• 0001',
            company: { companyName: 'Trasporti Rossi Srl', vatNumber: 'IT12345678901' },
            lines: [
              // The fixture's own trip, then a notice.
              ...aPaymentStatus().lines,
              {
                kind: 'journey',
                plate: 'AB123CD',
                date: '2026-02-20T17:40:00+01:00',
                caseNumber: 'AV-2026-0042',
                in: '23',
                out: '34',
                quantity: 1,
                amount: 1200,
              },
              {
                kind: 'prepayment',
                plate: null,
                date: null,
                caseNumber: null,
                in: '34',
                out: '23',
                quantity: 2,
                amount: 420,
              },
            ],
          }),
        ],
      });
      await openResult('success');
      const receipt = screen.getByRole('region', { name: 'La tua ricevuta' });
      expect(receipt).toHaveTextContent(
        "Ti abbiamo inviato la ricevuta all'indirizzo mario.rossi@example.it.",
      );
      expect(screen.getByRole('button', { name: 'Invia di nuovo' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Invia la ricevuta' })).toBeNull();

      const paid = screen.getByRole('region', { name: 'Cosa hai pagato' });
      const rows = within(paid)
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\s+/g, ' '));
      expect(rows).toEqual([
        'TargaDataImporto',
        'AB123CD05/03/26 08:1513,20 €',
        'AB123CD20/02/26 17:40Avviso AV-2026-004212,00 €',
        'AB123CD2 viaggi prepagati4,20 €',
      ]);
      expect(paid).toHaveTextContent('Importo pagato29,40 €');
      // The brand once: not "SHELL Shell" nor "Carta carburante Shell SHELL".
      expect(paid).toHaveTextContent('Metodo di pagamentoShell •••• 0001Riferimento');
      expect(paid).toHaveTextContent('AziendaTrasporti Rossi SrlPartita IVAIT12345678901');
    });

    it('shows the mapped error when the receipt cannot be downloaded', async () => {
      mockPaymentApi({ receipt: 'unavailable' });
      const { user } = await openResult('success');
      await user.click(screen.getByRole('button', { name: 'Scarica la ricevuta (PDF)' }));
      expect(
        await screen.findByText('La ricevuta è disponibile solo per un pagamento accettato.'),
      ).toBeVisible();
    });

    it('prefills the e-mail, refuses an empty or invalid one and sends the typed address', async () => {
      const sent = mockPaymentApi();
      const { user } = await openResult('success');
      const field = screen.getByRole('textbox', { name: /E-mail/ });
      expect(field).toHaveValue('mario.rossi@example.it');
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('maxlength', '100');
      const send = screen.getByRole('button', { name: 'Invia di nuovo' });

      await user.clear(field);
      await user.click(send);
      expect(screen.getByText('E-mail obbligatoria')).toBeVisible();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('E-mail obbligatoria');
      expect(field).toHaveFocus();

      await user.type(field, 'mario.rossi@');
      await user.click(send);
      expect(screen.getByText('E-mail non valida')).toBeVisible();
      expect(sent.receiptBodies).toEqual([]);

      await user.clear(field);
      await user.type(field, 'anna.bianchi@example.it');
      // The keyboard alone: Tab past the data-protection disclosure to the button, Enter sends.
      await user.tab();
      expect(screen.getByText('Protezione dei dati personali')).toHaveFocus();
      await user.tab();
      expect(send).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(sent.receiptBodies).toEqual([
          { sessionId: paymentId, email: 'anna.bianchi@example.it' },
        ]),
      );
      expect(
        await screen.findByText('Ricevuta inviata di nuovo a anna.bianchi@example.it.'),
      ).toBeVisible();
      expect(
        screen.getByText('Ricevuta inviata di nuovo a anna.bianchi@example.it.'),
      ).toHaveAttribute('role', 'status');
    });

    it('shows the mapped error when the receipt cannot be sent', async () => {
      mockPaymentApi({ sendReceipt: 'invalid' });
      const { user } = await openResult('success');
      await user.click(screen.getByRole('button', { name: 'Invia di nuovo' }));
      expect(
        await screen.findByText('La richiesta non è valida. Controlla i dati inseriti.'),
      ).toBeVisible();
    });

    it('says when receipts were re-sent too often today (issue 9 item 13)', async () => {
      mockPaymentApi({ sendReceipt: 'limited' });
      const { user } = await openResult('success');
      await user.click(screen.getByRole('button', { name: 'Invia di nuovo' }));
      const message = await screen.findByText(
        'Oggi sono state inviate troppe ricevute via e-mail. Scarica la ricevuta, oppure riprova domani.',
      );
      expect(message).toBeVisible();
      expect(message).toHaveAttribute('role', 'alert');
    });

    it('starts with an empty e-mail field when the payment has none', async () => {
      mockPaymentApi({ email: null });
      await openResult('success');
      expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
    });

    it("proposes a signed-in customer's address when the payment has none, without saying it was sent", async () => {
      mockPaymentApi({ email: null });
      storeTestToken('customer');
      server.use(
        http.get(api('/users/me'), () =>
          HttpResponse.json({
            id: 'user-1',
            email: 'giulia.rossi@example.it',
            firstName: 'Giulia',
            lastName: 'Rossi',
          }),
        ),
      );
      await openResult('success');
      expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue(
        'giulia.rossi@example.it',
      );
      // Nothing went to that address: the panel must not claim the receipt was sent there.
      expect(screen.queryByText(/Ti abbiamo inviato la ricevuta/)).toBeNull();
    });

    it('tells how long the data are kept, on demand', async () => {
      mockPaymentApi();
      const { user } = await openResult('success');
      const text = screen.getByText("I tuoi dati sono conservati 2 anni dopo l'ultimo transito.");
      expect(text).not.toBeVisible();
      await user.click(screen.getByText('Protezione dei dati personali'));
      expect(text).toBeVisible();
    });

    it('offers the passage alert, home and the promo articles; no claim button by default', async () => {
      mockPaymentApi();
      await openResult('success');
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('link', { name: 'Iscriviti alla notifica' })).toHaveAttribute(
        'href',
        '/it/alert',
      );
      expect(main.getByRole('link', { name: 'Torna alla home page' })).toHaveAttribute(
        'href',
        '/it/',
      );
      expect(main.getByRole('heading', { level: 3, name: "Scarica l'app" })).toBeVisible();
      expect(main.queryByRole('link', { name: 'Continua la contestazione' })).toBeNull();
    });

    it('offers to continue a claim in progress (protest/faq); the paid trips leave it', async () => {
      mockPaymentApi();
      const notice = aJourney({ id: 'n1', nature: 'latePayment', paymentLimit: 'BEFORE_OMP' });
      const paid = aJourney({ id: 'p1', date: '2026-03-03T08:15:00+01:00' });
      localStorage.setItem(
        'protest/faq',
        JSON.stringify({ journeySet: aJourneySet([notice, paid]), journeyIds: ['n1'] }),
      );
      localStorage.setItem('payment/journeys', JSON.stringify([paid]));
      await openResult('success');
      expect(screen.getByRole('link', { name: 'Continua la contestazione' })).toHaveAttribute(
        'href',
        '/it/claim',
      );
      const draft = JSON.parse(localStorage.getItem('protest/faq') ?? '{}') as {
        journeySet: { journeys: { id: string }[] };
        journeyIds: string[];
      };
      expect(draft.journeySet.journeys.map((journey) => journey.id)).toEqual(['n1']);
      expect(draft.journeyIds).toEqual(['n1']);
    });

    it('hides the passage alert when the white-label does not offer it', async () => {
      mockPaymentApi({ confirmation: aConfirmationPage({ canSubscribeAlert: false }) });
      await openResult('success');
      expect(screen.queryByRole('link', { name: 'Iscriviti alla notifica' })).toBeNull();
    });

    it('offers to pay the other trips only when some remain', async () => {
      mockPaymentApi({ statuses: [aPaymentStatus({ remainingJourneys: 2 })] });
      await openResult('success');
      expect(screen.getByText('Restano 2 viaggi da pagare per questo veicolo.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Paga gli altri viaggi' })).toHaveAttribute(
        'href',
        '/it/form/payment',
      );
    });

    it('has no "pay other trips" block when none remain', async () => {
      mockPaymentApi({ statuses: [aPaymentStatus({ remainingJourneys: 0 })] });
      await openResult('success');
      expect(screen.queryByRole('link', { name: 'Paga gli altri viaggi' })).toBeNull();
    });

    it.each(['success', 'duplicated'] as const)(
      'takes the paid trips out of the stored lists on payment/%s',
      async (page) => {
        mockPaymentApi({ statuses: [page === 'success' ? 'SUCCEED' : 'DUPLICATED'] });
        const paid = [aJourney({ id: 'f1' }), aJourney({ id: 'f2' })];
        const left = aJourney({ id: 'f3' });
        storeJourneySet(aJourneySet([...paid, left]));
        localStorage.setItem('payment/journeys', JSON.stringify(paid));
        localStorage.setItem('prepayment/journeys', JSON.stringify([{ count: 1 }]));
        await openResult(page);
        expect(localStorage.getItem('payment/journeys')).toBeNull();
        expect(localStorage.getItem('prepayment/journeys')).toBeNull();
        const stored = JSON.parse(localStorage.getItem('journeys') ?? '{}') as {
          plate: string;
          journeys: { id: string }[];
        };
        expect(stored.journeys.map((journey) => journey.id)).toEqual(['f3']);
        expect(stored.plate).toBe('AB123CD');
      },
    );
  });

  describe('duplicated', () => {
    it('says the trips were already paid, without a receipt', async () => {
      mockPaymentApi({ statuses: ['DUPLICATED'] });
      await openResult('duplicated');
      expect(
        screen.getByText(
          'Questi viaggi erano già stati pagati con un altro pagamento: questo pagamento non ti sarà addebitato oppure ti sarà rimborsato.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Scarica la ricevuta (PDF)' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Torna alla home page' })).toBeVisible();
    });

    // Issue 26 item 13: the spec's required, editable e-mail field is on this screen too; what
    // it sends is the notice that the money comes back (there is no receipt to send).
    it('says where the refund notice went and sends it again to the address typed', async () => {
      const sent = mockPaymentApi({ statuses: ['DUPLICATED'] });
      const { user } = await openResult('duplicated');
      expect(screen.getByRole('heading', { level: 2, name: 'Il rimborso' })).toBeVisible();
      expect(
        screen.getByText(
          "Ti abbiamo scritto all'indirizzo mario.rossi@example.it che questo pagamento non ti sarà addebitato oppure ti sarà rimborsato.",
        ),
      ).toBeVisible();
      const field = screen.getByRole('textbox', { name: /E-mail/ });
      expect(field).toHaveValue('mario.rossi@example.it');
      expect(field).toBeRequired();
      await user.clear(field);
      await user.click(screen.getByRole('button', { name: 'Invia di nuovo' }));
      expect(screen.getByText('E-mail obbligatoria')).toBeVisible();
      expect(sent.receiptBodies).toEqual([]);
      await user.type(field, 'anna.bianchi@example.it');
      await user.click(screen.getByRole('button', { name: 'Invia di nuovo' }));
      expect(
        await screen.findByText('E-mail inviata di nuovo a anna.bianchi@example.it.'),
      ).toBeVisible();
      expect(sent.receiptBodies).toEqual([
        { sessionId: expect.any(String), email: 'anna.bianchi@example.it' },
      ]);
    });

    it('asks for an address when the payment has none', async () => {
      mockPaymentApi({ statuses: ['DUPLICATED'], email: null });
      await openResult('duplicated');
      expect(
        screen.getByText(
          'Lascia il tuo indirizzo e-mail: ti scriveremo che questo pagamento non ti sarà addebitato oppure ti sarà rimborsato.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
    });
  });

  describe('rejected, waiting, cancelled', () => {
    it('rejected: the text, a way back to the trips and home; the lists stay', async () => {
      mockPaymentApi({ statuses: ['REJECTED'] });
      localStorage.setItem('payment/journeys', JSON.stringify([aJourney({ id: 'f1' })]));
      await openResult('rejected');
      expect(screen.getByText('Il tuo pagamento è stato rifiutato.')).toBeVisible();
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('link', { name: 'Torna ai viaggi' })).toHaveAttribute(
        'href',
        '/it/journeys',
      );
      expect(main.getByRole('link', { name: 'Torna alla home page' })).toHaveAttribute(
        'href',
        '/it/',
      );
      expect(localStorage.getItem('payment/journeys')).not.toBeNull();
    });

    it('cancelled: the text and a home button that goes home', async () => {
      mockPaymentApi({ statuses: ['CANCELLED'] });
      const { user, router } = await openResult('cancelled');
      expect(screen.getByText('Il tuo pagamento è stato annullato.')).toBeVisible();
      await user.click(
        within(screen.getByRole('main')).getByRole('link', { name: 'Torna alla home page' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
    });

    it('waiting: the re-check goes to success once the status has changed (keyboard)', async () => {
      const sent = mockPaymentApi({ statuses: ['PENDING', 'SUCCEED'] });
      const { user, router } = await openResult('waiting');
      expect(
        screen.getByText(
          "Il tuo pagamento è in attesa di convalida. Riceverai un'e-mail non appena sarà convalidato.",
        ),
      ).toBeVisible();
      localStorage.removeItem('payment/sessionId');
      const recheck = screen.getByRole('button', { name: 'Verifica di nuovo' });
      recheck.focus();
      await user.keyboard(' ');
      await screen.findByRole('heading', { level: 1, name: titles.success });
      expect(router.state.location.pathname).toBe('/it/payment/success');
      // The waiting page's (its method), the re-check's; the success page reads the cached one.
      expect(sent.statusCalls).toBe(2);
      // The re-check stored the session again (spec 001 section 4).
      expect(JSON.parse(localStorage.getItem('payment/sessionId') ?? 'null')).toBe(paymentId);
    });

    it('waiting: still PENDING stays and says so', async () => {
      const sent = mockPaymentApi({ statuses: ['PENDING'] });
      const { user, router } = await openResult('waiting');
      await user.click(screen.getByRole('button', { name: 'Verifica di nuovo' }));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Il pagamento è ancora in attesa di convalida. Riprova tra qualche istante.',
        ),
      );
      expect(router.state.location.pathname).toBe('/it/payment/waiting');
      expect(sent.statusCalls).toBe(2);
    });

    it('waiting, fleet card: being confirmed with the issuer, do not pay again', async () => {
      const pending = aPaymentStatus({
        status: 'PENDING',
        method: 'SHELL',
        provider: null,
        paidAt: null,
      });
      const sent = mockPaymentApi({ statuses: [pending] });
      const { user } = await openResult('waiting');
      expect(
        screen.getByText(
          'Il tuo pagamento con carta carburante è in fase di conferma presso l’emittente della carta.',
        ),
      ).toBeVisible();
      expect(
        screen.getByText(
          'Non pagare di nuovo. Verifica di nuovo tra qualche minuto: l’esito apparirà qui e riceverai un’e-mail non appena il pagamento sarà accettato.',
        ),
      ).toBeVisible();
      expect(screen.queryByText(/Riceverai un'e-mail non appena sarà convalidato/)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Verifica di nuovo' }));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Stiamo ancora confermando questo pagamento presso l’emittente della carta. Non pagare di nuovo: verifica di nuovo tra qualche minuto.',
        ),
      );
      expect(sent.statusCalls).toBe(2);
    });

    it('waiting: a failed re-check stays and says the check failed, never rejected', async () => {
      mockPaymentApi({ statuses: ['fail'] });
      const { user, router } = await openResult('waiting');
      await user.click(screen.getByRole('button', { name: 'Verifica di nuovo' }));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Non siamo riusciti a verificare il pagamento',
        ),
      );
      expect(router.state.location.pathname).toBe('/it/payment/waiting');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles.waiting);
    });
  });

  it('speaks the request language to the confirmation page call', async () => {
    const sent = mockPaymentApi();
    storePaymentSession();
    renderApp('/fr/payment/success');
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre paiement !' });
    expect(sent.languages).toEqual(['fr']);
  });
});
