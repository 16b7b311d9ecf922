import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FaqArticleSummary } from '@portico/contract';
import { api, server } from '../../../../test/server.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CategoryArticles } from '../components/category-articles.tsx';

const articles: FaqArticleSummary[] = [
  { id: 'first', title: 'Prima domanda', articleType: 'ARTICLE', url: null, urlOpenNewTab: false },
  { id: 'broken', title: 'Domanda rotta', articleType: 'ARTICLE', url: null, urlOpenNewTab: false },
  {
    id: 'site',
    title: 'Sito del gestore',
    articleType: 'URL',
    url: 'https://example.org/',
    urlOpenNewTab: true,
  },
  { id: 'alerts', title: 'Le notifiche', articleType: 'URL', url: '/alert', urlOpenNewTab: false },
];

/** Serves the extracts, counting the calls: `broken` fails. */
function serveExtracts() {
  const asked: string[] = [];
  server.use(
    http.get(api('/whitelabels/helpcenter/faq/articles/:id'), ({ params }) => {
      const id = String(params.id);
      asked.push(id);
      if (id === 'broken') return HttpResponse.json({ message: 'internal_error' }, { status: 500 });
      return HttpResponse.json({ id, title: id, extract: `Estratto di ${id}`, catchphrase: null });
    }),
  );
  return asked;
}

describe('a help category’s articles (spec 000 "Help category")', () => {
  it('fetches an extract when its accordion opens, once, and keeps one accordion open', async () => {
    const asked = serveExtracts();
    await renderWithProviders(<CategoryArticles articles={articles} />);
    expect(asked).toEqual([]);
    const first = screen.getByRole('button', { name: 'Prima domanda' });
    await userEvent.click(first);
    expect(await screen.findByText('Estratto di first')).toBeVisible();
    expect(screen.getByRole('link', { name: "Leggi l'articolo intero" })).toHaveAttribute(
      'href',
      '/it/first',
    );
    const broken = screen.getByRole('button', { name: 'Domanda rotta' });
    await userEvent.click(broken);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(broken).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si è verificato un errore durante il caricamento dei dati, aggiornare la pagina o riprovare più tardi.',
    );
    await userEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'true'));
    expect(asked.filter((id) => id === 'first')).toHaveLength(1);
  });

  it('shows URL articles as links: http in a new tab by its flag, others in the app', async () => {
    serveExtracts();
    await renderWithProviders(<CategoryArticles articles={articles} />);
    const site = screen.getByRole('link', { name: /Sito del gestore/ });
    expect(site).toHaveAttribute('href', 'https://example.org/');
    expect(site).toHaveAttribute('target', '_blank');
    const alerts = screen.getByRole('link', { name: 'Le notifiche' });
    expect(alerts).toHaveAttribute('href', '/it/alert');
    expect(alerts).not.toHaveAttribute('target');
  });
});
