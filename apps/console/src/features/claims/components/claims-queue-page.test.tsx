import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { roleActions, type ClaimQueueItem } from '@portico/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aStaffSession } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { api, server } from '../../../../test/server.ts';
import { fr } from '../../../../test/french-texts.ts';

const agent = aStaffSession({ roles: ['agent'], actions: [...roleActions.agent] });

function aClaim(overrides: Partial<ClaimQueueItem> = {}): ClaimQueueItem {
  return {
    reference: 'CL-2026-000001',
    type: 'FREE_FLOW',
    status: 'OPEN',
    reasonId: 'plate-not-mine',
    reasonLabel: 'Ce n’est pas ma plaque',
    plates: ['AB123CD'],
    createdAt: '2026-11-20T09:00:00.000Z',
    decidedAt: null,
    ageHours: 9 * 24 + 3,
    journeyCount: 2,
    attachmentCount: 1,
    ...overrides,
  };
}

// The page's modules load once, before the tests: their first import (a cold transform of the
// page and the shell) is not what a test's time limit measures.
beforeAll(() => import('./claims-queue-page.tsx'), 30_000);

describe('the claims queue', () => {
  let queries: URLSearchParams[];
  beforeEach(() => {
    queries = [];
    server.use(
      http.get(api('/operator/staff/session'), () => HttpResponse.json(agent)),
      http.get(api('/operator/claims'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        return query.get('cursor')
          ? HttpResponse.json({
              claims: [aClaim({ reference: 'CL-2026-000002', ageHours: 5 })],
              nextCursor: null,
            })
          : HttpResponse.json({ claims: [aClaim()], nextCursor: 'MjAyNg' });
      }),
    );
  });

  it('shows each claim with its age, links to it, and the next page on demand', async () => {
    const user = userEvent.setup();
    renderConsole('/operator/claims');
    const table = await screen.findByRole('table');
    const first = within(table).getByRole('link', { name: 'CL-2026-000001' });
    expect(first).toHaveAttribute('href', '/operator/claims/CL-2026-000001');
    expect(within(table).getByText(`9 j · ${fr.claims.late}`)).toBeInTheDocument();
    expect(within(table).getByText('AB123CD')).toBeInTheDocument();
    expect(within(table).getByText('2 trajet(s), 1 fichier(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: fr.claims.more }));
    expect(await within(table).findByText('5 h')).toBeInTheDocument();
    expect(queries[1]?.get('cursor')).toBe('MjAyNg');
    expect(screen.getByRole('link', { name: fr.sections.claims })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps the filters in the address and sends them to the API', async () => {
    const user = userEvent.setup();
    const { router } = renderConsole('/operator/claims?status=ALL');
    await screen.findByRole('table');
    expect(queries[0]?.get('status')).toBe('ALL');
    const form = within(screen.getByRole('form', { name: fr.claims.filters }));
    await user.selectOptions(form.getByLabelText(fr.claims.filter.status), fr.claims.status.OPEN);
    await user.selectOptions(form.getByLabelText(fr.claims.filter.type), fr.claims.type.CNP);
    await user.click(form.getByLabelText(fr.claims.filter.plate));
    await user.paste('ab-123-cd');
    await user.click(form.getByLabelText(fr.claims.filter.minAgeDays));
    await user.paste('7');
    await user.selectOptions(form.getByLabelText(fr.claims.filter.order), fr.claims.order.newest);
    await user.click(form.getByRole('button', { name: fr.claims.apply }));
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('CNP'));
    const last = queries.at(-1);
    expect(last?.get('status')).toBe('OPEN');
    expect(last?.get('plate')).toBe('ab-123-cd');
    expect(last?.get('minAgeDays')).toBe('7');
    expect(last?.get('order')).toBe('newest');
    expect(router.state.location.search).toContain('minAgeDays=7');
  });

  it('says when nothing matches, and leaves out what the API would refuse', async () => {
    server.use(
      http.get(api('/operator/claims'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ claims: [], nextCursor: null });
      }),
    );
    renderConsole('/operator/claims?status=CLOSED&minAgeDays=-3&type=CNP');
    expect(await screen.findByText(fr.claims.none)).toBeInTheDocument();
    expect(queries[0]?.has('status')).toBe(false);
    expect(queries[0]?.has('minAgeDays')).toBe(false);
    expect(queries[0]?.get('type')).toBe('CNP');
  });

  it('is not allowed to a person without claims.read', async () => {
    server.use(http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())));
    renderConsole('/operator/claims');
    expect(await screen.findByText(fr.notAllowed.title)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
