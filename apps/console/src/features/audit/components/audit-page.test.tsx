import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuditEventView } from '@portico/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { aStaffMember, aStaffSession } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { api, server } from '../../../../test/server.ts';
import { fr } from '../../../../test/french-texts.ts';

const grace = aStaffMember();

function anEvent(overrides: Partial<AuditEventView> = {}): AuditEventView {
  return {
    id: '2',
    at: '2026-11-29T11:00:00.000Z',
    staffId: '0b9f7f4e-2c1d-4e55-9a57-7c1a2f0d3b11',
    staffName: 'Ada Lovelace',
    action: 'staff.invite',
    targetType: 'staff',
    targetId: grace.id,
    reason: null,
    before: null,
    after: { email: grace.email, roles: ['agent'] },
    address: null,
    requestId: null,
    ...overrides,
  };
}

const older = anEvent({
  id: '1',
  at: '2026-11-28T09:00:00.000Z',
  staffId: null,
  staffName: 'staff:invite',
  action: 'staff.invite',
  after: null,
});

describe('the audit log', () => {
  let queries: URLSearchParams[];
  beforeEach(() => {
    queries = [];
    server.use(
      http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
      http.get(api('/operator/staff/members'), () => HttpResponse.json({ members: [grace] })),
      http.get(api('/operator/audit'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        return query.get('cursor')
          ? HttpResponse.json({ events: [older], nextCursor: null })
          : HttpResponse.json({ events: [anEvent()], nextCursor: 'MjAyNg' });
      }),
    );
  });

  it('shows the events newest first, their change as JSON, and the older ones on demand', async () => {
    const user = userEvent.setup();
    renderConsole('/operator/audit');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      fr.audit.when,
      fr.audit.who,
      fr.audit.action,
      fr.audit.target,
      fr.audit.reason,
      fr.audit.changes,
    ]);
    expect(within(table).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(table).getByText('{"email":"grace@operator.example","roles":["agent"]}'));
    await user.click(screen.getByRole('button', { name: fr.audit.more }));
    expect(await within(table).findByText(fr.audit.system)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(queries[1]?.get('cursor')).toBe('MjAyNg');
    expect(screen.queryByRole('button', { name: fr.audit.more })).not.toBeInTheDocument();
  });

  it('filters by person, action, target and days, and the CSV link carries the same filters', async () => {
    const user = userEvent.setup();
    const { router } = renderConsole('/operator/audit');
    await screen.findByRole('table');
    const form = within(screen.getByRole('form', { name: fr.audit.filters }));
    await form.findByRole('option', { name: grace.name });
    await user.selectOptions(form.getByLabelText(fr.audit.filter.staffId), grace.name);
    await user.type(form.getByLabelText(fr.audit.filter.action), 'staff.');
    await user.type(form.getByLabelText(fr.audit.filter.targetType), 'staff');
    await user.type(form.getByLabelText(fr.audit.filter.targetId), grace.id);
    await user.type(form.getByLabelText(fr.audit.filter.from), '2026-11-01');
    await user.type(form.getByLabelText(fr.audit.filter.to), '2026-11-29');
    await user.click(form.getByRole('button', { name: fr.audit.apply }));
    await waitFor(() => expect(queries.at(-1)?.get('staffId')).toBe(grace.id));
    const last = queries.at(-1);
    expect(last?.get('staffId')).toBe(grace.id);
    expect(last?.get('action')).toBe('staff.');
    expect(last?.get('targetType')).toBe('staff');
    expect(last?.get('targetId')).toBe(grace.id);
    expect(last?.get('from')).toBe(new Date('2026-11-01T00:00:00').toISOString());
    expect(last?.get('to')).toBe(new Date('2026-11-30T00:00:00').toISOString());
    expect(router.state.location.search).toContain('action=staff.');
    const csv = new URL(
      screen.getByRole('link', { name: fr.audit.download }).getAttribute('href') ?? '',
      'https://console.example',
    );
    expect(csv.pathname).toBe('/services/v1/operator/audit.csv');
    expect(csv.searchParams.get('action')).toBe('staff.');
    expect(csv.searchParams.get('to')).toBe(last?.get('to'));
  });

  it('says when no event matches, and why a query is refused', async () => {
    server.use(
      http.get(api('/operator/audit'), () => HttpResponse.json({ events: [], nextCursor: null })),
    );
    renderConsole('/operator/audit');
    expect(await screen.findByText(fr.audit.none)).toBeInTheDocument();
    server.use(
      http.get(api('/operator/audit'), () =>
        HttpResponse.json({ message: 'invalid_request' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(fr.audit.filter.action), 'x');
    await user.click(screen.getByRole('button', { name: fr.audit.apply }));
    expect(await screen.findByText(fr.errors.invalid_request)).toBeInTheDocument();
  });

  it('is not allowed without audit.read', async () => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(aStaffSession({ roles: ['agent'], actions: ['vehicles.search'] })),
      ),
    );
    renderConsole('/operator/audit');
    expect(
      await screen.findByRole('heading', { level: 1, name: fr.notAllowed.title }),
    ).toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });
});
