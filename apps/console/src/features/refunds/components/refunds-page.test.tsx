import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { roleActions, type Refund } from '@portico/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStaffSession } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { webauthn } from '../../../../test/passkey-browser.ts';
import { api, server } from '../../../../test/server.ts';
import { assertion, signInOptions } from '../../../../test/webauthn.ts';
import { fr } from '../../../../test/french-texts.ts';

const finance = aStaffSession({
  name: 'Fiona Finance',
  roles: ['finance'],
  actions: [...roleActions.finance],
});
const agent = aStaffSession({ roles: ['agent'], actions: [...roleActions.agent] });

function aRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    id: '7',
    paymentId: 'pay_01JDEMO0000000000000000000',
    reference: 'AB12CD34',
    plate: 'GC121CN',
    paymentCents: 1420,
    amountCents: 1420,
    state: 'awaiting_approval',
    reason: 'refund_due',
    automatic: true,
    requestedBy: 'automatic',
    approvedBy: null,
    approvedAt: null,
    pspTransaction: null,
    pspCode: null,
    tries: 0,
    needsPerson: false,
    createdAt: '2026-11-29T09:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

// The page's modules load once, before the tests: their first import is not what a test's time
// limit measures.
beforeAll(() => import('./refunds-page.tsx'), 30_000);

describe('the refunds page', { timeout: 15_000 }, () => {
  let views: (string | null)[];
  let decisions: unknown[];
  beforeEach(() => {
    views = [];
    decisions = [];
    webauthn.startAuthentication.mockResolvedValue(assertion);
    server.use(
      http.get(api('/operator/staff/session'), () => HttpResponse.json(finance)),
      http.get(api('/operator/refunds'), ({ request }) => {
        const view = new URL(request.url).searchParams.get('view');
        views.push(view);
        if (view === 'history') {
          return HttpResponse.json({
            refunds: [
              aRefund({
                id: '6',
                state: 'refunded',
                automatic: false,
                requestedBy: 'Fiona Finance',
                approvedBy: 'Fiona Finance',
                reason: 'paid twice at the booth',
                pspTransaction: 'RF1',
                pspCode: '00000',
              }),
            ],
            next: null,
          });
        }
        // After a decision the waiting list is empty.
        return HttpResponse.json({ refunds: decisions.length > 1 ? [] : [aRefund()], next: null });
      }),
    );
  });
  afterEach(() => vi.clearAllMocks());

  it('lists the waiting refunds and approves one after the fresh passkey check', async () => {
    server.use(
      http.post(api('/operator/refunds/7/decision'), async ({ request }) => {
        decisions.push(await request.json());
        return decisions.length === 1
          ? HttpResponse.json({ message: 'fresh_check_required' }, { status: 403 })
          : HttpResponse.json(aRefund({ state: 'approved', approvedBy: 'Fiona Finance' }));
      }),
      http.post(api('/operator/staff/session/options'), () => HttpResponse.json(signInOptions)),
      http.post(api('/operator/staff/session'), () => HttpResponse.json(finance)),
    );
    const user = userEvent.setup({ delay: null });
    renderConsole('/operator/refunds');
    const table = within(await screen.findByRole('table'));
    expect(table.getByText(fr.refunds.refundDueReason)).toBeInTheDocument();
    expect(table.getByText(fr.refunds.states.awaiting_approval)).toBeInTheDocument();
    await user.click(
      table.getByRole('button', { name: `${fr.refunds.decisions.approve} du paiement AB12CD34` }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(fr.action.reason), 'checked with the driver');
    await user.click(dialog.getByRole('button', { name: fr.refunds.decisions.approve }));
    await user.click(await screen.findByRole('button', { name: fr.freshCheck.confirm }));
    expect(
      await screen.findByText('Remboursement de 14,20 € (paiement AB12CD34) approuvé.'),
    ).toBeInTheDocument();
    expect(decisions).toEqual([
      { decision: 'approve', reason: 'checked with the driver' },
      { decision: 'approve', reason: 'checked with the driver' },
    ]);
    expect(webauthn.startAuthentication).toHaveBeenCalledOnce();
    expect(await screen.findByText(fr.refunds.empty.waiting)).toBeInTheDocument();
    expect(views).toEqual(['waiting', 'waiting']);
  });

  it('shows the history with who asked, who approved and the PSP’s transaction', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/operator/refunds');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: fr.refunds.view.history }));
    const table = within(await screen.findByRole('table'));
    expect(await table.findByText('RF1 · 00000')).toBeInTheDocument();
    expect(table.getByText('paid twice at the booth')).toBeInTheDocument();
    expect(table.getByText(fr.refunds.states.refunded)).toBeInTheDocument();
    expect(table.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr.refunds.view.history })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lets an agent read but offers no decision', async () => {
    server.use(http.get(api('/operator/staff/session'), () => HttpResponse.json(agent)));
    renderConsole('/operator/refunds');
    const table = within(await screen.findByRole('table'));
    expect(table.getByText(fr.refunds.states.awaiting_approval)).toBeInTheDocument();
    expect(table.queryByRole('button')).not.toBeInTheDocument();
    expect(table.queryByText(fr.refunds.actions)).not.toBeInTheDocument();
  });
});
