import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render.tsx';

function headLinks(rel: string) {
  return [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)];
}

describe('page head', () => {
  it('gives the home the site title, description, canonical and one alternate per language', async () => {
    renderApp('/it/');
    await screen.findByRole('heading', { level: 1, name: 'Benvenuti sulla A79' });
    await waitFor(() => expect(document.title).toBe('A79 Free Flow'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).toHaveAttribute('content', 'Pagamento del pedaggio della A79');
    const origin = window.location.origin;
    expect(headLinks('canonical').map((link) => link.href)).toEqual([`${origin}/it/`]);
    expect(headLinks('alternate').map((link) => [link.hreflang, link.href])).toEqual([
      ['fr', `${origin}/fr/`],
      ['en', `${origin}/en/`],
      ['de', `${origin}/de/`],
      ['it', `${origin}/it/`],
      ['es', `${origin}/es/`],
      ['x-default', `${origin}/fr/`],
    ]);
  });

  it('titles inner pages "page | site" and keeps one set of tags after navigating', async () => {
    const { router } = renderApp('/it/');
    await screen.findByRole('heading', { level: 1, name: 'Benvenuti sulla A79' });
    await router.navigate('/it/tariffe');
    await screen.findByRole('heading', { level: 1, name: 'Articolo tariffe' });
    await waitFor(() => expect(document.title).toBe('Articolo tariffe | A79 Free Flow'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(headLinks('canonical')).toHaveLength(1);
    expect(headLinks('alternate')).toHaveLength(6);
    expect(headLinks('canonical')[0]?.href).toBe(`${window.location.origin}/it/tariffe`);
  });
});
