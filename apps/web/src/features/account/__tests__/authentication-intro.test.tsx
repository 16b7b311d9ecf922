import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { api, server } from '../../../../test/server.ts';
import { renderApp } from '../../../../test/render.tsx';
import { anAuthenticationPage } from '../../../../test/fixtures.ts';
import { serveAccountApi } from './account-api.ts';

// The sign-in page's presentation (GET /whitelabels/authentication-page?type=user, issue 12
// item 7) beside the login and register forms.

/** Answers the page call with `answer` once `release` is called; records each call's query. */
function serveAuthenticationPage(answer: () => Response) {
  const queries: URLSearchParams[] = [];
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(api('/whitelabels/authentication-page'), async ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      await released;
      return answer();
    }),
  );
  return { queries, release };
}

const presentation = () => screen.getByRole('region', { name: 'Area clienti A79' });

describe('the customers\u2019 sign-in page presentation', () => {
  it('shows a skeleton of its size while loading, then the title, text and picture', async () => {
    serveAccountApi();
    const page = serveAuthenticationPage(() => HttpResponse.json(anAuthenticationPage()));
    renderApp('/it/account/login');
    await screen.findByRole('heading', { level: 1, name: 'Accedi' }, { timeout: 5000 });

    const loadingText = await screen.findByText(
      "Caricamento della presentazione dell'area clienti",
    );
    const loading = loadingText.closest<HTMLElement>('[role="status"]');
    if (!loading) throw new Error('the loading text is not in a status');
    expect(within(loading).getByTestId('authentication-skeleton')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    // The form does not wait for the presentation.
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeVisible();

    page.release();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Area clienti A79' });
    expect(heading).toBeVisible();
    expect(screen.queryByTestId('authentication-skeleton')).toBeNull();
    expect(within(presentation()).getByText('I viaggi di tutti i tuoi veicoli.')).toBeVisible();
    expect(within(presentation()).getByText('Le ricevute e le e-mail di transito.')).toBeVisible();
    const picture = within(presentation()).getByRole('img', {
      name: 'Un account cliente con i suoi veicoli',
    });
    expect(picture).toHaveAttribute('src', '/media/a79/account.svg');
    expect(picture).toHaveAttribute('loading', 'lazy');
    // Width and height give the box its ratio before the picture arrives (no layout shift).
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '450');
    expect(page.queries.map((query) => query.get('type'))).toEqual(['user']);
  });

  it('shows the portal\u2019s own texts and no picture when the call fails', async () => {
    serveAccountApi();
    const page = serveAuthenticationPage(() =>
      HttpResponse.json({ message: 'internal_error' }, { status: 500 }),
    );
    page.release();
    renderApp('/it/account/login');
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: 'La tua area clienti' },
      { timeout: 5000 },
    );
    const region = screen.getByRole('region', { name: 'La tua area clienti' });
    expect(heading).toBeVisible();
    expect(
      within(region).getByText(
        'Con un account ritrovi i viaggi di tutti i tuoi veicoli, le ricevute e le notifiche di transito via e-mail.',
      ),
    ).toBeVisible();
    expect(within(region).queryByRole('img')).toBeNull();
    expect(screen.queryByText(/Caricamento della presentazione/)).toBeNull();
  });

  it('shows the portal\u2019s texts for a white-label without the page, and a decorative picture unnamed', async () => {
    serveAccountApi();
    const page = serveAuthenticationPage(() =>
      HttpResponse.json(anAuthenticationPage({ title: null, text: null, pictureAlt: null })),
    );
    page.release();
    renderApp('/it/account/login');
    const region = await screen.findByRole(
      'region',
      { name: 'La tua area clienti' },
      { timeout: 5000 },
    );
    // alt="": decoration, hidden from assistive technologies.
    expect(within(region).queryByRole('img')).toBeNull();
    expect(region.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('is shown beside the registration form too', async () => {
    serveAccountApi();
    serveAuthenticationPage(() => HttpResponse.json(anAuthenticationPage())).release();
    renderApp('/it/account/register');
    await screen.findByRole('heading', { level: 1, name: 'Crea un account' }, { timeout: 5000 });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Area clienti A79' }),
    ).toBeVisible();
  });
});
