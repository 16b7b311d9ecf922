import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OperatorCompany } from '@portico/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { aStaffSession } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { api, server } from '../../../../test/server.ts';
import { fr } from '../../../../test/french-texts.ts';

/** The page's first paint waits for its lazy module and two calls: more than a second here. */
const slow = { timeout: 10_000 };

const hertz: OperatorCompany = {
  id: 1,
  code: 'Hertz',
  name: 'Hertz France',
  vatNumber: null,
  address: null,
  suspendedAt: '2026-11-20T10:00:00.000Z',
  users: [],
};

describe('the rental companies page', { timeout: 30_000 }, () => {
  let companies: OperatorCompany[];
  let created: unknown[];
  beforeEach(() => {
    companies = [hertz];
    created = [];
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(aStaffSession({ roles: ['renters'], actions: ['renters.manage'] })),
      ),
      http.get(api('/operator/renters/companies'), () =>
        HttpResponse.json({ companies, page: 1, pageSize: 100, total: companies.length }),
      ),
      http.post(api('/operator/renters/companies'), async ({ request }) => {
        const body = (await request.json()) as { code: string; name: string };
        created.push(body);
        if (body.code === 'Hertz') {
          return HttpResponse.json({ message: 'company_code_already_used' }, { status: 409 });
        }
        const company = { ...hertz, id: 2, ...body, suspendedAt: null };
        companies = [...companies, company];
        return HttpResponse.json(company, { status: 201 });
      }),
    );
  });

  it('lists the companies with their state, and creates one', async () => {
    const user = userEvent.setup();
    renderConsole('/operator/renters');
    const list = await screen.findByRole('region', { name: fr.renters.list }, slow);
    const row = within(list).getByRole('row', { name: /Hertz France/ });
    expect(row).toHaveTextContent(fr.renters.suspended);
    expect(within(row).getByRole('link', { name: 'Hertz France' })).toHaveAttribute(
      'href',
      '/operator/renters/Hertz',
    );

    await user.type(screen.getByLabelText(fr.renters.code), 'Rent-Go');
    await user.type(screen.getByLabelText(fr.renters.name), 'Rent & Go');
    await user.click(screen.getByRole('button', { name: fr.renters.create }));
    expect(
      await screen.findByText('La société Rent & Go est créée.', {}, slow),
    ).toBeInTheDocument();
    expect(created).toEqual([{ code: 'Rent-Go', name: 'Rent & Go' }]);
    expect(await within(list).findByRole('link', { name: 'Rent & Go' }, slow)).toBeVisible();
  });

  it('says a code is taken, in the console\u2019s words', async () => {
    const user = userEvent.setup();
    renderConsole('/operator/renters');
    await screen.findByRole('region', { name: fr.renters.list }, slow);
    await user.type(screen.getByLabelText(fr.renters.code), 'Hertz');
    await user.type(screen.getByLabelText(fr.renters.name), 'Hertz again');
    await user.click(screen.getByRole('button', { name: fr.renters.create }));
    expect(
      await screen.findByText(fr.errors.company_code_already_used, {}, slow),
    ).toBeInTheDocument();
  });
});
