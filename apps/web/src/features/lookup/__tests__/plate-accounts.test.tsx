import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { ownersGraceMs } from '../api/lookup-journeys.ts';
import { captchaStatus, noticeSet, plateSet, serveLookups } from './lookup-api.ts';

// The trips screen's account text (spec 001 and 000 "Journeys screen"): after a plate lookup the
// form asks GET /public/users/plates/owners, in parallel with the lookup, and stores whether the
// plate belongs to accounts (plateHasAccount); a failure of that call never blocks the lookup.

const found = 'Abbiamo trovato un account associato a questo numero di immatricolazione';
const traveller = "Viaggiatore occasionale o abituale dell'A79?";

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

/** Serves the owners call with `answer`; records each call's query. */
function serveOwners(answer: () => Promise<Response> | Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api('/public/users/plates/owners'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return queries;
}

async function lookUpPlate(plate = 'ab-123 cd') {
  const view = renderApp('/it/form/payment');
  await screen.findByRole('heading', { level: 1, name: 'Paga i tuoi viaggi' }, { timeout: 5000 });
  await waitFor(() => expect(captchaStatus()).toHaveTextContent('Verifica completata'), {
    timeout: 5000,
  });
  await view.user.type(screen.getByRole('textbox', { name: 'Numero di targa' }), `${plate}{Enter}`);
  return view;
}

const onJourneys = (router: Awaited<ReturnType<typeof lookUpPlate>>['router']) =>
  waitFor(() => expect(router.state.location.pathname).toBe('/it/journeys'));

describe('the lookup asks whether the plate has accounts', () => {
  it('a plate registered by customers: the screen says an account was found', async () => {
    serveLookups({ body: plateSet });
    const owners = serveOwners(() => HttpResponse.json(['j***@g***.fr']));
    const { router } = await lookUpPlate();
    await onJourneys(router);
    expect(stored('journeys')).toEqual({ ...plateSet, plateHasAccount: true });
    expect(await screen.findByRole('heading', { level: 2, name: found })).toBeVisible();
    expect(
      screen.getByText(
        'Accedi con le tue credenziali abituali oppure crea un nuovo account per questa targa.',
      ),
    ).toBeVisible();
    expect(owners).toHaveLength(1);
    expect(owners[0]?.get('numberPlate')).toBe('AB123CD');
    // The Italian page's plate country (issue 26 item 2).
    expect(owners[0]?.get('countryCode')).toBe('IT');
  });

  it('a plate nobody registered: the travellers\u2019 text', async () => {
    serveLookups({ body: plateSet });
    const owners = serveOwners(() => HttpResponse.json([]));
    const { router } = await lookUpPlate();
    await onJourneys(router);
    expect(stored('journeys')).toEqual({ ...plateSet, plateHasAccount: false });
    expect(await screen.findByRole('heading', { level: 2, name: traveller })).toBeVisible();
    expect(screen.queryByText(found)).toBeNull();
    expect(owners).toHaveLength(1);
  });

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'internal_error' }, { status: 500 })],
    [
      'too many requests',
      () => HttpResponse.json({ message: 'too_many_requests' }, { status: 429 }),
    ],
    ['a network failure', () => HttpResponse.error()],
  ])('%s of the owners call does not block the lookup: no account', async (_case, answer) => {
    serveLookups({ body: plateSet });
    serveOwners(answer);
    const { router } = await lookUpPlate();
    await onJourneys(router);
    expect(stored('journeys')).toEqual({ ...plateSet, plateHasAccount: false });
    expect(await screen.findByRole('heading', { level: 2, name: traveller })).toBeVisible();
  });

  it('an owners call that does not answer holds the journeys back only by its grace', async () => {
    serveLookups({ body: plateSet });
    serveOwners(async () => {
      await delay('infinite');
      return HttpResponse.json(['j***@g***.fr']);
    });
    const { router } = await lookUpPlate();
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/journeys'), {
      timeout: ownersGraceMs + 2000,
    });
    expect(stored('journeys')).toEqual({ ...plateSet, plateHasAccount: false });
  });

  it('asks the owners while the lookup runs, not after it', async () => {
    // The lookup answers only once the owners call has arrived: sent one after the other, the
    // lookup would never answer and the test would time out.
    let ownersAsked = () => undefined as void;
    const asked = new Promise<void>((resolve) => {
      ownersAsked = resolve;
    });
    serveLookups({ body: plateSet });
    server.use(
      http.get(api('/detailedJourneys'), async () => {
        await asked;
        return HttpResponse.json(plateSet);
      }),
    );
    serveOwners(() => {
      ownersAsked();
      return HttpResponse.json(['a***@b***.it']);
    });
    const { router } = await lookUpPlate();
    await onJourneys(router);
    expect(stored('journeys')).toEqual({ ...plateSet, plateHasAccount: true });
  });

  it('a case-number lookup does not ask', async () => {
    serveLookups({ body: noticeSet });
    const owners = serveOwners(() => HttpResponse.json(['j***@g***.fr']));
    const view = renderApp('/it/form/payment');
    await screen.findByRole('heading', { level: 1, name: 'Paga i tuoi viaggi' }, { timeout: 5000 });
    await waitFor(() => expect(captchaStatus()).toHaveTextContent('Verifica completata'), {
      timeout: 5000,
    });
    await view.user.click(screen.getByRole('radio', { name: 'Numero di pratica' }));
    await view.user.type(
      screen.getByRole('textbox', { name: 'Numero di pratica' }),
      'pv-2026-0001{Enter}',
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/it/paymentNotice'));
    expect(owners).toHaveLength(0);
    expect(stored('journeys')).toEqual({ ...noticeSet, plateHasAccount: false });
  });

  it('a failed lookup is shown at once, whatever the owners answer', async () => {
    serveLookups({ status: 500, body: { message: 'internal_error' } });
    serveOwners(async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    });
    const { router } = await lookUpPlate();
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(router.state.location.pathname).toBe('/it/form/payment');
    expect(stored('journeys')).toBeNull();
  });
});
