import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { aStaffSession } from '../../../test/fixtures.ts';
import { renderConsole } from '../../../test/render-console.tsx';
import { api, server } from '../../../test/server.ts';
import { I18nProvider } from '../../lib/i18n.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { sessionLoader, shellRouteId } from '../session-loader.ts';
import { fr } from '../../../test/french-texts.ts';

describe('the signed-in shell', () => {
  it('sends a signed-out person to the sign-in page, remembering where they were going', async () => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json({ message: 'unauthorized' }, { status: 401 }),
      ),
    );
    const { router } = renderConsole('/operator/staff?tab=invited');
    expect(
      await screen.findByRole('heading', { level: 1, name: fr.signIn.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/sign-in');
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/staff?tab=invited')}`);
  });

  it('shows the person, their roles, and only the sections their actions allow', async () => {
    server.use(http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())));
    renderConsole('/operator/');
    await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Ada Lovelace' });
    expect(screen.getByText('Connecté : Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Rôles : administration')).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: fr.shell.navigation });
    const linked = within(navigation)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // The navigation links the sections with a page; home names every section the roles open.
    expect(linked).toEqual([
      fr.nav.home,
      fr.sections.dashboard,
      fr.sections.staff,
      fr.sections.audit,
    ]);
    const named = within(screen.getByRole('main'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(named).toEqual([fr.sections.dashboard, fr.sections.staff, fr.sections.audit]);
    expect(screen.queryByText(fr.sections.search)).toBeNull();
  });

  it('signs out and goes to the sign-in page', async () => {
    let signedOut = false;
    server.use(
      http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
      http.delete(api('/operator/staff/session'), () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderConsole('/operator/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: fr.shell.signOut }));
    expect(
      await screen.findByRole('heading', { level: 1, name: fr.signIn.title }),
    ).toBeInTheDocument();
    expect(signedOut).toBe(true);
  });

  it('stays signed in and says so when the sign-out does not reach the server', async () => {
    server.use(
      http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
      http.delete(api('/operator/staff/session'), () => HttpResponse.error()),
    );
    renderConsole('/operator/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: fr.shell.signOut }));
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.errors.network);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bienvenue, Ada Lovelace');
  });

  it('shows "not allowed", never the content, on a page the person’s actions do not open', async () => {
    server.use(http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())));
    const router = createMemoryRouter(
      [
        {
          id: shellRouteId,
          path: '/',
          loader: sessionLoader,
          children: [
            {
              path: 'claims',
              element: (
                <Allowed action="claims.read">
                  <p>the claims</p>
                </Allowed>
              ),
            },
          ],
        },
      ],
      { initialEntries: ['/claims'] },
    );
    render(
      <I18nProvider language="fr">
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: fr.notAllowed.title }),
    ).toBeInTheDocument();
    expect(screen.queryByText('the claims')).toBeNull();
  });
});
