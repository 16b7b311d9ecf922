import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PaymentResultPage, PaymentStatus } from '@portico/contract';
import { makeJourney } from '@portico/contract/testing';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { mockPaymentApi, storePaymentSession } from './payment-api.ts';

// Issue 10 item 9: each result page says its outcome with an icon and a colour, never colour
// alone (the heading names it in words), and its next step is the first, primary button.
const outcomes: readonly [PaymentResultPage, PaymentStatus, string, string][] = [
  ['success', 'SUCCEED', 'Grazie per il tuo pagamento!', 'success'],
  ['duplicated', 'DUPLICATED', 'Grazie, i tuoi viaggi risultano già pagati', 'info'],
  ['rejected', 'REJECTED', 'Pagamento rifiutato', 'error'],
  ['waiting', 'PENDING', 'Pagamento in attesa', 'pending'],
  ['cancelled', 'CANCELLED', 'Pagamento annullato', 'neutral'],
];

async function openResult(page: PaymentResultPage, status: PaymentStatus) {
  mockPaymentApi({ statuses: [status] });
  storePaymentSession();
  const view = renderApp(`/it/payment/${page}`);
  const heading = await screen.findByRole('heading', { level: 1 });
  return { ...view, heading };
}

/** The buttons and links of the page's action row, in reading order. */
function actionsAfter(text: string): HTMLElement[] {
  const hint = screen.getByText(text);
  const row = hint.nextElementSibling;
  if (!(row instanceof HTMLElement)) throw new Error('no action row after the hint');
  return within(row).getAllByRole('link');
}

describe('result pages: the outcome at a glance', () => {
  it.each(outcomes)(
    'payment/%s (%s): the heading names it, next to an icon of its own tone',
    async (page, status, title, tone) => {
      const { heading } = await openResult(page, status);
      expect(heading).toHaveTextContent(title);
      const banner = heading.parentElement;
      const icon = banner?.querySelector('svg[data-status-icon]');
      // The icon is beside the words that say the same, so it is hidden from screen readers
      // instead of repeating them; its colour and shape are the tone's.
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('data-status-icon', tone);
      expect(banner).toHaveAttribute('data-tone', tone);
    },
  );

  it('gives every outcome a different icon', () => {
    const tones = new Set(outcomes.map(([, , , tone]) => tone));
    expect(tones.size).toBe(outcomes.length);
  });
});

describe('result pages: the next step first', () => {
  it('rejected: "Riprova" is the first action and the only primary one; home comes after', async () => {
    await openResult('rejected', 'REJECTED');
    const actions = actionsAfter(
      'I tuoi viaggi sono ancora da pagare: puoi riprovare subito, anche con un altro mezzo di pagamento.',
    );
    expect(actions.map((action) => action.textContent)).toEqual([
      'Riprova',
      'Torna ai viaggi',
      'Torna alla home page',
    ]);
    expect(actions[0]).toHaveAttribute('href', '/it/payment');
    expect(actions.map((action) => /primary/.test(action.className))).toEqual([true, false, false]);
  });

  it('cancelled: "Riprova" first and primary, then home', async () => {
    await openResult('cancelled', 'CANCELLED');
    const actions = actionsAfter(
      'I tuoi viaggi sono ancora da pagare: puoi riprovare quando vuoi.',
    );
    expect(actions.map((action) => action.textContent)).toEqual([
      'Riprova',
      'Torna alla home page',
    ]);
    expect(actions.map((action) => /primary/.test(action.className))).toEqual([true, false]);
  });

  it('rejected: "Riprova" asks for a new payment of the trips still to pay', async () => {
    // A refusal keeps the trips to pay and the lookup's session (payment-result.test.tsx).
    localStorage.setItem('payment/journeys', JSON.stringify([makeJourney({ id: 'f1' })]));
    localStorage.setItem('sessionId', JSON.stringify('lookup-session'));
    const sessions: string[] = [];
    server.use(
      http.post(api('/payments/allJourneys'), ({ request }) => {
        sessions.push(new URL(request.url).searchParams.get('sessionId') ?? '');
        return HttpResponse.json({ message: 'service_unavailable' }, { status: 503 });
      }),
      http.get(api('/payments/methods'), () => HttpResponse.json([])),
    );
    const { user, router } = await openResult('rejected', 'REJECTED');
    await user.click(screen.getByRole('link', { name: 'Riprova' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/payment'));
    await waitFor(() => expect(sessions).toEqual(['lookup-session']));
  });
});
