import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  dashboardChannels,
  dashboardPaymentStatuses,
  type Dashboard,
  type DashboardPeriod,
} from '@portico/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { aStaffSession } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { api, server } from '../../../../test/server.ts';
import { fr } from '../../../../test/french-texts.ts';

/**
 * French euros as Intl writes them, with plain spaces: Testing Library's text matching reads the
 * page's no-break spaces as spaces.
 */
const euros = (cents: number) =>
  new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\s/g, ' ');

/** The page's first paint waits for its lazy module and two calls: more than a second here. */
const slow = { timeout: 10_000 };

function aPeriod(overrides: Partial<DashboardPeriod> = {}): DashboardPeriod {
  return {
    passages: 0,
    trips: 0,
    notices: 0,
    collected: dashboardChannels.map((channel) => ({ channel, payments: 0, cents: 0 })),
    collectedCents: 0,
    paymentsByStatus: dashboardPaymentStatuses.map((status) => ({ status, payments: 0 })),
    ...overrides,
  };
}

function aDashboard(): Dashboard {
  const days = Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 9, 22 + index)).toISOString().slice(0, 10),
    passages: index === 10 ? 812 : 100,
    trips: 50,
    notices: 2,
    collectedCents: 10_000,
  }));
  return {
    timeZone: 'Europe/Paris',
    at: '2026-11-20T10:00:00.000Z',
    today: '2026-11-20',
    firstDay: '2026-10-22',
    periods: {
      today: aPeriod({
        passages: 100,
        trips: 50,
        notices: 2,
        collectedCents: 1_770,
        collected: dashboardChannels.map((channel) =>
          channel === 'PAYBOX'
            ? { channel, payments: 1, cents: 420 }
            : channel === 'AXEPTA'
              ? { channel, payments: 1, cents: 1_350 }
              : { channel, payments: 0, cents: 0 },
        ),
        paymentsByStatus: dashboardPaymentStatuses.map((status) => ({
          status,
          payments: status === 'SUCCEED' ? 2 : 0,
        })),
      }),
      last30Days: aPeriod({ passages: 3_712, trips: 1_500, notices: 60, collectedCents: 300_000 }),
    },
    days,
    claims: { waiting: 3, oldestMinutes: 3 * 24 * 60, medianMinutes: 2 * 24 * 60 },
    mail: { pending: 2, oldestPendingMinutes: 45 },
    refundDue: { payments: 1, cents: 1_920 },
  };
}

// The page renders 30 bars and a table per chart: slow on a loaded machine's jsdom.
describe('the dashboard page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(aStaffSession({ roles: ['finance'], actions: ['dashboard.read'] })),
      ),
      http.get(api('/operator/dashboard'), () => HttpResponse.json(aDashboard())),
    );
  });

  it('shows today\u2019s, the 30 days\u2019 and the waiting figures', async () => {
    renderConsole('/operator/dashboard');
    const today = await screen.findByRole('region', { name: fr.dashboard.today }, slow);
    expect(within(today).getByText(euros(1_770))).toBeInTheDocument();
    const month = screen.getByRole('region', { name: fr.dashboard.last30Days });
    expect(within(month).getByText('3 712')).toBeInTheDocument();
    const waiting = screen.getByRole('region', { name: fr.dashboard.waiting });
    expect(within(waiting).getByText(euros(1_920))).toBeInTheDocument();
    expect(
      within(waiting).getByText(
        'La plus ancienne attend depuis 3 jours, la médiane depuis 2 jours.',
      ),
    ).toBeInTheDocument();
    expect(within(waiting).getByText('Le plus ancien attend depuis 45 minutes.'));
  });

  it('names each chart\u2019s image by its title and describes it by its summary', async () => {
    renderConsole('/operator/dashboard');
    const chart = await screen.findByRole('img', { name: fr.dashboard.passagesPerDay }, slow);
    expect(chart).toHaveAccessibleDescription(
      'Total : 3\u202f712. Jour le plus chargé : 812 (dimanche 1 novembre). Aujourd’hui : 100.',
    );
    // Thirty bars, today's marked.
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(chart.querySelectorAll('rect.today')).toHaveLength(1);
  });

  it('gives every day\u2019s figure in a table, and the money by channel with its bars', async () => {
    const user = userEvent.setup();
    renderConsole('/operator/dashboard');
    const [summary] = await screen.findAllByText(fr.dashboard.showFigures, {}, slow);
    await user.click(summary as HTMLElement);
    const days = screen.getByRole('table', { name: fr.dashboard.passagesPerDay });
    expect(within(days).getAllByRole('row')).toHaveLength(31);
    expect(within(days).getByRole('row', { name: 'dimanche 1 novembre 812' })).toBeInTheDocument();

    const channels = screen.getByRole('table', {
      name: `Encaissements par moyen de paiement (${fr.dashboard.today})`,
    });
    const paybox = within(channels)
      .getByRole('rowheader', { name: fr.dashboard.channels.PAYBOX })
      .closest('tr');
    expect(paybox).toHaveTextContent(`${fr.dashboard.channels.PAYBOX}1${euros(420)}`);
    expect(within(channels).getAllByRole('row')).toHaveLength(1 + dashboardChannels.length);
  });

  it('tells a person without the dashboard that it is not theirs', async () => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(aStaffSession({ roles: ['content'], actions: ['content.edit'] })),
      ),
    );
    renderConsole('/operator/dashboard');
    expect(await screen.findByText(fr.notAllowed.title, {}, slow)).toBeInTheDocument();
  });

  it('says in words that the dashboard was reloaded too often', async () => {
    server.use(
      http.get(api('/operator/dashboard'), () =>
        HttpResponse.json(
          { message: 'dashboard_rate_limit' },
          { status: 429, headers: { 'retry-after': '42' } },
        ),
      ),
    );
    renderConsole('/operator/dashboard');
    const message = await screen.findByText(fr.errors.dashboard_rate_limit, {}, slow);
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });
});
