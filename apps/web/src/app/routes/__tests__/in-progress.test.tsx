import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { InProgressCompletion } from '@portico/contract';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { storeTestToken } from '../../../../test/tokens.ts';
import {
  aJourney,
  aJourneySet,
  storeJourneySet,
} from '../../../features/journeys/__tests__/journeys.ts';
import { servePrices } from '../../../features/prepayment/__tests__/prepayment-api.ts';

// A trip in class 2 entered at 34, the road's west end, so eastbound; ongoing, so no exit yet.
const ongoing = aJourney({
  id: '77',
  inProgressId: '77',
  status: 'EN_COURS',
  completed: false,
  carCategory: 2,
  in: { id: '34', label: 'Montmarault (34)' },
  out: null,
});
const completed = aJourney({ id: '77', out: { id: '25-28', label: 'Molinet (25-28)' } });

function storeOngoing(): void {
  storeJourneySet({
    ...aJourneySet([ongoing], { sessionId: 'session-1' }),
    plateHasAccount: false,
  });
  localStorage.setItem('sessionId', JSON.stringify('session-1'));
  localStorage.setItem('inprogress/journey', JSON.stringify(ongoing));
}

/** The completion call: answers `refusal` (400) when given, else the completed trip. */
function serveCompletion(refusal?: string) {
  const calls: { url: URL; body: unknown; authorization: string | null }[] = [];
  server.use(
    http.post(api('/journeys/inProgress/:id/completion'), async ({ request }) => {
      calls.push({
        url: new URL(request.url),
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      if (refusal) return HttpResponse.json({ message: refusal }, { status: 400 });
      const answer: InProgressCompletion = {
        idDossier: '77',
        status: 'TERMINE',
        out: '25',
        ttcPrice: 420,
        alreadyPaid: 0,
      };
      return HttpResponse.json(answer);
    }),
    http.get(api('/detailedJourneys'), () =>
      HttpResponse.json(aJourneySet([completed], { sessionId: 'session-2' })),
    ),
  );
  return calls;
}

async function openScreen() {
  const view = renderApp('/it/inprogress');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Completa il tuo viaggio in corso' },
    // The first render loads the route's chunks and texts: slow on a busy machine.
    { timeout: 30_000 },
  );
  return view;
}

const exitSelect = () => screen.getByRole('combobox', { name: 'Svincolo di uscita' });
const completeButton = () => screen.getByRole('button', { name: 'Completa il viaggio' });

describe('/inprogress', () => {
  it('has its own title and text, not the prepayment page about credits (issue 26 item 7)', async () => {
    storeOngoing();
    servePrices({});
    await openScreen();
    expect(screen.queryByRole('heading', { name: 'Pagare prima di partire' })).toBeNull();
    expect(screen.queryByText('Il credito vale 30 giorni.')).toBeNull();
    expect(
      screen.getByText(/ancora in corso: i nostri portali non hanno ancora rilevato/),
    ).toBeVisible();
    expect(document.title).toMatch(/^Completa il tuo viaggio in corso/);
  });

  it('names the exits by place and number, from the road data (issue 26 item 6)', async () => {
    storeOngoing();
    servePrices({});
    server.use(
      http.get(api('/whitelabels/payments/prepayments/page'), () =>
        HttpResponse.json({
          title: null,
          text: null,
          picture: null,
          pictureAlt: null,
          gates: [
            { id: '23', label: '23', name: 'Digoin' },
            { id: 'RN79', label: 'RN79', name: 'verso Mâcon' },
          ],
        }),
      ),
    );
    await openScreen();
    const options = within(exitSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(1, 4)).toEqual(['verso Mâcon (RN79)', 'Digoin (23)', '24']);
  });

  it("shows the trip's entry and class, fixed, and only the exits ahead in its direction (not 34 nor A71)", async () => {
    storeOngoing();
    servePrices({});
    await openScreen();
    expect(screen.getByTestId('in-progress-entry')).toHaveTextContent('Montmarault (34)');
    expect(screen.getByText('Classe 2')).toBeVisible();
    // Nothing to choose for the class nor the entry: no radios, one select.
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    const options = within(exitSelect())
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
    ]);
    expect(completeButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('estimates the trip to the exit in its class, completes it with the session and returns to the reloaded list', async () => {
    storeOngoing();
    const { queries } = servePrices({ '34>25-28': 610 });
    const calls = serveCompletion();
    const { user, router } = await openScreen();
    await user.selectOptions(exitSelect(), '25-28');
    await waitFor(() =>
      expect(screen.getByTestId('prepayment-estimate')).toHaveTextContent('6,10'),
    );
    expect(queries.at(-1)?.get('category')).toBe('2');
    await user.click(completeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/journeys'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toMatch(/\/journeys\/inProgress\/77\/completion$/);
    expect(calls[0]?.url.searchParams.get('sessionId')).toBe('session-1');
    expect(calls[0]?.body).toEqual({ out: '25-28' });
    // The list is the reloaded one: the trip is finished, so selectable and payable.
    await screen.findByRole('heading', { level: 1, name: 'Viaggi da pagare' });
    expect(screen.queryByText('Completa il viaggio')).toBeNull();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(localStorage.getItem('inprogress/journey')).toBeNull();
  });

  it.each([
    [
      'in_progress_journey_not_allowed',
      'Non puoi uscire da questo svincolo: hai già superato questo punto nella direzione del tuo viaggio.',
    ],
    [
      'false_in_progress_journey',
      'Questo viaggio non è più in corso: cercalo di nuovo tra i tuoi viaggi.',
    ],
    ['internal_error', 'Si è verificato un errore, riprova più tardi.'],
  ])('says the refusal %s and stays', async (code, text) => {
    storeOngoing();
    servePrices({ '34>30-32': 300 });
    serveCompletion(code);
    const { user, router } = await openScreen();
    await user.selectOptions(exitSelect(), '30-32');
    await user.click(completeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/it/inprogress');
    expect(localStorage.getItem('inprogress/journey')).not.toBeNull();
  });

  it("completes a signed-in customer's trip of their plate, then shows /travels", async () => {
    storeTestToken('customer', { accessToken: 'customer-access' });
    localStorage.setItem('inprogress/journey', JSON.stringify(ongoing));
    const customerSet = aJourneySet([ongoing], { plate: 'GK601EL', sessionId: 'plate-session' });
    server.use(
      http.get(api('/authenticated/detailedJourneys'), () => HttpResponse.json([customerSet])),
      // /travels' page data: not what this test is about.
      http.get(api('/whitelabels/journeys/toPay/page'), () =>
        HttpResponse.json({ message: 'not_found' }, { status: 404 }),
      ),
    );
    const { queries } = servePrices({ '34>23': 420 });
    const calls = serveCompletion();
    const { user, router } = await openScreen();
    await user.selectOptions(exitSelect(), '23');
    await waitFor(() =>
      expect(screen.getByTestId('prepayment-estimate')).toHaveTextContent('4,20'),
    );
    expect(queries.at(-1)?.get('plate')).toBe('GK601EL');
    await user.click(completeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/travels'));
    expect(calls[0]?.url.searchParams.get('sessionId')).toBe('plate-session');
    expect(calls[0]?.authorization).toBe('Bearer customer-access');
  });

  it('opens "Errore" when the price call fails, and the trip can still be completed', async () => {
    storeOngoing();
    servePrices({}, 503);
    const calls = serveCompletion();
    const { user, router } = await openScreen();
    await user.selectOptions(exitSelect(), '23');
    const dialog = await screen.findByRole('alertdialog', { name: 'Errore' });
    expect(dialog).toHaveTextContent(
      'Il pagamento anticipato non è attualmente disponibile, riprovare più tardi.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('prepayment-estimate')).toHaveTextContent('Errore');
    // The server prices the completed trip itself: the estimate is not needed to complete it.
    await user.click(completeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/journeys'));
    expect(calls).toHaveLength(1);
  });

  it('sends a visitor without a stored ongoing trip home', async () => {
    storeJourneySet({ ...aJourneySet([ongoing]), plateHasAccount: false });
    servePrices({});
    const { router } = renderApp('/it/inprogress');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
  });
});
