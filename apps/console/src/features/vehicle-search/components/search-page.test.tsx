import { roleActions } from '@portico/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../../../../test/render-console.tsx';
import { api, server } from '../../../../test/server.ts';
import { anAgentSession } from '../../../../test/support-fixtures.ts';
import { fr } from '../../../../test/french-texts.ts';

const search = '/operator/vehicles/search';
const found = {
  vehicles: [
    {
      plate: 'GC121CN',
      country: 'FR',
      matches: [{ kind: 'notice', label: 'ticket CNP-DEMO-000001' }],
    },
  ],
  more: false,
};

/** The search calls the page makes, as the server received them. */
function answerSearch(body: object, status = 200) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(api(search), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(body, { status });
    }),
  );
  return asked;
}

async function openSearch(path = '/operator/search') {
  const user = userEvent.setup({ delay: null });
  const view = renderConsole(path);
  await screen.findByRole('heading', { level: 1, name: fr.search.title });
  return { user, ...view };
}

describe('the search page', () => {
  beforeEach(() => {
    server.use(http.get(api('/operator/staff/session'), () => HttpResponse.json(anAgentSession())));
  });

  it('asks for nothing until something is typed, and says what may be typed', async () => {
    const asked = answerSearch(found);
    await openSearch();
    expect(screen.getByRole('status')).toHaveTextContent(fr.search.empty);
    expect(screen.queryByRole('list', { name: fr.search.why })).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('searches what the address holds and links each vehicle to its timeline, saying why', async () => {
    const asked = answerSearch(found);
    await openSearch('/operator/search?q=CNP-DEMO-000001');
    const link = await screen.findByRole('link', { name: 'GC121CN (FR)' });
    expect(link).toHaveAttribute('href', '/operator/vehicles/FR/GC121CN');
    const why = within(screen.getByRole('list', { name: fr.search.why }));
    expect(why.getByText(fr.search.match.notice)).toBeInTheDocument();
    expect(why.getByText('ticket CNP-DEMO-000001')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Véhicules trouvés : 1');
    expect(screen.getByLabelText(fr.search.label)).toHaveValue('CNP-DEMO-000001');
    expect(asked.map(String)).toEqual(['q=CNP-DEMO-000001']);
  });

  it('puts a new search in the address, with the country', async () => {
    const asked = answerSearch(found);
    const { user, router } = await openSearch();
    await user.type(screen.getByLabelText(fr.search.label), 'GC-121-CN');
    await user.type(screen.getByLabelText(fr.search.country), 'fr');
    await user.click(screen.getByRole('button', { name: fr.search.submit }));
    await screen.findByRole('link', { name: 'GC121CN (FR)' });
    expect(router.state.location.search).toBe('?q=GC-121-CN&country=FR');
    expect(asked.map(String)).toEqual(['q=GC-121-CN&country=FR']);
  });

  it('says when nothing matches', async () => {
    answerSearch({ vehicles: [], more: false });
    await openSearch('/operator/search?q=ZZ999ZZ');
    expect(await screen.findByText('Aucun véhicule ne correspond à « ZZ999ZZ ».')).toBeVisible();
    expect(screen.queryByRole('link', { name: /\(FR\)/ })).not.toBeInTheDocument();
  });

  it('says plainly when more vehicles matched than are shown', async () => {
    answerSearch({ ...found, more: true });
    await openSearch('/operator/search?q=example.org');
    expect(await screen.findByText(fr.search.more)).toBeVisible();
    expect(screen.getByRole('link', { name: 'GC121CN (FR)' })).toBeVisible();
  });

  it('says when the search failed', async () => {
    answerSearch({ message: 'invalid_request' }, 400);
    await openSearch('/operator/search?q=x');
    expect(await screen.findByText(fr.errors.invalid_request)).toHaveAttribute('role', 'alert');
  });

  it('lists the vehicles without links for a person who may not open a timeline', async () => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(
          anAgentSession({ roles: ['finance'], actions: [...roleActions.finance] }),
        ),
      ),
    );
    answerSearch(found);
    await openSearch('/operator/search?q=GC121CN');
    expect(await screen.findByText('GC121CN (FR)')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'GC121CN (FR)' })).not.toBeInTheDocument();
  });
});
