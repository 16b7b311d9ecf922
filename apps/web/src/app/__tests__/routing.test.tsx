import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aHomePage } from '../../../test/fixtures.ts';
import { api, server } from '../../../test/server.ts';
import { renderApp } from '../../../test/render.tsx';

function mockBrowserLanguages(list: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(list);
}

describe('routing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('redirects / to the browser language', async () => {
    mockBrowserLanguages(['it-IT', 'en']);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Benvenuti sulla A79' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('it');
  });

  it('redirects / to French when no browser language is supported', async () => {
    mockBrowserLanguages(['ja-JP', 'zh']);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/'));
  });

  it.each(['/xx/foo', '/foo'])(
    'redirects an unsupported first segment (%s) to the preferred language',
    async (path) => {
      mockBrowserLanguages(['de-DE']);
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/de/'));
    },
  );

  it('shows the not-found page, with the ways on, for an unknown path under a language (issue 26 item 16)', async () => {
    const { router } = renderApp('/it/foo/bar/baz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }),
    ).toBeVisible();
    // Not sent home without a word.
    expect(router.state.location.pathname).toBe('/it/foo/bar/baz');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Torna alla home page' })).toHaveAttribute(
      'href',
      '/it/',
    );
    expect(main.getByRole('link', { name: 'Paga un viaggio' })).toHaveAttribute(
      'href',
      '/it/form/payment',
    );
    expect(main.getByRole('link', { name: 'Centro assistenza' })).toHaveAttribute(
      'href',
      '/it/help',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows an article at /:lang/:articleId with its paragraphs', async () => {
    renderApp('/it/free-flow');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Articolo free-flow' }),
    ).toBeVisible();
    expect(screen.getByText('Primo paragrafo di free-flow.')).toBeVisible();
    expect(screen.getByText('Secondo paragrafo di free-flow.')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Percorso di navigazione' })).toBeVisible();
  });

  it.each(['/it/missing', '/it/Not_An_Id'])(
    'shows the not-found page for an unknown or invalid article (%s)',
    async (path) => {
      const { router } = renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('renders header, main and footer landmarks with a skip link', async () => {
    renderApp('/fr/');
    expect(await screen.findByRole('link', { name: 'Aller au contenu' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });
});

describe('home page', () => {
  it('shows a spinner, then the banner, tiles, carousel, slider, help block and footer article', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('/whitelabels/homepage'), async () => {
        await answered;
        return HttpResponse.json(aHomePage());
      }),
    );
    renderApp('/it/');
    expect(
      await screen.findByRole('status', { name: 'Caricamento della pagina iniziale' }),
    ).toBeVisible();
    answer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Benvenuti sulla A79' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Scopri di più' })).toHaveAttribute(
      'href',
      '/it/free-flow',
    );
    expect(
      screen.getByRole('link', { name: /^Paga Paga i tuoi viaggi Free Flow/ }),
    ).toHaveAttribute('href', '/it/form/payment');

    const carousel = screen.getByRole('region', { name: 'Da sapere' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carosello');
    expect(screen.getByRole('group', { name: '1 di 3' })).toHaveAttribute(
      'aria-roledescription',
      'diapositiva',
    );
    expect(screen.getByRole('button', { name: 'Articoli precedenti' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Articoli successivi' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Scopri di più: Articolo tariffe' })).toHaveAttribute(
      'href',
      '/it/tariffe',
    );

    expect(await screen.findByRole('heading', { name: 'Articolo app-mobile' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Centro assistenza' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pagamento' })).toHaveAttribute(
      'href',
      '/it/help/pagamento',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Mai link di pagamento via SMS' }),
    ).toBeVisible();
  });

  it('shows the error text when the home call fails', async () => {
    server.use(
      http.get(api('/whitelabels/homepage'), () =>
        HttpResponse.json({ message: 'internal_error' }, { status: 500 }),
      ),
    );
    renderApp('/it/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si è verificato un errore durante il caricamento dei dati, aggiornare la pagina o riprovare più tardi.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('sends the route language to the API', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(api('/whitelabels/homepage'), ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({ message: 'internal_error' }, { status: 500 });
      }),
    );
    renderApp('/fr/');
    await screen.findByRole('alert');
    expect(languages[0]).toBe('fr');
  });
});

describe('focus after navigation', () => {
  it('moves focus to main after an in-app navigation, not on the first load', async () => {
    const { user } = renderApp('/it/');
    await screen.findByRole('heading', { level: 1, name: 'Benvenuti sulla A79' });
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Scopri di più: Articolo tariffe' }));
    await screen.findByRole('heading', { level: 1, name: 'Articolo tariffe' });
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('focus after a language switch', () => {
  it('stays on the flag when only the language changes', async () => {
    const { user } = renderApp('/it/');
    await screen.findByRole('heading', { level: 1, name: 'Benvenuti sulla A79' });
    await user.click(screen.getByRole('link', { name: 'Deutsch' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveFocus();
  });
});
