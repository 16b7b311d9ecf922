import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { JourneySet, ProtestReason } from '@portico/contract';
import { multipartParts } from '../../../../test/multipart.ts';
import { api, server } from '../../../../test/server.ts';
import { renderApp } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import { aJourney, aJourneySet } from '../../../features/journeys/__tests__/journeys.ts';
import { aPdf, aRenamedExe } from '../../../features/claims/__tests__/claim-files.ts';
import { noticeSet, serveLookups } from '../../../features/lookup/__tests__/lookup-api.ts';

const notice = aJourney({
  id: 'notice1',
  date: '2026-02-01T08:15:00+01:00',
  nature: 'latePayment',
  paymentLimit: 'BEFORE_OMP',
  pvNumber: 'PV-1',
  indemnity: 1000,
  totalPrice: 1420,
});
const notice2 = aJourney({
  id: 'notice2',
  date: '2026-02-02T08:15:00+01:00',
  nature: 'latePayment',
  paymentLimit: 'PRIMO_DESIGNATED',
  pvNumber: 'PV-2',
});
const trip = aJourney({ id: 'trip1', date: '2026-03-02T08:15:00+01:00' });
const omp = aJourney({
  id: 'omp1',
  date: '2026-01-05T08:15:00+01:00',
  nature: 'latePayment',
  paymentLimit: 'OMP',
  pvNumber: 'PV-9',
});
const contested = aJourney({
  id: 'old1',
  date: '2026-01-20T08:15:00+01:00',
  nature: 'latePayment',
  paymentLimit: 'BEFORE_OMP',
  pvNumber: 'PV-3',
  contested: true,
});

const reasons: ProtestReason[] = [
  {
    id: 'NOT_ME',
    label: 'Non ero io alla guida',
    commentMandatory: false,
    attachmentMandatory: false,
  },
  { id: 'STOLEN', label: 'Veicolo rubato', commentMandatory: true, attachmentMandatory: true },
];

function startClaim(set: JourneySet, journeyIds: string[] = [], type: string | null = null) {
  localStorage.setItem('protest/faq', JSON.stringify({ journeySet: set, journeyIds, type }));
}

const box = (date: string) =>
  screen.getByRole('checkbox', { name: `Seleziona il viaggio del ${date}` });

function reasonsFor(type: string) {
  const asked: string[] = [];
  server.use(
    http.get(api('/protests/reasons'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('type') ?? '');
      return HttpResponse.json(type === 'any' ? reasons : reasons);
    }),
  );
  return asked;
}

describe('claim/select (spec 000 section 4, claim mode)', () => {
  it('without a claim in progress goes to form/claim, history replaced', async () => {
    serveLookups({ body: noticeSet });
    const { router } = renderApp('/it/claim/select');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/form/claim'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contesta' })).toBeVisible();
  });

  it('groups by claim category, nothing checked, OMP and contested trips not choosable', async () => {
    startClaim(aJourneySet([trip, notice, omp, contested, notice2]));
    renderApp('/it/claim/select');
    await screen.findByRole('heading', { level: 1, name: 'Scegli i viaggi da contestare' });
    const late = screen.getByRole('list', { name: 'Avvisi di pagamento' });
    expect(within(late).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Viaggi Free Flow' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Trasmessi alla Procura' })).toBeVisible();
    expect(screen.getByText(/non possono essere contestate su questo portale/)).toBeVisible();
    for (const date of ['02/03/26 08:15', '01/02/26 08:15', '02/02/26 08:15']) {
      expect(box(date)).not.toBeChecked();
      expect(box(date)).toBeEnabled();
    }
    expect(box('05/01/26 08:15')).toBeDisabled();
    expect(box('20/01/26 08:15')).toBeDisabled();
    expect(within(late).getByText('Contestato')).toBeVisible();
  });

  it('one category per claim: choosing a notice disables the free-flow trips until unticked', async () => {
    startClaim(aJourneySet([trip, notice, notice2]));
    const { user } = renderApp('/it/claim/select');
    await screen.findByRole('heading', { level: 1, name: 'Scegli i viaggi da contestare' });
    await user.click(box('01/02/26 08:15'));
    expect(box('01/02/26 08:15')).toBeChecked();
    expect(box('02/03/26 08:15')).toBeDisabled();
    expect(box('02/02/26 08:15')).toBeEnabled();
    expect(screen.getByText(/Hai già scelto viaggi di un'altra categoria/)).toBeVisible();
    expect(screen.getByText('1 viaggio selezionato')).toBeVisible();
    await user.click(box('01/02/26 08:15'));
    expect(box('02/03/26 08:15')).toBeEnabled();
  });

  it('continue needs a choice, then keeps it and opens the claim form', async () => {
    startClaim(aJourneySet([trip, notice, notice2]));
    const asked = reasonsFor('any');
    const { user, router } = renderApp('/it/claim/select');
    await screen.findByRole('heading', { level: 1, name: 'Scegli i viaggi da contestare' });
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Seleziona almeno un viaggio da contestare.',
    );
    expect(router.state.location.pathname).toBe('/it/claim/select');
    await user.click(box('02/02/26 08:15'));
    await user.click(box('01/02/26 08:15'));
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    await screen.findByRole('heading', { level: 1, name: 'La tua contestazione' });
    expect(router.state.location.pathname).toBe('/it/claim');
    expect(asked).toEqual(['LATE_PAYMENT']);
    const stored = JSON.parse(localStorage.getItem('protest/faq') ?? '{}') as {
      journeyIds: string[];
      type: string;
    };
    expect(stored.journeyIds).toEqual(['notice1', 'notice2']);
    expect(stored.type).toBe('LATE_PAYMENT');
  });
});

describe('claim (issue 14 item 6)', () => {
  it('a stored type that does not fit the chosen trips sends them back to claim/select', async () => {
    startClaim(aJourneySet([trip]), ['trip1'], 'CNP');
    reasonsFor('CNP');
    const { router } = renderApp('/it/claim');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/claim/select'));
  });

  it('lets a renter open /claim (spec 000 guards); with no trips chosen it says so', async () => {
    storeTestToken('renter');
    const { router } = renderApp('/it/claim');
    expect(await screen.findByText('Seleziona almeno un viaggio da contestare.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/it/claim');
  });

  it('speaks the page language (French): texts and the reasons asked in French', async () => {
    startClaim(aJourneySet([trip]), ['trip1'], 'FREE_FLOW');
    const languages: string[] = [];
    server.use(
      http.get(api('/protests/reasons'), ({ request }) => {
        languages.push(request.headers.get('accept-language') ?? '');
        return HttpResponse.json(reasons);
      }),
    );
    renderApp('/fr/claim');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre contestation' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('radiogroup', { name: /Motif de la contestation/ }),
    ).toBeVisible();
    expect(
      screen.getByText('PNG, JPG, GIF ou PDF : 5 fichiers au plus, 5 Mo au total.'),
    ).toBeVisible();
    expect(languages).toContain('fr');
  });

  it('without chosen trips goes back to claim/select', async () => {
    startClaim(aJourneySet([trip]));
    const { router } = renderApp('/it/claim');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/claim/select'));
  });

  it('refuses a file too big and a renamed program before any upload, with the spec texts', async () => {
    startClaim(aJourneySet([trip]), ['trip1'], 'FREE_FLOW');
    reasonsFor('FREE_FLOW');
    let uploads = 0;
    server.use(
      http.post(api('/protests'), () => {
        uploads += 1;
        return HttpResponse.json(
          { reference: 'CL-2026-000001', journeyIds: ['trip1'] },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/it/claim');
    await screen.findByRole('radio', { name: 'Non ero io alla guida' });
    const picker = screen.getByLabelText('Aggiungi dei file');
    await user.upload(picker, [
      aPdf('grande.pdf', 5 * 1024 * 1024 + 1),
      aRenamedExe('ricevuta.pdf'),
    ]);
    const refusals = await screen.findByRole('alert');
    expect(refusals).toHaveTextContent('grande.pdf: I file superano in totale 5 MB.');
    expect(refusals).toHaveTextContent(
      'ricevuta.pdf: Sono accettati solo file PNG, JPG, GIF e PDF.',
    );
    expect(screen.queryByRole('list', { name: 'File allegati' })).toBeNull();
    await user.upload(picker, [aPdf('avviso.pdf')]);
    const files = screen.getByRole('list', { name: 'File allegati' });
    expect(within(files).getByText(/^avviso\.pdf \(/)).toBeVisible();
    await user.click(within(files).getByRole('button', { name: 'Rimuovi avviso.pdf' }));
    expect(screen.queryByRole('list', { name: 'File allegati' })).toBeNull();
    expect(uploads).toBe(0);
  });

  it('asks for what the reason makes mandatory, then a summary, then sends with progress and shows the reference', async () => {
    startClaim(aJourneySet([notice], { sessionId: 'session-42' }), ['notice1'], 'LATE_PAYMENT');
    const asked = reasonsFor('LATE_PAYMENT');
    const sent: { query?: URLSearchParams; claim?: unknown; files?: number } = {};
    server.use(
      http.post(api('/protests'), async ({ request }) => {
        const form = await multipartParts(request);
        // One part per file (jsdom's XMLHttpRequest passes neither the name nor the bytes on to
        // MSW: the browser test checks the real upload).
        const files = form.get('attachments')?.length ?? 0;
        sent.query = new URL(request.url).searchParams;
        sent.claim = JSON.parse(form.get('claim')?.[0] ?? 'null');
        sent.files = files;
        await delay(200);
        return HttpResponse.json(
          { reference: 'CL-2026-000042', journeyIds: ['notice1'] },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/it/claim');
    await user.click(await screen.findByRole('radio', { name: 'Veicolo rubato' }));
    expect(asked).toEqual(['LATE_PAYMENT']);
    await user.click(screen.getByRole('button', { name: 'Continua verso il riepilogo' }));
    expect(screen.getByText('Aggiungi un commento.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Commento/ })).toHaveFocus();
    expect(screen.getByText('Allega almeno un documento giustificativo.')).toBeVisible();
    expect(screen.getByText('E-mail obbligatoria')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /Commento/ }), 'Denuncia del 30 gennaio');
    await user.type(
      screen.getByRole('textbox', { name: /E-mail di contatto/ }),
      'guido@example.it',
    );
    await user.upload(screen.getByLabelText('Aggiungi dei file'), [aPdf('denuncia.pdf')]);
    expect(screen.queryByText('Allega almeno un documento giustificativo.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continua verso il riepilogo' }));

    const step = await screen.findByRole('heading', { level: 2, name: /Passo 2 di 2/ });
    expect(step).toHaveFocus();
    expect(screen.getByText('Veicolo rubato')).toBeVisible();
    expect(screen.getByText('Avviso di pagamento')).toBeVisible();
    expect(screen.getByText(/denuncia\.pdf/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Invia la contestazione' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Invio della contestazione' }),
    ).toBeVisible();

    expect(await screen.findByTestId('claim-reference')).toHaveTextContent('CL-2026-000042');
    expect(screen.getByRole('heading', { name: 'Contestazione registrata' })).toHaveFocus();
    const { query, claim, files } = sent;
    expect(query?.get('type')).toBe('LATE_PAYMENT');
    expect(query?.get('sessionId')).toBe('session-42');
    expect(claim).toEqual({
      journeyIds: ['notice1'],
      reasonId: 'STOLEN',
      comment: 'Denuncia del 30 gennaio',
      email: 'guido@example.it',
    });
    expect(files).toBe(1);
    // The claim in progress is over.
    expect(localStorage.getItem('protest/faq')).toBeNull();
  });

  it("sends a renter's claim on its fleet's trips with its token and no lookup session (issue 25)", async () => {
    storeTestToken('renter', { accessToken: 'renter-access' });
    startClaim(aJourneySet([notice], { sessionId: 'renter' }), ['notice1'], 'LATE_PAYMENT');
    reasonsFor('LATE_PAYMENT');
    const sent: { query?: URLSearchParams; authorization?: string | null } = {};
    server.use(
      http.post(api('/protests'), ({ request }) => {
        sent.query = new URL(request.url).searchParams;
        sent.authorization = request.headers.get('authorization');
        return HttpResponse.json(
          { reference: 'CL-2026-000043', journeyIds: ['notice1'] },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/it/claim');
    await user.click(await screen.findByRole('radio', { name: 'Non ero io alla guida' }));
    await user.type(
      screen.getByRole('textbox', { name: /E-mail di contatto/ }),
      'flotta@example.it',
    );
    await user.click(screen.getByRole('button', { name: 'Continua verso il riepilogo' }));
    await screen.findByRole('heading', { level: 2, name: /Passo 2 di 2/ });
    await user.click(screen.getByRole('button', { name: 'Invia la contestazione' }));
    expect(await screen.findByTestId('claim-reference')).toHaveTextContent('CL-2026-000043');
    expect(sent.query?.get('type')).toBe('LATE_PAYMENT');
    expect(sent.query?.has('sessionId')).toBe(false);
    expect(sent.authorization).toBe('Bearer renter-access');
  });

  it("shows a server refusal with its text: on the files' field for a file code", async () => {
    startClaim(aJourneySet([trip]), ['trip1'], 'FREE_FLOW');
    reasonsFor('FREE_FLOW');
    server.use(
      http.post(api('/protests'), () =>
        HttpResponse.json({ message: 'mime_type_not_valid' }, { status: 415 }),
      ),
    );
    const { user } = renderApp('/it/claim');
    await user.click(await screen.findByRole('radio', { name: 'Non ero io alla guida' }));
    await user.type(
      screen.getByRole('textbox', { name: /E-mail di contatto/ }),
      'guido@example.it',
    );
    await user.upload(screen.getByLabelText('Aggiungi dei file'), [aPdf('avviso.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Continua verso il riepilogo' }));
    await user.click(await screen.findByRole('button', { name: 'Invia la contestazione' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Passo 1 di 2/ })).toBeVisible();
    expect(screen.getByText('Sono accettati solo file PNG, JPG, GIF e PDF.')).toBeVisible();
  });

  it('shows any other refusal above the button, in its words', async () => {
    startClaim(aJourneySet([trip]), ['trip1'], 'FREE_FLOW');
    reasonsFor('FREE_FLOW');
    server.use(
      http.post(api('/protests'), () =>
        HttpResponse.json({ message: 'payment_session_invalid' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/it/claim');
    await user.click(await screen.findByRole('radio', { name: 'Non ero io alla guida' }));
    await user.type(
      screen.getByRole('textbox', { name: /E-mail di contatto/ }),
      'guido@example.it',
    );
    await user.click(screen.getByRole('button', { name: 'Continua verso il riepilogo' }));
    await user.click(await screen.findByRole('button', { name: 'Invia la contestazione' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert).not.toHaveTextContent('Si è verificato un errore, riprova più tardi.');
  });
});
